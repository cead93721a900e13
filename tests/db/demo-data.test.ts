import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import {
  countEnterprises,
  findEnterpriseByDomain,
} from '../../server/db/repositories/enterprises.ts';
import { countJobs, findJobById } from '../../server/db/repositories/jobs.ts';
import { DEMO_CANDIDATE, seedDemoData } from '../../server/db/seed/demo-data.ts';
import { PORTAL_DOMAIN } from '../../server/db/seed/enterprises.ts';
import { verifyPassword } from '../../server/identity/password.ts';
import { walletOf } from '../../server/services/credentials/wallet.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import { withUnderstanding } from '../../server/services/search/understood-search.ts';
import type { Storage } from '../../server/services/storage/index.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let first: TestDb;
beforeAll(async () => {
  first = await createTestDb();
  await seedDemoData(first.db);
});
afterAll(() => first.destroy());

async function fingerprint(t: TestDb) {
  const jobs = await t.db.selectFrom('jobs').selectAll().orderBy('id').execute();
  const skills = await t.db
    .selectFrom('job_skills')
    .selectAll()
    .orderBy('job_id')
    .orderBy('skill_id')
    .execute();
  return createHash('sha256')
    .update(
      JSON.stringify([
        jobs,
        skills,
        await t.db
          .selectFrom('job_credentials')
          .selectAll()
          .orderBy('job_id')
          .orderBy('type_code')
          .execute(),
      ]),
    )
    .digest('hex');
}

describe('demo data', () => {
  it('moves the demo candidate through every pipeline status, each move with its notification', async () => {
    const demo = await findCandidateByEmail(first.db, DEMO_CANDIDATE.email);
    const rows = await first.db
      .selectFrom('applications')
      .select('enterprise_process_status as status')
      .where('candidate_id', '=', demo?.id ?? 0)
      .execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['B', 'F', 'O', 'R', 'R', 'S']);
    const notes = await first.db
      .selectFrom('notification_outbox')
      .select('kind')
      .where('candidate_id', '=', demo?.id ?? 0)
      .execute();
    expect(notes.map((n) => n.kind).sort()).toEqual(['pool:B', 'pool:F', 'pool:O', 'pool:S']);
  });

  it('answers the searches people try first with every word, in the place typed', async () => {
    const search = withUnderstanding(createJobSearch(first.db));
    for (const [keyword, role, city] of [
      ['rn houston', /registered nurse|\bRN\b/i, 'Houston'],
      ['accountant boston', /accountant/i, 'Boston'],
      ['part time barista seattle', /barista/i, 'Seattle'],
    ] as const) {
      const result = await search.search({ keyword, skills: [] });
      expect(result.unmatchedWords ?? []).toEqual([]);
      expect(result.exactTotal).toBeGreaterThanOrEqual(1);
      const top = result.jobs[0];
      expect(top?.jobTitle).toMatch(role);
      expect(top?.city).toBe(city);
    }
    const barista = await search.search({ keyword: 'part time barista seattle', skills: [] });
    expect(barista.jobs[0]?.employmentType).toBe('PT');
  });

  it('creates 2,000 jobs across at least three enterprises', async () => {
    expect(await countJobs(first.db)).toBe(2000);
    expect(await countEnterprises(first.db)).toBeGreaterThanOrEqual(3);
    const modes = await first.db.selectFrom('jobs').select('work_mode').distinct().execute();
    expect(modes.map((m) => m.work_mode).sort()).toEqual(['H', 'O', 'R']);
  });

  it('gives one enterprise its own career-portal domain and theme', async () => {
    const portal = await findEnterpriseByDomain(first.db, PORTAL_DOMAIN.toUpperCase());
    expect(portal?.establishment_name).toBeTruthy();
    expect(JSON.parse(portal?.theme ?? '[]')[0]).toMatchObject({ isSelected: true });
  });

  it('creates the demo candidate with the documented password', async () => {
    const demo = await findCandidateByEmail(first.db, DEMO_CANDIDATE.email);
    expect(demo?.first_name).toBe(DEMO_CANDIDATE.firstName);
    expect(await verifyPassword(DEMO_CANDIDATE.password, demo?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('worklane#2026', demo?.password_hash ?? '')).toBe(false);
  });

  it('joins a job to its enterprise', async () => {
    const job = await findJobById(first.db, 1);
    expect(job?.establishment_name).toBeTruthy();
    expect(job?.description.length).toBeGreaterThan(200);
  });

  it('gives the demo candidate a mix of credentials, and US healthcare jobs that ask for them', async () => {
    const demo = await findCandidateByEmail(first.db, DEMO_CANDIDATE.email);
    const wallet = await walletOf(
      first.db,
      { urls: { ready: async () => {}, sign: () => '' } } as unknown as Storage,
      demo?.id ?? 0,
    );
    expect(wallet.map((c) => [c.type, c.status, c.multistate])).toEqual([
      ['RN', 'current', true],
      ['ACLS', 'expired', false],
      ['BLS', 'expiring', false],
    ]);
    const asks = await first.db
      .selectFrom('job_credentials')
      .innerJoin('jobs', 'jobs.id', 'job_credentials.job_id')
      .select(['jobs.country_code', 'job_credentials.type_code', 'job_credentials.required'])
      .execute();
    expect(new Set(asks.map((a) => a.country_code))).toEqual(new Set(['US']));
    const types = new Set(asks.map((a) => a.type_code));
    for (const type of ['RN', 'BLS', 'ACLS']) expect(types).toContain(type);
    expect(asks.some((a) => a.required === 0)).toBe(true);
    const shifts = await first.db.selectFrom('job_shifts').select('engagement').execute();
    expect(new Set(shifts.map((s) => s.engagement))).toEqual(new Set(['TR', 'PD', 'PM']));
  });

  it('gives the same data for the same seed', async () => {
    const second = await createTestDb();
    try {
      await seedDemoData(second.db);
      expect(await fingerprint(second)).toBe(await fingerprint(first));
    } finally {
      await second.destroy();
    }
  });
});
