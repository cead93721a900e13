import { termOf } from '../../db/repositories/search-text.ts';
import { followsInTitle, isFieldWord } from './roles.ts';
import type { SynonymTable } from './synonyms.ts';

/** Words for whoever does a kind of work, which say no more than the word before them. */
const DOERS: ReadonlySet<string> = new Set([
  'worker',
  'workers',
  'staff',
  'employee',
  'employees',
  'personnel',
]);

/**
 * The words without a doer word after a word of the field that names no title or synonym with it
 * ('warehouse worker' asks for warehouse jobs, as 'warehouse jobs' does; 'dock worker' is a title,
 * 'care worker' a caregiver).
 */
export function withoutDoers(words: readonly string[], synonyms: SynonymTable): string[] {
  return words.filter((word, i) => {
    const before = words[i - 1];
    if (!DOERS.has(word) || before === undefined || !isFieldWord(before)) return true;
    const [a, b] = [termOf(before), termOf(word)];
    return followsInTitle(a, b) || synonyms.groups.has(`${a} ${b}`);
  });
}
