import { Hono } from 'hono';
import { educationSchema } from '../../../src/shared/profile-schemas.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import {
  educationOf,
  removeEducation,
  STALE_ENTRY,
  saveEducation,
} from '../../services/profile/entries.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/** The candidate's education (spec 7.1); edits carry the version they started from. */
export function educationRoutes({ db, storage }: ProfileDeps) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get('/educations', async (c) => ok(c, await educationOf(db, storage, c.get('candidateId'))));

  app.put('/educations', requireJson, valid('json', educationSchema), async (c) => {
    const body = c.req.valid('json');
    const saved = await saveEducation(db, storage, c.get('candidateId'), body);
    if (saved.ok) return ok(c, saved.entry, body.id === undefined ? 201 : 200);
    if (saved.reason === 'stale') return fail(c, 409, STALE_ENTRY);
    throw notFound();
  });

  app.delete('/educations/:id', valid('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    if (!(await removeEducation(db, storage, c.get('candidateId'), id))) throw notFound();
    return ok(c, { id });
  });

  return app;
}
