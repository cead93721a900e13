import { termOf } from '../../db/repositories/search-text.ts';
import { followsInTitle, isFieldTerm, isFieldWord } from './roles.ts';
import type { SynonymTable } from './synonyms.ts';
import type { Vocabulary } from './vocabulary.ts';

/** The shortest part of a word written as one that is read as two ('truck' of 'truckdriver'). */
const MIN_PART = 3;

/**
 * Words written together or apart the other way from the jobs: two words the jobs write as one
 * word of the field ('fork lift', 'back end') are read as that word, and one word no job has that
 * is two words some title has in a row ('truckdriver', 'frontdesk') as those two. Words a title
 * has in a row, or a synonym phrase, stay apart ('night shift' is no 'nightshift').
 */
export function compounds(
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
