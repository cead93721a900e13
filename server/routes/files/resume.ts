import { Hono } from 'hono';
import { resumeFieldsSchema } from '../../../src/shared/uploads.ts';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import {
  deleteOwnAttachment,
  resumeDto,
  resumesOf,
} from '../../services/storage/candidate-files.ts';
import { UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload, safeName } from '../../services/storage/uploads.ts';
import { idParam } from '../params.ts';
import { describeUpload, valid } from '../validate.ts';
import { formFields, titleOf, withUpload } from './upload.ts';

/** GET, POST (multipart: file, title) and DELETE candidates/resume. */
export function resumeRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);

  app.get('/', async (c) => ok(c, await resumesOf(db, storage, c.get('candidateId'))));

  app.post('/', describeUpload(resumeFieldsSchema), async (c) => {
    const candidateId = c.get('candidateId');
    const dto = await withUpload(
      c,
      storage,
      () => UPLOAD_RULES.RESUME,
      async (upload, raw) => {
        const fields = formFields(resumeFieldsSchema, raw);
        const title = titleOf(fields.title, safeName(upload.clientName, upload.type.ext, 'resume'));
        const saved = await recordUpload(db, storage, candidateId, 'RESUME', upload, {
          to: 'resume',
          title,
        });
        return resumeDto(storage, {
          id: saved.resumeId ?? 0,
          title,
          created_at: saved.createdAt,
          file: saved.file,
        });
      },
    );
    return ok(c, dto, 201);
  });

  app.delete('/:id', valid('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteOwnAttachment(db, storage, c.get('candidateId'), 'resume', id)))
      throw notFound();
    return ok(c, { id });
  });
  return app;
}
