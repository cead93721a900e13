import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { DEMO_CANDIDATE, seedDemoData } from '../../server/db/seed/demo-data.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db);
});
afterAll(() => t.destroy());

describe('How I work best in the demo data', () => {
  it('gives the first open jobs their work-environment facts', async () => {
    const jobs = await t.db.selectFrom('job_work_facts').select('job_id').distinct().execute();
    expect(jobs).toHaveLength(400);
    const quiet = await t.db
      .selectFrom('job_work_facts')
      .select('job_id')
      .where('fact', '=', 'noise')
      .where('value', '=', 'quiet')
      .execute();
    expect(quiet.length).toBeGreaterThan(100);
  });

  it('shares the demo passport in full with one enterprise, in part with another, not with the rest', async () => {
    const demo = await findCandidateByEmail(t.db, DEMO_CANDIDATE.email);
    const passport = await t.db
      .selectFrom('work_passports')
      .select('passport')
      .where('candidate_id', '=', demo?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(passport.passport).interview.choices).toContain('questions-in-advance');
    const shares = await t.db
      .selectFrom('work_passport_shares')
      .select('parts')
      .where('candidate_id', '=', demo?.id ?? 0)
      .orderBy('application_id')
      .execute();
    expect(shares.map((s) => JSON.parse(s.parts))).toEqual([
      ['communication', 'interview', 'environment', 'other'],
      ['interview'],
    ]);
    const applications = await t.db
      .selectFrom('applications')
      .select('id')
      .where('candidate_id', '=', demo?.id ?? 0)
      .execute();
    expect(applications.length).toBeGreaterThan(shares.length);
  });

  it('has an answered adjustment request with its notification', async () => {
    const requests = await t.db.selectFrom('adjustment_requests').selectAll().execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.answer).toMatch(/questions two days before/);
    const riley = await findCandidateByEmail(t.db, 'riley@worklane.test');
    const kinds = await t.db
      .selectFrom('notification_outbox')
      .select('kind')
      .where('candidate_id', '=', riley?.id ?? 0)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['interview:adjustments', 'interview:invite']);
  });
});
