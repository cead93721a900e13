import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { activitySummaryReport } from '../../services/reports/activity.ts';
import { jobDensityReport } from '../../services/reports/density.ts';
import { averageRatingReport } from '../../services/reports/rating.ts';

/**
 * `/api/v1/candidates/reports`: the signed-in candidate's own numbers (average rating per month,
 * activity per week, open jobs per city and skill). The candidate is always the session's.
 */
export function reportRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);

  app.get('/average-rating', async (c) =>
    ok(c, await averageRatingReport(db, c.get('candidateId'))),
  );
  app.get('/activity-summary', async (c) =>
    ok(c, await activitySummaryReport(db, c.get('candidateId'))),
  );
  app.get('/job-density', async (c) => ok(c, await jobDensityReport(db, c.get('candidateId'))));
  return app;
}
