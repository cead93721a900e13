import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { startSession } from '../../server/identity/session-tokens.ts';
import { apply } from '../../server/services/applications.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';

/**
 * Screening answers every job without questions of its own accepts; the crash candidates hold no
 * credentials, so they confirm applying to healthcare postings that require some.
 */
export const ANSWERS = {
  startDate: '2026-12-01',
  availability: 'Part Time',
  hoursPerDay: 6,
  days: ['Monday', 'Friday'],
  confirmMissingCredentials: true,
};

export interface Fixtures {
  dataDir: string;
  databaseUrl?: string;
  enterpriseId: number;
  apiKey: string;
  /** Candidates who applied to the enterprise, so both sides may message each other. */
  candidates: { id: number; token: string }[];
  /** Open jobs without screening questions of their own, for new applications. */
  jobs: number[];
  open(): Db;
  dispose(): Promise<void>;
}

async function onPostgres(url: string, statement: string) {
  const admin = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    await sql.raw(statement).execute(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * A database of its own (a SQLite file under a fresh data directory, or a throwaway database on the
 * PostgreSQL server of `postgresUrl`) with demo jobs, an enterprise API key and candidates with
 * sessions who have applied to that enterprise.
 */
export async function prepareFixtures(options: {
  postgresUrl?: string;
  candidates: number;
  jobs: number;
}): Promise<Fixtures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'worklane-crash-'));
  let databaseUrl: string | undefined;
  if (options.postgresUrl) {
    const name = `worklane_crash_${randomBytes(6).toString('hex')}`;
    await onPostgres(options.postgresUrl, `create database ${name}`);
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const open = () => openDatabase({ url: databaseUrl, dataDir });
  const db = open();
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { jobs: options.jobs });
    const enterprise = await db
      .selectFrom('jobs')
      .select(['enterprise_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'open')
      .groupBy('enterprise_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const enterpriseId = enterprise.enterprise_id;
    const jobs = (
      await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'open')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('job_screening_questions')
                .select('job_id')
                .whereRef('job_screening_questions.job_id', '=', 'jobs.id'),
            ),
          ),
        )
        .orderBy('id')
        .execute()
    ).map((j) => j.id);
    const [contactJob] = (
      await db
        .selectFrom('jobs')
        .select('id')
        .where('enterprise_id', '=', enterpriseId)
        .where('id', 'in', jobs)
        .execute()
    ).map((j) => j.id);
    if (contactJob === undefined) throw new Error('the enterprise has no open job to apply to');
    const now = new Date().toISOString();
    const candidates: Fixtures['candidates'] = [];
    for (let i = 0; i < options.candidates; i++) {
      const candidate = await insertCandidate(db, {
        email: `crash${i}@example.test`,
        first_name: 'Crash',
        last_name: `Tester ${i}`,
        created_at: now,
        updated_at: now,
      });
      await apply(db, candidate.id, contactJob, ANSWERS);
      candidates.push({ id: candidate.id, token: (await startSession(db, candidate.id)).token });
    }
    return {
      dataDir,
      databaseUrl,
      enterpriseId,
      apiKey: await createApiKey(db, enterpriseId, 'crash durability'),
      candidates,
      jobs: jobs.filter((id) => id !== contactJob),
      open,
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
        if (options.postgresUrl && databaseUrl)
          await onPostgres(
            options.postgresUrl,
            `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
          );
      },
    };
  } finally {
    await db.destroy();
  }
}
