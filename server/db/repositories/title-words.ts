import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';

/** A word and its singular or plural, so 'nurses' ranks as 'nurse' does. */
export function numberForms(word: string): string[] {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return [word];
  if (word.endsWith('es')) return [word, word.slice(0, -1), word.slice(0, -2)];
  if (word.endsWith('s') && !word.endsWith('ss')) return [word, word.slice(0, -1)];
  return [word, `${word}s`];
}

/** Characters a title separates its words with, besides spaces. */
const TITLE_SEPARATORS = ['(', ')', '-', '/', ',', '.', '&', ':', '–', '|'];

/**
 * A ranked job's title, lower case, with separators as spaces, between two spaces: the ranking
 * window computes it once per job as `spaced_title`, which the score reads.
 */
export function spacedTitle() {
  return spacedOf(sql`m.title`);
}

/** A title as spacedOf writes it, for a ranking window read already (counted-window.ts). */
export function spacedText(title: string): string {
  let spaced = title.toLowerCase();
  for (const separator of TITLE_SEPARATORS) spaced = spaced.replaceAll(separator, ' ');
  return ` ${spaced.replace(/ +$/, '')} `;
}

/** A title column, lower case, with separators as spaces, between two spaces. */
export function spacedOf(column: RawBuilder<unknown>) {
  let title = sql`lower(${column})`;
  for (const separator of TITLE_SEPARATORS) title = sql`replace(${title}, ${separator}, ' ')`;
  return sql`(' ' || rtrim(${title}) || ' ')`;
}

/** Where `part` starts in `text`, 1 on; 0 when it is not there (both databases). */
export function positionOf(db: Db, text: RawBuilder<unknown>, part: RawBuilder<unknown> | string) {
  return isPostgres(db) ? sql`strpos(${text}, ${part})` : sql`instr(${text}, ${part})`;
}

/** Whether a spaced text (spacedOf) holds the word, singular or plural, as a whole word. */
export function holdsWord(db: Db, spaced: RawBuilder<unknown>, word: string) {
  const forms = numberForms(word).map((form) => sql`${positionOf(db, spaced, ` ${form} `)} > 0`);
  return sql`(${sql.join(forms, sql` or `)})`;
}
