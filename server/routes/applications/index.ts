import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { ApplicationsPort, PoolEntry } from '../../../src/shared/dto/application.ts';
import {
  APPLICATION_MESSAGES,
  type EnterpriseStatus,
  screeningAnswersSchema,
} from '../../../src/shared/screening.ts';
import type { Db } from '../../db/connect.ts';
import {
  findOwnApplicationById,
  listApplications,
  timelinesOf,
} from '../../db/repositories/applications.ts';
import { bookmarkedJobIds, isBookmarked } from '../../db/repositories/bookmarks.ts';
import { questionsOfJob } from '../../db/repositories/screening-questions.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import {
  type ActionOutcome,
  answerOffer,
  apply,
  remark,
  withdraw,
} from '../../services/applications.ts';
import type { JobSearch } from '../../services/search/jobs.ts';
import { idempotencyKeyOf } from '../messages/send.ts';
import { describeRoute } from '../openapi/registry.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/** Pool tabs (spec 3): F offered, O onboarded or offboarded, A applied (and shortlisted). */
export const POOL_TABS: Record<'A' | 'F' | 'O', EnterpriseStatus[]> = {
  A: ['R', 'S', 'X'],
  F: ['F'],
  O: ['O', 'B'],
};

type Row = Awaited<ReturnType<typeof listApplications>>[number];

export const toPoolEntry = (r: Row, timeline: PoolEntry['timeline'] = []): PoolEntry => ({
  id: r.id,
  jobId: r.job_id,
  jobTitle: r.title,
  establishmentName: r.establishment_name,
  city: r.city,
  country: r.country,
  enterpriseProcessStatus: r.enterprise_process_status,
  candidateProcessStatus: r.candidate_process_status,
  candidateRemark: r.candidate_remark,
  appliedAt: r.created_at,
  updatedAt: r.updated_at,
  timeline,
});

/** The candidate's entries in these statuses, each with its timeline. */
async function poolEntries(db: Db, candidateId: number, statuses: readonly EnterpriseStatus[]) {
  const rows = await listApplications(db, candidateId, statuses);
  const timelines = await timelinesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPoolEntry(r, timelines.get(r.id) ?? []));
}

const ACTION_MESSAGES = {
  offer: APPLICATION_MESSAGES.offerAnswered,
  withdraw: APPLICATION_MESSAGES.cannotWithdraw,
} as const;

const remarkSchema = z.object({
  jobId: z.coerce.number().int().positive().max(2_147_483_647),
  ratingRemarksByCandidate: z.string().max(1000, 'Keep your remark under 1000 characters.'),
});

/** The applications port server-rendered pages use. */
export const applicationsPort = (db: Db, jobs: JobSearch): ApplicationsPort => ({
  list: (candidateId, statuses) => poolEntries(db, candidateId, statuses),
  questions: (jobId) => questionsOfJob(db, jobId),
  bookmarks: async (candidateId) => jobs.cards(await bookmarkedJobIds(db, candidateId)),
  isBookmarked: (candidateId, jobId) => isBookmarked(db, candidateId, jobId),
});

/** Applying and the candidate's own pool entries; the candidate always comes from the session. */
export function applicationRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  // With an Idempotency-Key, a retry of an application already made answers 200 with it again.
  const applyBody = {
    type: 'application/json',
    schema: screeningAnswersSchema.extend({
      /** Apply although the job requires credentials the candidate does not hold. */
      confirmMissingCredentials: z.boolean().optional(),
    }),
  };
  app.post(
    '/jobs/:id/apply',
    describeRoute({ body: applyBody }),
    requireJson,
    valid('param', idParam),
    async (c) => {
      const outcome = await apply(
        db,
        c.get('candidateId'),
        c.req.valid('param').id,
        await c.req.json().catch(() => null),
        idempotencyKeyOf(c) ?? null,
      );
      if (outcome.ok && outcome.replayed) c.header('Idempotent-Replayed', 'true');
      if (outcome.ok)
        return ok(c, { applicationId: outcome.applicationId }, outcome.replayed ? 200 : 201);
      if (outcome.reason === 'not-found') throw notFound();
      if (outcome.reason === 'invalid') return fail(c, 400, outcome.message);
      if (outcome.reason === 'missing-credentials') return fail(c, 409, outcome.message);
      return fail(c, 409, APPLICATION_MESSAGES[outcome.reason]);
    },
  );

  app.get('/pool/:tab', valid('param', z.object({ tab: z.enum(['A', 'F', 'O']) })), async (c) => {
    const jobId = Number(c.req.query('jobId'));
    const entries = await poolEntries(
      db,
      c.get('candidateId'),
      POOL_TABS[c.req.valid('param').tab],
    );
    return ok(
      c,
      entries.filter((e) => !Number.isInteger(jobId) || jobId <= 0 || e.jobId === jobId),
    );
  });

  app.put('/pool/candidate-remark', requireJson, valid('json', remarkSchema), async (c) => {
    const { jobId, ratingRemarksByCandidate } = c.req.valid('json');
    const saved = await remark(db, c.get('candidateId'), jobId, ratingRemarksByCandidate);
    if (!saved) throw notFound();
    return ok(c, { jobId, ratingRemarksByCandidate: ratingRemarksByCandidate.trim() });
  });

  const respond = (
    c: Context,
    outcome: ActionOutcome,
    kind: keyof typeof ACTION_MESSAGES,
    id: number,
  ) => {
    if (outcome === 'not-found') throw notFound();
    if (outcome === 'conflict') return fail(c, 409, ACTION_MESSAGES[kind]);
    return ok(c, { id });
  };

  app.put(
    '/pool/applications/:id/offer',
    requireJson,
    valid('param', idParam),
    valid('json', z.object({ decision: z.enum(['A', 'D']) })),
    async (c) => {
      const id = c.req.valid('param').id;
      const outcome = await answerOffer(db, c.get('candidateId'), id, c.req.valid('json').decision);
      return respond(c, outcome, 'offer', id);
    },
  );

  app.put('/pool/applications/:id/withdraw', valid('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    return respond(c, await withdraw(db, c.get('candidateId'), id), 'withdraw', id);
  });

  app.get('/pool/applications/:id/timeline', valid('param', idParam), async (c) => {
    const own = await findOwnApplicationById(db, c.get('candidateId'), c.req.valid('param').id);
    if (!own) throw notFound();
    return ok(c, (await timelinesOf(db, [own.id])).get(own.id) ?? []);
  });

  return app;
}
