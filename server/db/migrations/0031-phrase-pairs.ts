import { type Migration, sql } from 'kysely';
import { type AnyDb, isPostgres } from '../dialect.ts';
import { refreshJobIndex } from '../repositories/search-refresh.ts';
import { dropWordIndex } from '../repositories/word-index.ts';

/**
 * PostgreSQL's job documents gain a term for each pair of neighbouring words
 * (repositories/search-index.ts), so a phrase's jobs come straight from the word index. Every
 * document is rewritten with the text index dropped and built once after. SQLite's index finds
 * phrases by itself and is left as it is.
 */
export const phrasePairs: Migration = {
  up: (db) => rebuildTextIndex(db),
  // The pair terms do no harm to a search that does not look for them.
  async down() {},
};

/**
 * Rewrites every PostgreSQL job document, with the text index dropped and built once after;
 * `ownWords` writes the own-word vectors too (migrations from 0033 on, which have their table).
 * The documents are emptied first, not deleted one by one: the index built after would hold the
 * deleted rows too, within the same transaction, and stay twice its size and slow until rebuilt.
 */
export async function rebuildTextIndex(db: AnyDb, ownWords = false) {
  if (!isPostgres(db)) return;
  const createIndex = await dropWordIndex(db);
  await sql`truncate job_search_docs`.execute(db);
  if (ownWords) await sql`truncate job_search_own`.execute(db);
  await refreshJobIndex(db, undefined, { countTerms: false, ownWords });
  await sql`set local maintenance_work_mem = '512MB'`.execute(db);
  await createIndex();
  await sql`analyze job_search_docs`.execute(db);
}
