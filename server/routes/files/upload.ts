import type { Context } from 'hono';
import type { z } from 'zod';
import { UPLOAD_ERRORS } from '../../../src/shared/uploads.ts';
import { ApiError } from '../../http/envelope.ts';
import type { UploadRule } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import type { StoredUpload } from '../../services/storage/uploads.ts';
import { NUL_MESSAGE, nulAt } from '../validate.ts';
import { receiveUpload } from './multipart.ts';

/**
 * Receives the request's file into storage and hands it, with the form's fields, to `use`.
 * Whatever `use` refuses (bad fields, a type or size the final rule refuses, an entry that is
 * not the candidate's) removes the stored bytes again.
 */
export async function withUpload<T>(
  c: Context,
  storage: Storage,
  ruleFor: (fields: Record<string, string>) => UploadRule,
  use: (file: StoredUpload, fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  const { fields, file } = await receiveUpload(c.req.raw, { store: storage, ruleFor });
  if (!file) throw new ApiError(400, UPLOAD_ERRORS.missingFile);
  try {
    const rule = ruleFor(fields);
    if (file.size > rule.maxBytes) throw new ApiError(413, UPLOAD_ERRORS.tooLarge);
    if (!rule.types.includes(file.type.mime)) throw new ApiError(415, UPLOAD_ERRORS.unprocessable);
    return await use(file, fields);
  } catch (error) {
    await storage.delete(file.key);
    throw error;
  }
}

/** The form's text fields, validated like a JSON body: a failure answers 400. */
export function formFields<S extends z.ZodType>(schema: S, fields: Record<string, string>) {
  const result = schema.safeParse(fields);
  if (result.success) {
    const nul = nulAt(result.data);
    if (nul !== null) throw new ApiError(400, `${nul}${NUL_MESSAGE}`);
    return result.data as z.infer<S>;
  }
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(400, `${where}${issue?.message ?? 'The request is not valid.'}`);
}

/** A title given with the file, or else the file's own name without its extension. */
export const titleOf = (title: string | undefined, name: string) =>
  title?.trim() || name.replace(/\.[^.]+$/, '');
