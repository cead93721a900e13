import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { candidateRemarkSchema, offerDecisionSchema } from '../../../src/shared/dto/application.ts';
import { APPLICATION_MESSAGES, screeningAnswersSchema } from '../../../src/shared/screening.ts';
import type { Db } from '../../db/connect.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import {
  type ActionOutcome,
  answerOffer,
  apply,
  remark,
  withdraw,
} from '../../services/applications.ts';
import { ownTimeline, POOL_TABS, poolEntries } from '../../services/pool.ts';
import { idempotencyKeyOf } from '../messages/send.ts';
import { idParam } from '../params.ts';
import { describeBody, requireJson, valid } from '../validate.ts';

const ACTION_MESSAGES = {
  offer: APPLICATION_MESSAGES.offerAnswered,
  withdraw: APPLICATION_MESSAGES.cannotWithdraw,
} as const;

/** Applying and the candidate's own pool entries; the candidate always comes from the session. */
export function applicationRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  // With an Idempotency-Key, a retry of an application already made answers 200 with it again.
  const applyBody = screeningAnswersSchema.extend({
    /** Apply although the job requires credentials the candidate does not hold. */
    confirmMissingCredentials: z.boolean().optional(),
  });
  app.post(
    '/jobs/:id/apply',
    describeBody('application/json', applyBody),
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

  app.put(
    '/pool/candidate-remark',
    requireJson,
    valid('json', candidateRemarkSchema),
    async (c) => {
      const { jobId, ratingRemarksByCandidate } = c.req.valid('json');
      const saved = await remark(db, c.get('candidateId'), jobId, ratingRemarksByCandidate);
      if (!saved) throw notFound();
      return ok(c, { jobId, ratingRemarksByCandidate: ratingRemarksByCandidate.trim() });
    },
  );

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
    valid('json', offerDecisionSchema),
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
    const timeline = await ownTimeline(db, c.get('candidateId'), c.req.valid('param').id);
    if (!timeline) throw notFound();
    return ok(c, timeline);
  });

  return app;
}
