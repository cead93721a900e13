import { Hono } from 'hono';
import { recommendationQuerySchema } from '../../../src/shared/dto/recommendation.ts';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import type { EventBus } from '../../services/events.ts';
import { createRecommendations } from '../../services/recommendations/index.ts';
import type { JobSearch } from '../../services/search/jobs.ts';
import { valid } from '../validate.ts';

/** The recommendations port server-rendered pages use. */
export const recommendationsPort = (db: Db, jobs: JobSearch, events: EventBus) =>
  createRecommendations(db, jobs, events);

/** Open jobs ranked for the signed-in candidate, a page at a time. */
export function recommendationRoutes(db: Db, jobs: JobSearch, events?: EventBus) {
  const recommendations = createRecommendations(db, jobs, events);
  return new Hono<{ Variables: CandidateVariables }>().get(
    '/recommendations',
    valid('query', recommendationQuerySchema),
    async (c) => ok(c, await recommendations.page(c.get('candidateId'), c.req.valid('query').page)),
  );
}
