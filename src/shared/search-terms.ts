import { spellSymbolWords } from './query/symbol-words.ts';

/**
 * The words of a search text, as the index stores them: lower-case, accents removed, letters and
 * digits only, C#, C++ and F# read as words of letters (symbol-words.ts). Everything else (FTS
 * operators, quotes, SQL) is a separator, never syntax.
 */
export function searchTerms(text: string, max = 8): string[] {
  return spellSymbolWords(text.slice(0, 512))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, max);
}

/** The smallest string greater than every string starting with `prefix` (byte order). */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}
