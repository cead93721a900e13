import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { deleteOwnAttachment } from '../../services/storage/candidate-files.ts';
import type { Storage } from '../../services/storage/index.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';

/** DELETE candidates/work-history/showcases/{id} and candidates/educations/documents/{id}. */
export function attachmentRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  for (const [path, kind] of [
    ['/work-history/showcases/:id', 'showcase'],
    ['/educations/documents/:id', 'document'],
  ] as const)
    app.delete(path, requireCandidate, valid('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deleteOwnAttachment(db, storage, c.get('candidateId'), kind, id)))
        throw notFound();
      return ok(c, { id });
    });
  return app;
}
