import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { publicReview } from '../../services/reports/reviews.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';

/**
 * GET enterprises/candidate-review/{id} (spec 7.3): one review by its id, as anyone may read it
 * (rating, comment, the enterprise's name, the date), never naming the candidate.
 */
export function candidateReviewRoutes(db: Db) {
  return new Hono().get('/enterprises/candidate-review/:id', valid('param', idParam), async (c) => {
    const review = await publicReview(db, c.req.valid('param').id);
    if (!review) throw notFound();
    return ok(c, review);
  });
}
