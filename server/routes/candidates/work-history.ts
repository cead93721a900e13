import { Hono } from 'hono';
import { workHistorySchema } from '../../../src/shared/profile-schemas.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import {
  removeWorkHistory,
  STALE_ENTRY,
  saveWorkHistory,
  workHistoryOf,
} from '../../services/profile/entries.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/** The candidate's work history (spec 7.1); edits carry the version they started from. */
export function workHistoryRoutes({ db, storage }: ProfileDeps) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get('/work-history', async (c) =>
    ok(c, await workHistoryOf(db, storage, c.get('candidateId'))),
  );

  app.put('/work-history', requireJson, valid('json', workHistorySchema), async (c) => {
    const body = c.req.valid('json');
    const saved = await saveWorkHistory(db, storage, c.get('candidateId'), body);
    if (saved.ok) return ok(c, saved.entry, body.id === undefined ? 201 : 200);
    if (saved.reason === 'stale') return fail(c, 409, STALE_ENTRY);
    throw notFound();
  });

  app.delete('/work-history/:id', valid('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    if (!(await removeWorkHistory(db, storage, c.get('candidateId'), id))) throw notFound();
    return ok(c, { id });
  });

  return app;
}
