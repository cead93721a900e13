import { Hono } from 'hono';
import { ok } from '../../http/envelope.ts';
import type { SessionVariables } from '../../middleware/session.ts';

/**
 * `GET /public/api/v1/session`: whether this browser is signed in, for pre-rendered pages that
 * cannot know it. A visitor gets an answer too, never a 401.
 */
export function sessionRoutes() {
  return new Hono<{ Variables: SessionVariables }>().get('/session', (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, { signedIn: Boolean(c.get('candidate')) });
  });
}
