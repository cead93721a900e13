import { Hono } from 'hono';
import { z } from 'zod';
import type { ResumeDto } from '../../../src/shared/dto/profile.ts';
import type { Db } from '../../db/connect.ts';
import { type FileRow, findOwnResume, listResumes } from '../../db/repositories/files.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { deleteFiles, fileDto } from '../../services/storage/attachments.ts';
import { UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload, safeName } from '../../services/storage/uploads.ts';
import { uploadRoute } from '../openapi/registry.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';
import { formFields, titleOf, withUpload } from './upload.ts';

const fieldsSchema = z.object({ title: z.string().trim().max(200).optional() });

const resumeDto = (
  storage: Storage,
  row: { id: number; title: string; created_at: string; file: FileRow },
): ResumeDto => ({
  id: row.id,
  title: row.title,
  createdAt: row.created_at,
  file: fileDto(storage, row.file),
});

/** GET, POST (multipart: file, title) and DELETE candidates/resume. */
export function resumeRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);

  app.get('/', async (c) => {
    const rows = await listResumes(db, c.get('candidateId'));
    return ok(
      c,
      rows.map((row) => resumeDto(storage, row)),
    );
  });

  app.post('/', uploadRoute(fieldsSchema), async (c) => {
    const candidateId = c.get('candidateId');
    const dto = await withUpload(
      c,
      storage,
      () => UPLOAD_RULES.RESUME,
      async (upload, raw) => {
        const fields = formFields(fieldsSchema, raw);
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
    const resume = await findOwnResume(db, c.get('candidateId'), id);
    if (!resume) throw notFound();
    await deleteFiles(db, storage, c.get('candidateId'), [resume.file_id]);
    return ok(c, { id });
  });
  return app;
}
