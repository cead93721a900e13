import general from '../../db/data/synonyms.json' with { type: 'json' };
import healthcare from '../../db/data/synonyms-h.json' with { type: 'json' };
import { termsOf } from '../../db/repositories/search-text.ts';

/**
 * Abbreviations and synonyms of each flavour's field, kept in server/db/data: synonyms.json for
 * every flavour, synonyms-h.json added for healthcare (clinical abbreviations). Each group lists
 * phrases that mean the same; any of them, typed, also finds the others, in both directions. A
 * group of one "a => b" goes one way: typing a also finds b (welding => welder), since b's own
 * stem would make the reverse find every text that mentions the activity.
 */
export interface SynonymTable {
  /** Phrases (index terms joined by spaces) with the group of phrases they belong to. */
  groups: Map<string, string[][]>;
  /** The most words any phrase has. */
  longest: number;
}

function tableOf(lists: readonly (readonly string[])[][]): SynonymTable {
  const groups = new Map<string, string[][]>();
  let longest = 1;
  for (const group of lists.flat()) {
    const [from, to] = group.length === 1 ? (group[0] ?? '').split('=>') : [];
    if (from !== undefined && to !== undefined) {
      // One way only: typing the first also finds the second, not the reverse.
      const key = termsOf(from);
      groups.set(key.join(' '), [key, termsOf(to)]);
      longest = Math.max(longest, key.length);
      continue;
    }
    const phrases = group.map((text) => termsOf(text)).filter((terms) => terms.length > 0);
    for (const phrase of phrases) {
      const key = phrase.join(' ');
      const known = groups.get(key) ?? [phrase];
      for (const other of phrases)
        if (!known.some((p) => p.join(' ') === other.join(' '))) known.push(other);
      groups.set(key, known);
      longest = Math.max(longest, phrase.length);
    }
  }
  return { groups, longest };
}

const tables = {
  general: tableOf([general]),
  healthcare: tableOf([general, healthcare]),
};

export function synonymTable(isHealthcare: boolean): SynonymTable {
  return isHealthcare ? tables.healthcare : tables.general;
}

/** Phrases meaning the same as the given one (itself first), or just itself. */
export function alternativesOf(table: SynonymTable, phrase: readonly string[]): string[][] {
  return table.groups.get(phrase.join(' ')) ?? [[...phrase]];
}
