import { LRUCache } from 'lru-cache';

/** Candidates whose last change is remembered one by one; past this, the oldest raise the floor. */
const MAX_CANDIDATES = 100_000;

/**
 * When each candidate's pages, and every candidate's, last changed, as positions of one counter
 * that every change advances. A page rendered from position `since` is current while no change
 * that concerns it came after `since`. A candidate's record lives twice as long as any page (so it
 * outlives every page it could make stale); one pushed out early by the size limit raises a floor
 * below which every page is stale, so forgetting never makes a stale page look current.
 */
export function createChangeLog(pageTtlMs: number) {
  let position = 0;
  /** Every candidate's pages changed at this position (an enterprise write, a job change). */
  let everyone = 0;
  let floor = 0;
  const candidates = new LRUCache<number, number>({
    max: MAX_CANDIDATES,
    ttl: pageTtlMs * 2,
    dispose: (changedAt, _id, reason) => {
      if (reason === 'evict') floor = Math.max(floor, changedAt);
    },
  });
  return {
    /** The position a page rendered from now starts at. */
    now: () => position,
    /** One candidate's pages changed; null: every candidate's. */
    candidateChanged(candidateId: number | null) {
      position++;
      if (candidateId === null) everyone = position;
      else candidates.set(candidateId, position);
    },
    /** A job changed: any signed-in page may show it (lists, recommendations, its own page). */
    jobChanged() {
      position++;
      everyone = position;
    },
    unchangedSince(since: number, candidateId: number) {
      return since >= floor && since >= everyone && since >= (candidates.get(candidateId) ?? 0);
    },
  };
}
