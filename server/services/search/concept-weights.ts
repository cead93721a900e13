import type { Vocabulary } from './vocabulary.ts';

/** Jobs holding each alternative at most: as many as hold its rarest word. */
const docsOf = (vocabulary: Vocabulary, alternatives: string[][]) =>
  alternatives.map((phrase) =>
    Math.min(...phrase.map((t) => vocabulary.entries.get(t)?.docs ?? 0)),
  );

export function weightOf(vocabulary: Vocabulary, alternatives: string[][]) {
  const docs = Math.max(0, ...docsOf(vocabulary, alternatives));
  return docs === 0 ? 0 : Math.log(1 + vocabulary.documents / docs);
}

export function shareOf(vocabulary: Vocabulary, alternatives: string[][]) {
  const docs = docsOf(vocabulary, alternatives).reduce((sum, n) => sum + n, 0);
  return vocabulary.documents === 0 ? 0 : Math.min(1, docs / vocabulary.documents);
}
