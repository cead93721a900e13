import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { searchTerms } from '../../../src/shared/search-terms.ts';
import { generatedUtterances } from './lexicon.ts';
import { forModel } from './masking.ts';
import { type Example, modelOf, type Ranked, trainModel } from './model.ts';
import { spellingCorrector } from './spelling.ts';
import { type Sentence, trainedOnce } from './trained-cache.ts';

export type { Ranked };

/** The intent of questions the assistant does not understand well enough. */
export const FALLBACK = 'None';
/** Below this confidence a question gets the fallback rather than a guess. */
export const CONFIDENCE_THRESHOLD = 0.3;
/** A question most of whose meaningful words the assistant never learned is out of its domain. */
const MAX_UNKNOWN_SHARE = 0.5;

const INTENTS_DIR = join(import.meta.dirname, 'data', 'intents');

// Words that carry no topic: they say nothing about whether a question is in the domain.
const FILLER = new Set(
  `a about am an and any anything are as at be been can could did do does for from get give got
  have how i i'd i'm id im in is it it's its let me my of on or please should show so some tell
  that the there this to up want was we what whats when where which who why will with would you your
  yours ok okay just now need like s t re ve ll d m`.split(/\s+/),
);

/**
 * Everyday words of any sentence, on the site or off it ('every single day', 'a while ago', 'you
 * guys'): neither a sign of a topic nor of an unrelated question, so the model does not read them.
 */
const EVERYDAY = new Set(
  `every single guys guy little while ago said says she he her him his they them their really very
  much too also still yet already lot lots bit actually maybe probably basically literally honestly
  kinda sorta gonna wanna gotta though although because since like`.split(/\s+/),
);

/** The utterances written for each intent, from the data kept beside this file. */
export function writtenUtterances(): Map<string, string[]> {
  const data = new Map<string, string[]>();
  for (const file of readdirSync(INTENTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const intents = JSON.parse(readFileSync(join(INTENTS_DIR, file), 'utf8')) as Record<
      string,
      string[]
    >;
    for (const [intent, utterances] of Object.entries(intents))
      data.set(intent, [...(data.get(intent) ?? []), ...utterances]);
  }
  return data;
}

/** Every training utterance of every intent: the written ones and those made from things and actions. */
export function trainingData(): Map<string, string[]> {
  const data = writtenUtterances();
  for (const [intent, made] of generatedUtterances()) {
    const written = new Set((data.get(intent) ?? []).map((u) => u.toLowerCase()));
    data.set(intent, [
      ...(data.get(intent) ?? []),
      ...made.filter((u) => !written.has(u.toLowerCase())),
    ]);
  }
  return data;
}

// Words so common in every kind of question that they only blur what it is about.
const BLUR = new Set(
  `a an the is are am be been was were to of in on at for with and or it its this that these
  those i me you your do does did can could would will should please just so some any there`.split(
    /\s+/,
  ),
);

/** A number says how many or when ('from 2020 to 2023', '5 years'), not what a question is about. */
const NUMBER = /^\d+$/;
const NUMERAL = 'numeral';

/** The question as the model reads it: lower-case words without those that only blur it. */
const modelText = (masked: string) =>
  searchTerms(masked, 64)
    .filter((w) => !BLUR.has(w) && !EVERYDAY.has(w))
    .map((w) => (NUMBER.test(w) ? NUMERAL : w))
    .join(' ');

/** The words of a masked question that say what it is about (no filler, no place). */
export const topicWords = (masked: string) =>
  searchTerms(masked, 64).filter(
    (w) => !FILLER.has(w) && !EVERYDAY.has(w) && !NUMBER.test(w) && w !== 'placename',
  );

export interface Classification {
  intent: string;
  score: number;
  /** Every intent the model considered, best first (empty for a question it could not read). */
  ranked: Ranked[];
  /** The words of the question that say what it is about and that the intents never use. */
  unknown?: string[];
  /** The words of the question that only questions about the site use (never an unrelated one). */
  cues?: string[];
}

export interface Classifier {
  /** Classifies a question whose roles and places are already masked (see extractEntities). */
  classify(masked: string, options?: { open?: boolean }): Promise<Classification>;
  /** Whether the model learned the word (in any form). */
  knows(word: string): boolean;
  intents: string[];
}

let trained: Promise<Classifier> | undefined;

/** The intent model, trained once a process on the utterances kept in the repository. */
export function createClassifier(): Promise<Classifier> {
  trained ??= train();
  return trained;
}

/** The feature of a word the intents never use: off-topic sentences are full of them. */
const UNKNOWN = '__unknown__';
/** The share of training sentences also learned with one word unknown, so one new word is not taken for an off-topic question. */
const WITH_UNKNOWN_SHARE = 0.6;

/**
 * A sentence learned with one word blurred also carries marks of its own that never occur in use.
 * They take up part of its weight, so the unknown-word feature does not learn that questions of
 * the domain often hold a word it never saw, and off-topic questions stay out.
 */
const BLURRED = '__blurred__';
const MARKS = 9;
/** How many times more often questions about the site use a word than unrelated ones do, for it to be a cue. */
const CUE_RATIO = 8;
/** The length of the pieces of words the model also reads. */
const GRAM = 4;

/** The pieces of `n` letters of a word, its start and end marked ('<nurs', 'urse>'). */
const charGrams = (word: string, n: number) => {
  const w = `<${word}>`;
  const out: string[] = [];
  if (w.length <= n + 1) return out;
  for (let i = 0; i + n <= w.length; i++) out.push(`#${w.slice(i, i + n)}`);
  return out;
};

async function train(): Promise<Classifier> {
  const container = await containerBootstrap();
  container.use(LangEn);
  const stemmer = container.get('stemmer-en') as { stemWord(word: string): string };
  const stem = (word: string) => stemmer.stemWord(word);
  const wordsOf = (masked: string) => modelText(masked).split(' ').filter(Boolean).map(stem);
  const sentencesOf = (): Sentence[] =>
    [...trainingData()].flatMap(([intent, utterances]) =>
      utterances.map((u) => {
        const { masked } = forModel(u);
        return { intent, masked, words: wordsOf(masked) };
      }),
    );
  /** How the model reads sentences, learned from the training sentences alone. */
  const readingOf = (sentences: Sentence[]) => {
    const vocabulary = new Set<string>(['jobrole', 'placename', NUMERAL]);
    for (const s of sentences)
      if (s.intent !== FALLBACK) for (const w of s.words) vocabulary.add(w);
    const spelt = new Map<string, number>();
    for (const s of sentences)
      if (s.intent !== FALLBACK)
        for (const w of searchTerms(s.masked, 64)) spelt.set(w, (spelt.get(w) ?? 0) + 1);
    const correctSpelling = spellingCorrector(spelt, (w) => vocabulary.has(stem(w)));
    // How often each word occurs in questions about the site and in unrelated ones.
    const onTopicCount = new Map<string, number>();
    const offTopicCount = new Map<string, number>();
    for (const s of sentences) {
      const counts = s.intent === FALLBACK ? offTopicCount : onTopicCount;
      for (const w of new Set(s.words)) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    /** A word questions about the site use far more often than unrelated questions do. */
    const isCue = (stemmed: string) =>
      (onTopicCount.get(stemmed) ?? 0) >= CUE_RATIO * ((offTopicCount.get(stemmed) ?? 0) + 1);
    // Each known word, each pair of known neighbours ('add skill' says more than either word), and
    // whether some word is unknown (unless the question is about work, where new words are keywords).
    const featuresOf = (words: string[], open = false, unknownAt = -1) => {
      // A number is neither known nor unknown, and joins no pair ('applied to 5 jobs').
      const known = words.map((w, i) =>
        w === NUMERAL ? '' : vocabulary.has(w) && i !== unknownAt ? w : open ? '' : UNKNOWN,
      );
      const pairs = known.slice(1).flatMap((w, i) => {
        const before = known[i] as string;
        return w && before && w !== UNKNOWN && before !== UNKNOWN ? [`${before}_${w}`] : [];
      });
      // Two words it never learned say more than one: off-topic questions are full of them.
      const unknown = known.filter((w) => w === UNKNOWN).length;
      // Pieces of words, so forms and spellings the sentences never used still count ('hearted').
      const grams = words.flatMap((w, i) =>
        i === unknownAt || w === NUMERAL ? [] : charGrams(w, GRAM),
      );
      const marks = unknownAt >= 0 ? Array.from({ length: MARKS }, (_, i) => `${BLURRED}${i}`) : [];
      return [
        ...known.filter(Boolean),
        ...pairs,
        ...(unknown >= 2 ? [`${UNKNOWN}2`] : []),
        ...grams,
        ...marks,
      ];
    };
    return { vocabulary, correctSpelling, isCue, featuresOf };
  };
  /** Each sentence, and some with one word taken for one the model never saw. */
  const examplesOf = (
    sentences: Sentence[],
    featuresOf: ReturnType<typeof readingOf>['featuresOf'],
  ) => {
    const examples: Example[] = [];
    let n = 0;
    for (const { intent, words } of sentences) {
      examples.push({ features: featuresOf(words), label: intent });
      n++;
      if (intent === FALLBACK || words.length < 2) continue;
      if ((n * 7919) % 100 < WITH_UNKNOWN_SHARE * 100) {
        examples.push({
          features: featuresOf(words, false, (n * 31) % words.length),
          label: intent,
        });
      }
    }
    return examples;
  };
  const { sentences, state } = trainedOnce(() => {
    const sentences = sentencesOf();
    const examples = examplesOf(sentences, readingOf(sentences).featuresOf);
    return { sentences, state: trainModel(examples) };
  });
  const { vocabulary, correctSpelling, isCue, featuresOf } = readingOf(sentences);
  const model = modelOf(state);
  const knows = (word: string) => vocabulary.has(stem(word.toLowerCase()));

  return {
    intents: state.labels.filter((i) => i !== FALLBACK),
    knows,
    async classify(asked: string, { open = false } = {}): Promise<Classification> {
      const masked = correctSpelling(asked);
      // A place says where, not what: it neither keeps a question in the domain nor takes it out.
      const content = topicWords(masked);
      const unknown = content.filter((w) => !knows(w));
      const cues = content.filter((w) => {
        const stemmed = stem(w);
        return isCue(stemmed);
      });
      const none = (score: number): Classification => ({
        intent: FALLBACK,
        score,
        ranked: [],
        unknown,
        cues,
      });
      if (content.length === 0 && !masked.includes('placename')) return none(1);
      // Words it never learned are keywords of a question about work, not a sign it is off topic.
      if (!open && unknown.length / content.length > MAX_UNKNOWN_SHARE) return none(1);
      const ranked = model.rank(featuresOf(wordsOf(masked), open));
      const top = ranked[0];
      if (!top || top.intent === FALLBACK || top.score < CONFIDENCE_THRESHOLD)
        return { intent: FALLBACK, score: top?.score ?? 0, ranked, unknown, cues };
      return { intent: top.intent, score: top.score, ranked, unknown, cues };
    },
  };
}
