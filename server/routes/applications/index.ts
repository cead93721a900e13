import { Hono } from 'hono';
import { z } from 'zod';
import type { ApplicationsPort, PoolEntry } from '../../../src/shared/dto/application.ts';
import { APPLICATION_MESSAGES, type EnterpriseStatus } from '../../../src/shared/screening.ts';
import type { Db } from '../../db/connect.ts';
import { listApplications } from '../../db/repositories/applications.ts';
import { bookmarkedJobIds, isBookmarked } from '../../db/repositories/bookmarks.ts';
import type { SessionVariables } from '../../middleware/session.ts';
import { apply } from '../../services/applications.ts';
import type { JobSearch } from '../../services/search/jobs.ts';
import { fail, notFound, ok } from '../envelope.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/** Pool tabs (spec 3): F offered, O onboarded or offboarded, A applied (and shortlisted). */
export const POOL_TABS: Record<'A' | 'F' | 'O', EnterpriseStatus[]> = {
  A: ['R', 'S', 'X'],
  F: ['F'],
  O: ['O', 'B'],
};

type Row = Awaited<ReturnType<typeof listApplications>>[number];

export const toPoolEntry = (r: Row): PoolEntry => ({
  id: r.id,
  jobId: r.job_id,
  jobTitle: r.title,
  establishmentName: r.establishment_name,
  city: r.city,
  country: r.country,
  enterpriseProcessStatus: r.enterprise_process_status,
  candidateProcessStatus: r.candidate_process_status,
  appliedAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The applications port server-rendered pages use. */
export const applicationsPort = (db: Db, jobs: JobSearch): ApplicationsPort => ({
  list: async (candidateId, statuses) =>
    (await listApplications(db, candidateId, statuses)).map(toPoolEntry),
  bookmarks: async (candidateId) => jobs.cards(await bookmarkedJobIds(db, candidateId)),
  isBookmarked: (candidateId, jobId) => isBookmarked(db, candidateId, jobId),
});

/** Applying and the candidate's own pool entries; the candidate always comes from the session. */
export function applicationRoutes(db: Db) {
  const app = new Hono<{ Variables: SessionVariables }>();

  app.post('/jobs/:id/apply', requireJson, valid('param', idParam), async (c) => {
    const outcome = await apply(
      db,
      c.get('candidate')?.id ?? 0,
      c.req.valid('param').id,
      await c.req.json().catch(() => null),
    );
    if (outcome.ok) return ok(c, { applicationId: outcome.applicationId }, 201);
    if (outcome.reason === 'not-found') throw notFound();
    if (outcome.reason === 'invalid') return fail(c, 400, outcome.message);
    return fail(c, 409, APPLICATION_MESSAGES[outcome.reason]);
  });

  app.get('/pool/:tab', valid('param', z.object({ tab: z.enum(['A', 'F', 'O']) })), async (c) => {
    const jobId = Number(c.req.query('jobId'));
    const rows = await listApplications(
      db,
      c.get('candidate')?.id ?? 0,
      POOL_TABS[c.req.valid('param').tab],
    );
    const entries = rows
      .filter((r) => !Number.isInteger(jobId) || jobId <= 0 || r.job_id === jobId)
      .map(toPoolEntry);
    return ok(c, entries);
  });

  return app;
}
