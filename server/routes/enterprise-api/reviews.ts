import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import type { EventBus } from '../../services/events.ts';
import { ownReview, reviewCandidate, reviewInputSchema } from '../../services/reports/reviews.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

type Vars = { Variables: { enterpriseId: number } };

/**
 * Reviews on the enterprise API: rate (1 to 5, with a comment) a candidate who applied to one of
 * the enterprise's jobs, and read one's own reviews back. A candidate who never applied to the
 * enterprise, and another enterprise's review, are never found.
 */
export function enterpriseReviewRoutes(db: Db, events: EventBus) {
  const app = new Hono<Vars>();

  app.post(
    '/candidates/:id/reviews',
    requireJson,
    valid('param', idParam),
    valid('json', reviewInputSchema),
    async (c) => {
      const outcome = await reviewCandidate(
        db,
        c.get('enterpriseId'),
        c.req.valid('param').id,
        c.req.valid('json'),
        events,
      );
      if (outcome.ok) return ok(c, outcome.review, 201);
      throw outcome.status === 404 ? notFound() : new ApiError(409, outcome.message ?? '');
    },
  );

  app.get('/reviews/:id', valid('param', idParam), async (c) => {
    const review = await ownReview(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!review) throw notFound();
    return ok(c, review);
  });

  return app;
}
