import general from '../../db/data/synonyms.json' with { type: 'json' };
import healthcare from '../../db/data/synonyms-h.json' with { type: 'json' };
import { termsOf } from '../../db/repositories/search-text.ts';

/**
 * Abbreviations and synonyms of each flavour's field, kept in server/db/data: synonyms.json for
 * every flavour, synonyms-h.json added for healthcare (clinical abbreviations). Each group lists
 * phrases that mean the same; any of them, typed, also finds the others, in both directions. A
 * group of one "a => b" goes one way: typing a also finds b and every phrase of b's own group
 * (cleaning => cleaner finds janitor too), since b's own stem would make the reverse find every
 * text that mentions the activity. Several "a => …" entries for one a add up.
 */
export interface SynonymTable {
  /** Phrases (index terms joined by spaces) with the group of phrases they belong to. */
  groups: Map<string, string[][]>;
  /** The most words any phrase has. */
  longest: number;
  /**
   * The words of the phrases as written ('ultrasound', 'cybersecurity') by their term: words a
   * search understands though no job may hold them, which typos are corrected into too.
   */
  words: Map<string, string>;
}

const keyOf = (phrase: readonly string[]) => phrase.join(' ');

function addPhrase(list: string[][], phrase: string[]) {
  if (!list.some((p) => keyOf(p) === keyOf(phrase))) list.push(phrase);
}

function tableOf(lists: readonly (readonly string[])[][]): SynonymTable {
  const groups = new Map<string, string[][]>();
  const oneWay = new Map<string, string[][]>();
  const words = new Map<string, string>();
  let longest = 1;
  for (const group of lists.flat()) {
    for (const text of group)
      for (const word of text.toLowerCase().split(/[\s=>]+/)) {
        const [term, ...more] = termsOf(word);
        if (term && more.length === 0 && /^\p{L}+$/u.test(word) && !words.has(term))
          words.set(term, word);
      }
    const [from, to] = group.length === 1 ? (group[0] ?? '').split('=>') : [];
    if (from !== undefined && to !== undefined) {
      // One way only: typing the first also finds the second, not the reverse.
      const key = termsOf(from);
      const targets = oneWay.get(keyOf(key)) ?? [key];
      addPhrase(targets, termsOf(to));
      oneWay.set(keyOf(key), targets);
      longest = Math.max(longest, key.length);
      continue;
    }
    // '&' is no word ('Labor & Delivery'): a phrase with 'and' is also written without it.
    const phrases = group
      .flatMap((text) => [termsOf(text), termsOf(text).filter((t) => t !== 'and')])
      .filter(
        (terms, i, all) =>
          terms.length > 0 && all.findIndex((p) => keyOf(p) === keyOf(terms)) === i,
      );
    for (const phrase of phrases) {
      const known = groups.get(keyOf(phrase)) ?? [phrase];
      for (const other of phrases) addPhrase(known, other);
      groups.set(keyOf(phrase), known);
      longest = Math.max(longest, phrase.length);
    }
  }
  // A one-way target brings its own group along; the key's own group, if any, stays first. The
  // phrases of the key's group mean the same as the key, so each finds the targets too ('cyber
  // security' finds security analysts as 'cybersecurity' does).
  const grouped = new Map(groups);
  for (const [key, targets] of oneWay)
    for (const member of [key, ...(grouped.get(key) ?? []).map(keyOf)]) {
      const found = [...(groups.get(member) ?? [])];
      for (const target of targets)
        for (const phrase of groups.get(keyOf(target)) ?? [target]) addPhrase(found, phrase);
      groups.set(member, found);
    }
  return { groups, longest, words };
}

const tables = {
  general: tableOf([general]),
  healthcare: tableOf([general, healthcare]),
};

export function synonymTable(isHealthcare: boolean): SynonymTable {
  return isHealthcare ? tables.healthcare : tables.general;
}

/**
 * Phrases meaning the same as the given one (itself first), or just itself: a list of the
 * caller's own, so adding to it leaves the table as it was.
 */
export function alternativesOf(table: SynonymTable, phrase: readonly string[]): string[][] {
  return (table.groups.get(phrase.join(' ')) ?? [phrase]).map((p) => [...p]);
}
