import { Hono } from 'hono';
import { adjustmentAnswerSchema } from '../../../src/shared/work-style/adjustments.ts';
import { workFactsSchema } from '../../../src/shared/work-style/facts.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import type { EventBus } from '../../services/events.ts';
import { answerAdjustments, enterpriseAdjustments } from '../../services/work-style/adjustments.ts';
import { ownWorkFacts, setWorkFacts } from '../../services/work-style/facts.ts';
import { sharedPassport, sharedPassportOfRound } from '../../services/work-style/passport.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

type Vars = { Variables: { enterpriseId: number } };

/**
 * The enterprise side of "How I work best": a passport is read only where its candidate shared it
 * for that application (404 otherwise, and at once after they withdraw it); adjustment requests of
 * its own interview rounds are read and answered; the work-environment facts of its own jobs set.
 */
export function enterpriseWorkStyleRoutes(db: Db, events: EventBus) {
  const app = new Hono<Vars>();

  app.get('/applications/:id/work-style', valid('param', idParam), async (c) => {
    const shared = await sharedPassport(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!shared) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    return ok(c, shared);
  });

  app.get('/interviews/:id/work-style', valid('param', idParam), async (c) => {
    const shared = await sharedPassportOfRound(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!shared) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    return ok(c, shared);
  });

  app.get('/interviews/:id/adjustments', valid('param', idParam), async (c) => {
    const list = await enterpriseAdjustments(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!list) throw notFound();
    return ok(c, list);
  });

  app.put(
    '/adjustments/:id/answer',
    requireJson,
    valid('param', idParam),
    valid('json', adjustmentAnswerSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const answered = await answerAdjustments(
        db,
        c.get('enterpriseId'),
        id,
        c.req.valid('json').answer,
        events,
      );
      if (!answered.ok)
        throw answered.status === 404 ? notFound() : new ApiError(409, answered.message ?? '');
      return ok(c, answered.value);
    },
  );

  app.get('/jobs/:id/work-facts', valid('param', idParam), async (c) => {
    const facts = await ownWorkFacts(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!facts) throw notFound();
    return ok(c, facts);
  });

  app.put(
    '/jobs/:id/work-facts',
    requireJson,
    valid('param', idParam),
    valid('json', workFactsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const facts = c.req.valid('json');
      if (!(await setWorkFacts(db, c.get('enterpriseId'), id, facts, events))) throw notFound();
      return ok(c, facts);
    },
  );

  return app;
}
