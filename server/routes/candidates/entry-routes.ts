import { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import type { EntryService } from '../../services/profile/entry-service.ts';
import type { Storage } from '../../services/storage/index.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/** How an entry type is written, each with its schema of src/shared. */
type Writes<Input> =
  /** PUT {path} creates (no id, 201) or changes (id and version, 200) the entry the body names. */
  | { upsert: z.ZodType<Input & { id?: number | undefined; version?: number | undefined }> }
  /** POST {path} creates (201); GET and PUT {path}/:id read and change one (the body has its version). */
  | { create: z.ZodType<Input>; update: z.ZodType<Input & { version: number }> };

export interface EntryRoutesSpec<Input, Dto> {
  /** The collection's path, e.g. '/educations'. */
  path: string;
  service: EntryService<Input, Dto>;
  writes: Writes<Input>;
  /** The 409 answer to a change that started from an older version. */
  stale: string;
}

/**
 * The routes of one entry type of the signed-in candidate (behind `requireCandidate`): list,
 * write and delete, and read one where the type is written by id. Every id is looked up among the
 * candidate's own entries; another candidate's is not found (404).
 */
export function entryRoutes<Input, Dto>(
  spec: EntryRoutesSpec<Input, Dto>,
  { db, storage }: { db: Db; storage: Storage },
) {
  const { path, service, writes } = spec;
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get(path, async (c) => ok(c, await service.list(db, storage, c.get('candidateId'))));

  if ('upsert' in writes) {
    app.put(path, requireJson, valid('json', writes.upsert), async (c) => {
      const body = c.req.valid('json') as Input & { id?: number; version?: number };
      const target =
        body.id === undefined || body.version === undefined
          ? undefined
          : { id: body.id, version: body.version };
      const saved = await service.save(db, storage, c.get('candidateId'), body, target);
      if (saved.ok) return ok(c, saved.entry, target ? 200 : 201);
      if (saved.reason === 'stale') return fail(c, 409, spec.stale);
      throw notFound();
    });
  } else {
    app.get(`${path}/:id`, valid('param', idParam), async (c) => {
      const found = await service.get(db, storage, c.get('candidateId'), c.req.valid('param').id);
      if (!found) throw notFound();
      return ok(c, found);
    });

    app.post(path, requireJson, valid('json', writes.create), async (c) => {
      const body = c.req.valid('json') as Input;
      return ok(c, await service.add(db, storage, c.get('candidateId'), body), 201);
    });

    app.put(
      `${path}/:id`,
      valid('param', idParam),
      requireJson,
      valid('json', writes.update),
      async (c) => {
        const body = c.req.valid('json') as Input & { version: number };
        const target = { id: c.req.valid('param').id, version: body.version };
        const saved = await service.save(db, storage, c.get('candidateId'), body, target);
        if (saved.ok) return ok(c, saved.entry);
        if (saved.reason === 'stale') return fail(c, 409, spec.stale);
        throw notFound();
      },
    );
  }

  app.delete(`${path}/:id`, valid('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    if (!(await service.remove(db, storage, c.get('candidateId'), id))) throw notFound();
    return ok(c, { id });
  });

  return app;
}
