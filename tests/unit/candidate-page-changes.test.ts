import { describe, expect, it } from 'vitest';
import { createChangeLog } from '../../server/middleware/candidate-page-changes.ts';

describe('the change log of candidates’ pages', () => {
  it('keeps a page current until a change that concerns it, and only that', () => {
    const log = createChangeLog(20_000);
    const since = log.now();
    log.candidateChanged(2);
    expect(log.unchangedSince(since, 1)).toBe(true);
    expect(log.unchangedSince(since, 2)).toBe(false);
    // A page rendered from after the change is current again.
    expect(log.unchangedSince(log.now(), 2)).toBe(true);
  });

  it('makes every page stale on a job change or an enterprise write', () => {
    const log = createChangeLog(20_000);
    const before = log.now();
    log.jobChanged();
    expect(log.unchangedSince(before, 1)).toBe(false);
    const between = log.now();
    log.candidateChanged(null);
    expect(log.unchangedSince(between, 7)).toBe(false);
    expect(log.unchangedSince(log.now(), 7)).toBe(true);
  });

  it('never forgets a change into a stale page looking current', () => {
    const log = createChangeLog(20_000);
    const since = log.now();
    log.candidateChanged(1);
    // Far more candidates change than are remembered one by one: candidate 1 is pushed out.
    for (let id = 2; id < 100_010; id++) log.candidateChanged(id);
    expect(log.unchangedSince(since, 1)).toBe(false);
  });
});
