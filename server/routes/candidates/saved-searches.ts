import { Hono } from 'hono';
import {
  newSavedSearchSchema,
  SAVED_SEARCH_MESSAGES,
  savedSearchUpdateSchema,
} from '../../../src/shared/dto/saved-search.ts';
import type { Db } from '../../db/connect.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import { savedSearches } from '../../services/alerts/saved-searches.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/** The candidate's saved searches, each with e-mail alerts on or off. */
export function savedSearchRoutes(db: Db) {
  const searches = savedSearches(db);
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get('/saved-searches', async (c) => ok(c, await searches.list(c.get('candidateId'))));

  app.post('/saved-searches', requireJson, valid('json', newSavedSearchSchema), async (c) => {
    const { criteria, alerts } = c.req.valid('json');
    const outcome = await searches.save(c.get('candidateId'), criteria, alerts);
    if (!outcome.ok) {
      return outcome.reason === 'limit'
        ? fail(c, 409, SAVED_SEARCH_MESSAGES.limit)
        : fail(c, 400, SAVED_SEARCH_MESSAGES.empty);
    }
    return ok(c, outcome.search, outcome.created ? 201 : 200);
  });

  app.put(
    '/saved-searches/:id',
    requireJson,
    valid('param', idParam),
    valid('json', savedSearchUpdateSchema),
    async (c) => {
      const updated = await searches.update(
        c.get('candidateId'),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      if (updated === 'empty') return fail(c, 400, SAVED_SEARCH_MESSAGES.empty);
      if (!updated) throw notFound();
      return ok(c, updated);
    },
  );

  app.delete('/saved-searches/:id', valid('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await searches.remove(c.get('candidateId'), id))) throw notFound();
    return ok(c, { id, deleted: true });
  });

  return app;
}
