import { Hono } from 'hono';
import { FILE_CATEGORIES, type FileCategory } from '../../../src/shared/code-tables.ts';
import { uploadFieldsSchema } from '../../../src/shared/uploads.ts';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { fileDto } from '../../services/storage/attachments.ts';
import { attachmentOf } from '../../services/storage/candidate-files.ts';
import { broadestRule, UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload, safeName } from '../../services/storage/uploads.ts';
import { describeUpload } from '../validate.ts';
import { formFields, titleOf, withUpload } from './upload.ts';

const ANY_CATEGORY = broadestRule(FILE_CATEGORIES);

/** The rule of the category named before the file; until then, the broadest one. */
const ruleFor = (fields: Record<string, string>) =>
  (FILE_CATEGORIES as readonly string[]).includes(fields.category ?? '')
    ? UPLOAD_RULES[fields.category as FileCategory]
    : ANY_CATEGORY;

/** POST upload-file: one file of any category, attached where its category says. */
export function uploadFileRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: CandidateVariables }>();
  app.post('/upload-file', describeUpload(uploadFieldsSchema), requireCandidate, async (c) => {
    const candidateId = c.get('candidateId');
    const file = await withUpload(c, storage, ruleFor, async (upload, raw) => {
      const fields = formFields(uploadFieldsSchema, raw);
      const name = safeName(upload.clientName, upload.type.ext, fields.category.toLowerCase());
      const title = titleOf(fields.title, name);
      const attach = await attachmentOf(db, candidateId, fields.category, fields, title);
      if (!attach) throw notFound();
      return (await recordUpload(db, storage, candidateId, fields.category, upload, attach)).file;
    });
    return ok(c, fileDto(storage, file), 201);
  });
  return app;
}
