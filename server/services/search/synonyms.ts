import { searchTerms } from '../../../src/shared/search-terms.ts';
import groups from '../../db/data/synonyms.json' with { type: 'json' };

/** One word of a search and the phrases that mean the same (each a list of words). */
export interface ExpandedWord {
  word: string;
  alternatives: string[][];
}

const table = new Map<string, string[][]>();
for (const group of groups as string[][]) {
  for (const term of group) {
    const words = searchTerms(term);
    if (words.length !== 1 || !words[0]) continue;
    const others = group.filter((t) => t !== term).map((t) => searchTerms(t));
    table.set(words[0], [...(table.get(words[0]) ?? []), ...others]);
  }
}

/**
 * The field's abbreviations and synonyms (RN ↔ registered nurse, SWE, PM…), from the list kept in
 * server/db/data/synonyms.json: every typed word with the phrases that may stand for it.
 */
export function expandWords(words: string[]): ExpandedWord[] {
  return words.map((word) => ({ word, alternatives: table.get(word) ?? [] }));
}
