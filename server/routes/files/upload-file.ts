import { Hono } from 'hono';
import { z } from 'zod';
import { FILE_CATEGORIES, type FileCategory } from '../../../src/shared/code-tables.ts';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { fileDto } from '../../services/storage/attachments.ts';
import { attachmentOf } from '../../services/storage/candidate-files.ts';
import { broadestRule, UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload, safeName } from '../../services/storage/uploads.ts';
import { recordId } from '../params.ts';
import { describeUpload } from '../validate.ts';
import { formFields, titleOf, withUpload } from './upload.ts';

const fieldsSchema = z
  .object({
    category: z.enum(FILE_CATEGORIES),
    workHistoryId: recordId.optional(),
    educationId: recordId.optional(),
    credentialId: recordId.optional(),
    title: z.string().trim().max(200).optional(),
  })
  .refine((f) => f.category !== 'SHOWCASE' || f.workHistoryId !== undefined, {
    path: ['workHistoryId'],
    message: 'is required for a showcase',
  })
  .refine((f) => f.category !== 'EDUCATION' || f.educationId !== undefined, {
    path: ['educationId'],
    message: 'is required for an education document',
  })
  .refine((f) => f.category !== 'CREDENTIAL' || f.credentialId !== undefined, {
    path: ['credentialId'],
    message: 'is required for a credential document',
  });

const ANY_CATEGORY = broadestRule(FILE_CATEGORIES);

/** The rule of the category named before the file; until then, the broadest one. */
const ruleFor = (fields: Record<string, string>) =>
  (FILE_CATEGORIES as readonly string[]).includes(fields.category ?? '')
    ? UPLOAD_RULES[fields.category as FileCategory]
    : ANY_CATEGORY;

/** POST upload-file: one file of any category, attached where its category says. */
export function uploadFileRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: CandidateVariables }>();
  app.post('/upload-file', describeUpload(fieldsSchema), requireCandidate, async (c) => {
    const candidateId = c.get('candidateId');
    const file = await withUpload(c, storage, ruleFor, async (upload, raw) => {
      const fields = formFields(fieldsSchema, raw);
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
