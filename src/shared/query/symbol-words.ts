/**
 * Words written with symbols that name something else than their letters: C# and C++ are not the
 * letter C, nor one another. Search reads each as one word of letters (its `word`), the same when
 * indexing a job and reading a query, and highlighting marks them as written.
 */
const SYMBOL_WORDS: Readonly<Record<string, string>> = {
  'c#': 'csharp',
  'c++': 'cplusplus',
  'f#': 'fsharp',
};

/** One of the symbol words, standing alone (not inside a longer word or symbol run). */
export const SYMBOL_WORD = /(?<![\p{L}\p{N}])(?:c\+\+|[cf]#)(?![\p{L}\p{N}#+])/giu;

/** The text with each symbol word written as its word of letters: 'C# developer' → 'csharp developer'. */
export function spellSymbolWords(text: string): string {
  if (!text.includes('#') && !text.includes('+')) return text;
  return text.replace(SYMBOL_WORD, (found) => ` ${SYMBOL_WORDS[found.toLowerCase()]} `);
}

/** The word of letters a symbol word is read as, or the word itself. */
export const symbolWordOf = (word: string) => SYMBOL_WORDS[word.toLowerCase()] ?? word;

const WRITTEN = new Map(Object.entries(SYMBOL_WORDS).map(([symbol, word]) => [word, symbol]));
const SPELT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...WRITTEN.keys()].join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** Words as search read them, symbol words written as people write them: 'csharp' → 'C#'. */
export const writeSymbolWords = (words: string) =>
  words.replace(SPELT, (word) => WRITTEN.get(word)?.toUpperCase() ?? word);
