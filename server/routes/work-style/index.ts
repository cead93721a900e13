import { Hono } from 'hono';
import { INTERVIEW_ACCESS_DENIED } from '../../../src/shared/dto/interview.ts';
import { adjustmentRequestSchema } from '../../../src/shared/work-style/adjustments.ts';
import {
  PASSPORT_MESSAGES,
  shareSchema,
  workStyleSchema,
} from '../../../src/shared/work-style/passport.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { ownAdjustments, requestAdjustments } from '../../services/work-style/adjustments.ts';
import {
  ownShares,
  ownWorkStyle,
  saveWorkStyle,
  sharePassport,
  withdrawPassport,
} from '../../services/work-style/passport.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/**
 * `/api/v1/candidates/work-style`: the candidate's own "How I work best" passport, kept private
 * until they share it with the enterprise of one of their applications, and withdrawn at will.
 */
export function workStyleRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);

  app.get('/', async (c) => ok(c, await ownWorkStyle(db, c.get('candidateId'))));

  app.put('/', requireJson, valid('json', workStyleSchema), async (c) =>
    ok(c, await saveWorkStyle(db, c.get('candidateId'), c.req.valid('json'))),
  );

  app.get('/shares', async (c) => ok(c, await ownShares(db, c.get('candidateId'))));

  app.put(
    '/shares/:id',
    requireJson,
    valid('param', idParam),
    valid('json', shareSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { parts } = c.req.valid('json');
      const shared = await sharePassport(
        db,
        c.get('candidateId'),
        id,
        parts,
        PASSPORT_MESSAGES.nothingToShare,
      );
      if (!shared.ok)
        throw shared.status === 404 ? notFound() : new ApiError(409, shared.message ?? '');
      return ok(c, { applicationId: id, parts });
    },
  );

  app.delete('/shares/:id', valid('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await withdrawPassport(db, c.get('candidateId'), id))) throw notFound();
    return ok(c, { applicationId: id, withdrawn: true });
  });

  return app;
}

/** Spec 8: another candidate's interview (or none at all) is 405 'Interview Access denied.'. */
const denied = () => new ApiError(405, INTERVIEW_ACCESS_DENIED);

/** `/api/v1/candidates/interviews/{id}/adjustments`: asking for interview adjustments. */
export function adjustmentRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);

  app.get('/:id/adjustments', valid('param', idParam), async (c) => {
    const list = await ownAdjustments(db, c.get('candidateId'), c.req.valid('param').id);
    if (!list) throw denied();
    return ok(c, list);
  });

  app.post(
    '/:id/adjustments',
    requireJson,
    valid('param', idParam),
    valid('json', adjustmentRequestSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const asked = await requestAdjustments(db, c.get('candidateId'), id, c.req.valid('json'));
      if (!asked.ok) throw asked.status === 404 ? denied() : new ApiError(409, asked.message ?? '');
      return ok(c, asked.value, 201);
    },
  );

  return app;
}
