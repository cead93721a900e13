import type { Db } from '../connect.ts';
import type { SavedSearchesTable } from '../schema/saved-searches.ts';

type NewSavedSearch = Omit<SavedSearchesTable, 'id'>;

/** The candidate's saved searches, newest first. */
export function listSavedSearches(db: Db, candidateId: number) {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .orderBy('id', 'desc')
    .execute();
}

export function findOwnSavedSearch(db: Db, candidateId: number, id: number) {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
}

/** Stores the search unless the candidate already keeps `max`; null then. */
export function insertSavedSearch(db: Db, row: NewSavedSearch, max: number) {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('candidate_id', '=', row.candidate_id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= max) return null;
    return trx.insertInto('saved_searches').values(row).returningAll().executeTakeFirstOrThrow();
  });
}

export async function updateOwnSavedSearch(
  db: Db,
  candidateId: number,
  id: number,
  patch: Partial<Pick<SavedSearchesTable, 'criteria' | 'label' | 'alerts' | 'last_alerted_at'>>,
) {
  await db
    .updateTable('saved_searches')
    .set(patch)
    .where('id', '=', id)
    .where('candidate_id', '=', candidateId)
    .execute();
}

export async function deleteOwnSavedSearch(db: Db, candidateId: number, id: number) {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Names of the given skills, by id. */
export async function skillNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('skills')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Saved searches with alerts on, after `afterId` in id order, with their candidate's e-mail
 * address and where they live (for 'near me').
 */
export function alertingSearches(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('candidates as c', 'c.id', 's.candidate_id')
    .select([
      's.id',
      's.criteria',
      's.label',
      's.last_alerted_at',
      'c.email',
      'c.first_name',
      'c.city',
      'c.state',
      'c.country',
    ])
    .where('s.alerts', '=', 1)
    .where('s.id', '>', afterId)
    .where('c.account_status', '!=', 'DISABLED')
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/**
 * Moves a search's alert watermark from `from` to `to`; false when it no longer reads `from`
 * (another server took this alert, or the candidate changed the search meanwhile).
 */
export async function moveAlertWatermark(db: Db, id: number, from: string, to: string) {
  const result = await db
    .updateTable('saved_searches')
    .set({ last_alerted_at: to })
    .where('id', '=', id)
    .where('last_alerted_at', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether any open job was posted in (since, until]. */
export async function openJobsPostedBetween(db: Db, since: string, until: string) {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'open')
    .where('posted_at', '>', since)
    .where('posted_at', '<=', until)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
