import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { findOwnEducationDocument, findOwnShowcase } from '../../db/repositories/files.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { deleteFiles } from '../../services/storage/attachments.ts';
import type { Storage } from '../../services/storage/index.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';

/** DELETE candidates/work-history/showcases/{id} and candidates/educations/documents/{id}. */
export function attachmentRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.delete(
    '/work-history/showcases/:id',
    requireCandidate,
    valid('param', idParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const showcase = await findOwnShowcase(db, c.get('candidateId'), id);
      if (!showcase) throw notFound();
      await deleteFiles(db, storage, c.get('candidateId'), [showcase.file_id]);
      return ok(c, { id });
    },
  );

  app.delete('/educations/documents/:id', requireCandidate, valid('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const document = await findOwnEducationDocument(db, c.get('candidateId'), id);
    if (!document) throw notFound();
    await deleteFiles(db, storage, c.get('candidateId'), [document.file_id]);
    return ok(c, { id });
  });
  return app;
}
