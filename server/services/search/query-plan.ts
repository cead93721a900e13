import type { FacetBoosts } from '../../db/repositories/job-match.ts';
import { termOf, wordsOf } from '../../db/repositories/search-text.ts';
import { compounds } from './compound-words.ts';
import { rarityOf, shareOf } from './concept-weights.ts';
import { withoutDoers } from './doer-words.ts';
import { takeFacetHints } from './facet-hints.ts';
import { withFields } from './fields.ts';
import { keptWords, NOISE } from './query-words.ts';
import { followsInTitle, isRoleWord, rolesOfActivity } from './roles.ts';
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

/**
 * Single letters each followed by a dot but perhaps the last ('R.N.', 'c.n.a'), not after a
 * number, where they tell the time ('7 p.m.').
 */
const INITIALISM = /(?<![\p{L}\p{N}.])(?<!\p{N}\s*)(?:\p{L}\.)+\p{L}(?![\p{L}\p{N}])\.?/gu;

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
      return { typed: word, alternatives, weight: rarityOf(vocabulary, alternatives) };
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
    concept.weight = rarityOf(vocabulary, concept.alternatives);
    concept.share = shareOf(vocabulary, concept.alternatives);
  }
  // A field of work named instead of a role ('warehouse jobs') asks for the field's roles.
  const read = withFields(concepts);
  for (const concept of read)
    if (!concepts.includes(concept)) {
      concept.weight = rarityOf(vocabulary, concept.alternatives);
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
