import { Hono } from 'hono';
import { notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { renewPublicKey } from '../../services/profile/keys.ts';
import { publicProfileOf } from '../../services/profile/public.ts';

/** PUT candidates/public-key: a new unguessable key; the previous link stops working. */
export function publicKeyRoutes({ db }: ProfileDeps) {
  return new Hono<{ Variables: CandidateVariables }>().put('/public-key', async (c) => {
    return ok(c, { publicKey: await renewPublicKey(db, c.get('candidateId')) });
  });
}

/** GET /public/api/v1/candidates/profile/{publicKey}: only the sections the candidate shows. */
export function publicProfileRoutes(deps: ProfileDeps) {
  return new Hono().get('/candidates/profile/:publicKey', async (c) => {
    const profile = await publicProfileOf(deps, c.req.param('publicKey'));
    if (!profile) throw notFound();
    // Signed file links inside expire, and the candidate may hide a section at any time.
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    return ok(c, profile);
  });
}
