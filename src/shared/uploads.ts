import { z } from 'zod';
import { FILE_CATEGORIES } from './code-tables.ts';
import { recordId } from './record-id.ts';

/** What uploads answer when they fail (spec 8: a resume upload failure reads 'Unable to process the file.'). */
export const UPLOAD_ERRORS = {
  tooLarge: 'The file is too large.',
  unprocessable: 'Unable to process the file.',
  missingFile: 'Choose a file to upload.',
} as const;

/** A video pitch is at most two minutes long. */
export const VIDEO_PITCH_MAX_SECONDS = 120;

/** What the file pickers offer; the server decides by the file's bytes, not by these. */
export const ACCEPT = {
  resume:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  avatar: 'image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm',
  document: '.pdf,.doc,.docx,image/png,image/jpeg',
  videoPitch: 'video/webm,video/mp4,video/quicktime',
} as const;

/** The text fields of `POST candidates/resume` beside the file. */
export const resumeFieldsSchema = z.object({ title: z.string().trim().max(200).optional() });

/** The text fields of `POST upload-file`: the category, and the entry a document belongs to. */
export const uploadFieldsSchema = z
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
