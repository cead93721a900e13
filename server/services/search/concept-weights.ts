import type { Vocabulary } from './vocabulary.ts';

/** Jobs holding each alternative at most: as many as hold its rarest word. */
const docsOf = (vocabulary: Vocabulary, alternatives: string[][]) =>
  alternatives.map((phrase) =>
    Math.min(...phrase.map((t) => vocabulary.entries.get(t)?.docs ?? 0)),
  );

/**
 * How telling a concept is: the rarer the most common of its alternatives, the more (an inverse
 * document frequency); 0 when no job holds any of them.
 */
export function rarityOf(vocabulary: Vocabulary, alternatives: string[][]) {
  const docs = Math.max(0, ...docsOf(vocabulary, alternatives));
  return docs === 0 ? 0 : Math.log(1 + vocabulary.documents / docs);
}

/**
 * The share of all jobs that hold some alternative (0–1), for a planner's guess: as if the
 * alternatives were unrelated, where their sum would count a job holding several ('logistics'
 * and 'warehouse associate') once for each.
 */
export function shareOf(vocabulary: Vocabulary, alternatives: string[][]) {
  if (vocabulary.documents === 0) return 0;
  const none = docsOf(vocabulary, alternatives).reduce(
    (rest, docs) => rest * (1 - Math.min(1, docs / vocabulary.documents)),
    1,
  );
  return 1 - none;
}
