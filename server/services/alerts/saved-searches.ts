import {
  hasCriteria,
  MAX_SAVED_SEARCHES,
  normaliseCriteria,
  type SavedSearchCriteria,
  type SavedSearchDto,
} from '../../../src/shared/dto/saved-search.ts';
import { WORK_FACT_FILTERS } from '../../../src/shared/work-style/facts.ts';
import type { Db } from '../../db/connect.ts';
import {
  deleteOwnSavedSearch,
  findOwnSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  skillNames,
  updateOwnSavedSearch,
} from '../../db/repositories/saved-searches.ts';
import type { SavedSearch } from '../../db/schema/saved-searches.ts';

export const toSavedSearchDto = (row: SavedSearch): SavedSearchDto => ({
  id: row.id,
  criteria: JSON.parse(row.criteria) as SavedSearchCriteria,
  label: row.label,
  alerts: row.alerts === 1,
  createdAt: row.created_at,
});

/** How the criteria read: '"nurse" · Phlebotomy · in Boston, Massachusetts · Remote'. */
async function labelOf(db: Db, criteria: SavedSearchCriteria): Promise<string> {
  const names = await skillNames(db, criteria.skills ?? []);
  const place = [criteria.city, criteria.state, criteria.country].filter(Boolean).join(', ');
  return [
    criteria.keyword && `“${criteria.keyword}”`,
    criteria.jobTitle,
    (criteria.skills ?? []).map((id) => names.get(id) ?? `Skill ${id}`).join(', '),
    place && `in ${place}`,
    criteria.remote && 'Remote',
    criteria.easyApply && 'Easy Apply',
    (criteria.workFacts ?? []).map((code) => WORK_FACT_FILTERS[code].label).join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
}

export type SaveOutcome =
  | { ok: true; search: SavedSearchDto; created: boolean }
  | { ok: false; reason: 'empty' | 'limit' };

/** A candidate's saved searches: the candidate id always comes from the session. */
export function savedSearches(db: Db) {
  return {
    list: async (candidateId: number) =>
      (await listSavedSearches(db, candidateId)).map(toSavedSearchDto),

    /** Saves the criteria; the same criteria saved again answer the search already kept. */
    async save(
      candidateId: number,
      input: SavedSearchCriteria,
      alerts: boolean,
    ): Promise<SaveOutcome> {
      const criteria = normaliseCriteria(input);
      if (!hasCriteria(criteria)) return { ok: false, reason: 'empty' };
      const text = JSON.stringify(criteria);
      const same = (await listSavedSearches(db, candidateId)).find((r) => r.criteria === text);
      if (same) return { ok: true, search: toSavedSearchDto(same), created: false };
      const now = new Date().toISOString();
      const row = await insertSavedSearch(
        db,
        {
          candidate_id: candidateId,
          criteria: text,
          label: await labelOf(db, criteria),
          alerts: alerts ? 1 : 0,
          // Only jobs posted from now on are news to this search.
          last_alerted_at: now,
          created_at: now,
        },
        MAX_SAVED_SEARCHES,
      );
      return row
        ? { ok: true, search: toSavedSearchDto(row), created: true }
        : { ok: false, reason: 'limit' };
    },

    /**
     * Changes the criteria or switches alerts; null when the search is not the candidate's. New
     * criteria, or alerts switched back on, start from now so no backlog is mailed.
     */
    async update(
      candidateId: number,
      id: number,
      change: { criteria?: SavedSearchCriteria; alerts?: boolean },
    ): Promise<SavedSearchDto | null | 'empty'> {
      const row = await findOwnSavedSearch(db, candidateId, id);
      if (!row) return null;
      const now = new Date().toISOString();
      const patch: Parameters<typeof updateOwnSavedSearch>[3] = {};
      if (change.criteria) {
        const criteria = normaliseCriteria(change.criteria);
        if (!hasCriteria(criteria)) return 'empty';
        const text = JSON.stringify(criteria);
        if (text !== row.criteria) {
          Object.assign(patch, {
            criteria: text,
            label: await labelOf(db, criteria),
            last_alerted_at: now,
          });
        }
      }
      if (change.alerts !== undefined && change.alerts !== (row.alerts === 1)) {
        patch.alerts = change.alerts ? 1 : 0;
        if (change.alerts) patch.last_alerted_at = now;
      }
      if (Object.keys(patch).length > 0) await updateOwnSavedSearch(db, candidateId, id, patch);
      const updated = await findOwnSavedSearch(db, candidateId, id);
      return updated ? toSavedSearchDto(updated) : null;
    },

    remove: (candidateId: number, id: number) => deleteOwnSavedSearch(db, candidateId, id),
  };
}
