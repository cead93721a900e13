import { endsNegated, negationAt } from '../../../src/shared/query/facets.ts';
import type { FacetBoosts } from '../../db/repositories/job-match.ts';
import { termOf, wordsOf } from '../../db/repositories/search-text.ts';
import { withFields } from './fields.ts';
import { keptWords, NOISE } from './query-words.ts';
import { followsInTitle, isFieldTerm, isFieldWord, isRoleWord, rolesOfActivity } from './roles.ts';
import { alternativesOf, type SynonymTable } from './synonyms.ts';
import type { Concept } from './text-search.ts';
import type { Vocabulary } from './vocabulary.ts';
import { knownTerms, resolveWord } from './word-reading.ts';

export { noiseWords } from './query-words.ts';
export type { Concept };

export interface QueryPlan {
  concepts: Concept[];
  boosts: FacetBoosts;
  /** The text with typos corrected, when any was. */
  correctedQuery?: string;
}

/** Words that hint at a facet rather than at the job's text (until typed text is understood). */
const FACET_HINTS: [string[], FacetBoosts][] = [
  [['remote'], { workMode: 'R' }],
  [['work', 'from', 'home'], { workMode: 'R' }],
  [['wfh'], { workMode: 'R' }],
  [['hybrid'], { workMode: 'H' }],
  [['part', 'time'], { employmentType: 'PT' }],
  [['parttime'], { employmentType: 'PT' }],
  [['full', 'time'], { employmentType: 'FT' }],
  [['fulltime'], { employmentType: 'FT' }],
  [['internship'], { employmentType: 'IN' }],
  [['entry', 'level'], { experienceLevel: 'EL' }],
  // Summer work is mostly seasonal: a hint, never a filter.
  [['summer'], { employmentType: 'FL' }],
];

const startsAt = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((w, k) => words[at + k] === w);

/** Facet hints taken out of the words; one asked away ('not part time') hints at nothing. */
function takeFacetHints(words: string[]): { rest: string[]; boosts: FacetBoosts } {
  const boosts: FacetBoosts = {};
  const rest: string[] = [];
  for (let i = 0; i < words.length; ) {
    const hint = FACET_HINTS.find(([phrase]) => startsAt(words, i, phrase));
    if (hint) {
      if (!endsNegated(rest)) Object.assign(boosts, hint[1]);
      else rest.splice(rest.length - (negationAt(rest, rest.length - 2) === 2 ? 2 : 1));
      i += hint[0].length;
    } else rest.push(words[i++] as string);
  }
  return { rest, boosts };
}

/**
 * Single letters each followed by a dot but perhaps the last ('R.N.', 'c.n.a'), not after a
 * number, where they tell the time ('7 p.m.').
 */
const INITIALISM = /(?<![\p{L}\p{N}.])(?<!\p{N}\s*)(?:\p{L}\.)+\p{L}(?![\p{L}\p{N}])\.?/gu;

/** The shortest part of a word written as one that is read as two ('truck' of 'truckdriver'). */
const MIN_PART = 3;

/**
 * Words written together or apart the other way from the jobs: two words the jobs write as one
 * word of the field ('fork lift', 'back end') are read as that word, and one word no job has that
 * is two words some title has in a row ('truckdriver', 'frontdesk') as those two. Words a title
 * has in a row, or a synonym phrase, stay apart ('night shift' is no 'nightshift').
 */
function compounds(
  words: readonly string[],
  vocabulary: Vocabulary,
  synonyms: SynonymTable,
  noise: ReadonlySet<string>,
): string[] {
  const known = (word: string) =>
    vocabulary.entries.has(word) ||
    vocabulary.entries.has(termOf(word)) ||
    synonyms.groups.has(termOf(word)) ||
    synonyms.groups.has(word);
  const phrase = (a: string, b: string) =>
    followsInTitle(termOf(a), termOf(b)) || synonyms.groups.has(`${termOf(a)} ${termOf(b)}`);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    const plain = (w: string) => /^\p{L}+$/u.test(w) && !noise.has(w);
    if (next && plain(word) && plain(next) && !phrase(word, next)) {
      const joined = word + next;
      // Of a word of the field in any form ('care givers' are caregivers), of real words each.
      const whole = Math.min(word.length, next.length) >= MIN_PART;
      if ((isFieldWord(joined) || (whole && isFieldTerm(termOf(joined)))) && known(joined)) {
        out.push(joined);
        i++;
        continue;
      }
    }
    if (!known(word) && /^\p{L}+$/u.test(word)) {
      const split = [...word].findIndex(
        (_, at) =>
          at >= MIN_PART &&
          word.length - at >= MIN_PART &&
          phrase(word.slice(0, at), word.slice(at)),
      );
      if (split > 0) {
        out.push(word.slice(0, split), word.slice(split));
        continue;
      }
    }
    out.push(word);
  }
  return out;
}

/** Words for whoever does a kind of work, which say no more than the word before them. */
const DOERS: ReadonlySet<string> = new Set([
  'worker',
  'workers',
  'staff',
  'employee',
  'employees',
  'personnel',
]);

/**
 * The words without a doer word after a word of the field that names no title or synonym with it
 * ('warehouse worker' asks for warehouse jobs, as 'warehouse jobs' does; 'dock worker' is a title,
 * 'care worker' a caregiver).
 */
function withoutDoers(words: readonly string[], synonyms: SynonymTable): string[] {
  return words.filter((word, i) => {
    const before = words[i - 1];
    if (!DOERS.has(word) || before === undefined || !isFieldWord(before)) return true;
    const [a, b] = [termOf(before), termOf(word)];
    return followsInTitle(a, b) || synonyms.groups.has(`${a} ${b}`);
  });
}

/**
 * The last two concepts as the one phrase of a title they are ('data entry' of 'data entry or
 * filing'), put in their place: the side of an 'or' is the phrase, not its last word. Undefined
 * when they are no such phrase.
 */
function titlePhraseBefore(concepts: Concept[]): Concept | undefined {
  const [before, last] = concepts.slice(-2);
  const single = (c: Concept | undefined) =>
    c !== undefined && !c.typed.includes(' ') && c.alternatives[0]?.length === 1;
  if (!single(before) || !single(last) || !before || !last) return undefined;
  const [first] = before.alternatives[0] as string[];
  const [second] = last.alternatives[0] as string[];
  if (!first || !second || !followsInTitle(first, second)) return undefined;
  const phrase: Concept = {
    typed: `${before.typed} ${last.typed}`,
    alternatives: [[first, second]],
    weight: 0,
    parts: [before, last],
  };
  if (before.guessed || last.guessed) {
    phrase.guessed = true;
    phrase.meant = `${before.meant ?? before.typed} ${last.meant ?? last.typed}`;
  }
  concepts.splice(-2, 2, phrase);
  return phrase;
}

/** Jobs holding each alternative at most: as many as hold its rarest word. */
const docsOf = (vocabulary: Vocabulary, alternatives: string[][]) =>
  alternatives.map((phrase) =>
    Math.min(...phrase.map((t) => vocabulary.entries.get(t)?.docs ?? 0)),
  );

function weightOf(vocabulary: Vocabulary, alternatives: string[][]) {
  const docs = Math.max(0, ...docsOf(vocabulary, alternatives));
  return docs === 0 ? 0 : Math.log(1 + vocabulary.documents / docs);
}

function shareOf(vocabulary: Vocabulary, alternatives: string[][]) {
  const docs = docsOf(vocabulary, alternatives).reduce((sum, n) => sum + n, 0);
  return vocabulary.documents === 0 ? 0 : Math.min(1, docs / vocabulary.documents);
}

/**
 * What a typed text asks of the index: noise words and facet hints taken out, each word
 * resolved (stem, completion of the last word, typo correction), and runs of words that are a
 * synonym phrase (registered nurse, RN) read as one concept with all its phrases.
 */
export function planQuery(
  text: string,
  vocabulary: Vocabulary,
  synonyms: SynonymTable,
  noise: ReadonlySet<string> = NOISE,
  /** False searches the words as typed ('Search instead for …'): no typo is corrected. */
  { correct = true }: { correct?: boolean } = {},
): QueryPlan {
  // A contraction is one word ("don't" is not "don" and "t"), and so is an abbreviation written
  // with dots ('R.N.', 'l.p.n').
  const typed = wordsOf(
    text
      .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
      .replace(INITIALISM, (letters) => letters.replaceAll('.', '')),
  );
  const { rest, boosts } = takeFacetHints(typed);
  // A letter after a word it follows in a title or a synonym ('cdl a', 'class a') names a kind.
  const starts = (phrase: string) =>
    [...synonyms.groups.keys()].some((key) => key === phrase || key.startsWith(`${phrase} `));
  const named = (before: string, letter: string) =>
    followsInTitle(termOf(before), letter) || starts(`${termOf(before)} ${letter}`);
  const { words, joined } = keptWords(
    withoutDoers(compounds(rest, vocabulary, synonyms, noise), synonyms),
    noise,
    named,
  );
  const lost = words.length > 1 && words.every((w) => !knownTerms(vocabulary, synonyms, w));
  const resolved = words.map((word, i) =>
    resolveWord(
      vocabulary,
      synonyms,
      word,
      i === words.length - 1 ? { before: words[i - 1] } : undefined,
      correct,
      { before: words[i - 1], after: words[i + 1] },
      lost,
    ),
  );

  const concepts: Concept[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    // A word of a phrase alone: its readings and, when it has some, its synonyms.
    const wordConcept = (word: string, k: number): Concept => {
      const terms = resolved[i + k]?.terms ?? [termOf(word)];
      const own = synonyms.groups.has(terms[0] as string)
        ? alternativesOf(synonyms, [terms[0] as string])
        : [];
      const alternatives = [...own, ...terms.map((t) => [t])].filter(
        (p, at, all) => all.findIndex((q) => q.join(' ') === p.join(' ')) === at,
      );
      return { typed: word, alternatives, weight: weightOf(vocabulary, alternatives) };
    };
    const start = concepts.length;
    // A phrase never runs across an 'or'.
    let most = Math.min(synonyms.longest, words.length - i);
    for (let k = i + 1; k < i + most; k++) if (joined.has(k)) most = k - i;
    for (let n = most; n >= 1 && taken === 0; n--) {
      // A phrase as typed (rad tech) or as resolved (a completed or corrected last word).
      const typedPhrase = words.slice(i, i + n).map(termOf);
      const resolvedPhrase = resolved.slice(i, i + n).map((r) => r.terms[0] as string);
      // Or ending on another reading of its last word: a completion, or an abbreviation's word
      // ('retail sales assoc').
      const last = resolved[i + n - 1]?.terms ?? [];
      const readings = [...last, ...last.flatMap((t) => alternativesOf(synonyms, [t]))]
        .map((t) => (Array.isArray(t) ? t : [t]))
        .filter((t) => t.length === 1);
      const endings = readings.map((t) => [...resolvedPhrase.slice(0, -1), ...t]);
      const phrase =
        [typedPhrase, resolvedPhrase, ...endings].find((p) => synonyms.groups.has(p.join(' '))) ??
        resolvedPhrase;
      if (synonyms.groups.has(phrase.join(' '))) {
        // Words of a phrase known as typed ('shop assistant') were no typos.
        if (phrase === typedPhrase)
          for (const word of resolved.slice(i, i + n)) delete word.corrected;
        const alternatives = alternativesOf(synonyms, phrase);
        if (n === 1) alternatives.push(...(resolved[i]?.terms.slice(1).map((t) => [t]) ?? []));
        const phraseConcept: Concept = {
          typed: words.slice(i, i + n).join(' '),
          alternatives,
          weight: 0,
        };
        if (n > 1) phraseConcept.parts = words.slice(i, i + n).map((w, k) => wordConcept(w, k));
        concepts.push(phraseConcept);
        taken = n;
      }
    }
    if (taken === 0) {
      const alternatives = (resolved[i]?.terms ?? []).map((t) => [t]);
      // An activity names its role ('truck driving' a driver), unless a role follows it
      // ('driving instructor').
      const next = words[i + 1];
      if (!(next && isRoleWord(termOf(next))))
        for (const role of rolesOfActivity(words[i] as string))
          if (!alternatives.some(([t]) => t === role)) alternatives.push([role]);
      concepts.push({ typed: words[i] as string, alternatives, weight: 0 });
      taken = 1;
    }
    const previous = concepts[start - 1];
    const added = concepts[start];
    if (added && resolved.slice(i, i + taken).some((r) => r.corrected)) {
      added.guessed = true;
      added.meant = words
        .slice(i, i + taken)
        .map((w, k) => resolved[i + k]?.corrected ?? w)
        .join(' ');
    }
    if (joined.has(i) && previous && added) {
      concepts.splice(start, 1);
      const side = titlePhraseBefore(concepts) ?? previous;
      side.typed = `${side.typed} or ${added.typed}`;
      for (const phrase of added.alternatives)
        if (!side.alternatives.some((p) => p.join(' ') === phrase.join(' ')))
          side.alternatives.push(phrase);
    }
    i += taken;
  }
  for (const concept of concepts) {
    concept.weight = weightOf(vocabulary, concept.alternatives);
    concept.share = shareOf(vocabulary, concept.alternatives);
  }
  // A field of work named instead of a role ('warehouse jobs') asks for the field's roles.
  const read = withFields(concepts);
  for (const concept of read)
    if (!concepts.includes(concept)) {
      concept.weight = weightOf(vocabulary, concept.alternatives);
      concept.share = shareOf(vocabulary, concept.alternatives);
    }

  const corrected = resolved.some((r) => r.corrected);
  return {
    concepts: read,
    boosts,
    correctedQuery: corrected
      ? words.map((w, i) => resolved[i]?.corrected ?? w).join(' ')
      : undefined,
  };
}
