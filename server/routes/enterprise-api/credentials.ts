import { Hono } from 'hono';
import { z } from 'zod';
import { jobCredentialsSchema } from '../../../src/shared/credentials/schema.ts';
import { jobShiftSchema } from '../../../src/shared/shifts.ts';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import {
  attachedCredentials,
  ownJobCredentials,
  setOwnJobCredentials,
  setOwnJobShift,
} from '../../services/credentials/jobs.ts';
import type { EventBus } from '../../services/events.ts';
import type { Storage } from '../../services/storage/index.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

type Vars = { Variables: { enterpriseId: number } };

/**
 * The credentials of the enterprise's own jobs (what each asks for) and applications (what the
 * candidate sent), and the shift facts of its jobs. Another enterprise's job or application is never found.
 */
export function enterpriseCredentialRoutes(db: Db, storage: Storage, events: EventBus) {
  const app = new Hono<Vars>();

  app.get('/jobs/:id/credentials', valid('param', idParam), async (c) => {
    const list = await ownJobCredentials(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!list) throw notFound();
    return ok(c, list);
  });

  app.put(
    '/jobs/:id/credentials',
    requireJson,
    valid('param', idParam),
    valid('json', z.object({ credentials: jobCredentialsSchema })),
    async (c) => {
      const id = c.req.valid('param').id;
      const enterpriseId = c.get('enterpriseId');
      if (
        !(await setOwnJobCredentials(db, enterpriseId, id, c.req.valid('json').credentials, events))
      )
        throw notFound();
      return ok(c, await ownJobCredentials(db, enterpriseId, id));
    },
  );

  app.put(
    '/jobs/:id/shift',
    requireJson,
    valid('param', idParam),
    valid('json', z.object({ shift: jobShiftSchema.nullable() })),
    async (c) => {
      const id = c.req.valid('param').id;
      const { shift } = c.req.valid('json');
      if (!(await setOwnJobShift(db, c.get('enterpriseId'), id, shift, events))) throw notFound();
      return ok(c, { id, shift });
    },
  );

  app.get('/applications/:id/credentials', valid('param', idParam), async (c) => {
    const list = await attachedCredentials(
      db,
      storage,
      c.get('enterpriseId'),
      c.req.valid('param').id,
    );
    if (!list) throw notFound();
    return ok(c, list);
  });

  return app;
}
