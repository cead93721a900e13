import { Hono } from 'hono';
import { ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { dashboardOf, scoreOf } from '../../services/profile/me.ts';

/** GET candidates/profile-score and candidates/dashboard, computed on the server. */
export function dashboardRoutes(deps: ProfileDeps) {
  const app = new Hono<{ Variables: CandidateVariables }>();
  app.get('/profile-score', async (c) => ok(c, await scoreOf(deps, c.get('candidateId'))));
  app.get('/dashboard', async (c) => ok(c, await dashboardOf(deps, c.get('candidateId'))));
  return app;
}
