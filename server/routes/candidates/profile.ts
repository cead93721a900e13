import { Hono } from 'hono';
import { profileUpdateSchema } from '../../../src/shared/profile-schemas.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { accessibilityOf, profileOf } from '../../services/profile/me.ts';
import { updateProfile } from '../../services/profile/update.ts';
import { requireJson, valid } from '../validate.ts';

/** GET and PUT candidates/ (spec 7.1) and GET candidates/accessibility. */
export function profileRoutes(deps: ProfileDeps) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get('/', async (c) => {
    const profile = await profileOf(deps, c.get('candidateId'));
    if (!profile) throw notFound();
    return ok(c, profile);
  });

  app.put('/', requireJson, valid('json', profileUpdateSchema), async (c) => {
    const own = c.get('candidateId');
    const body = c.req.valid('json');
    if (body.id !== undefined && body.id !== own) throw notFound();
    const outcome = await updateProfile(deps.db, own, body);
    if (!outcome.ok) return fail(c, 400, outcome.message);
    const profile = await profileOf(deps, own);
    if (!profile) throw notFound();
    return ok(c, profile);
  });

  app.get('/accessibility', async (c) => {
    const settings = await accessibilityOf(deps.db, c.get('candidateId'));
    if (!settings) throw notFound();
    return ok(c, settings);
  });

  return app;
}
