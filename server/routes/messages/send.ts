import type { Context } from 'hono';
import { z } from 'zod';
import { UPLOAD_ERRORS } from '../../../src/shared/uploads.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MessageDeps } from '../../services/messages/send.ts';
import {
  MESSAGE_FILE_RULE,
  type OutgoingMessage,
  sendMessage,
} from '../../services/messages/send.ts';
import type { StoredUpload } from '../../services/storage/uploads.ts';
import { receiveUpload } from '../files/multipart.ts';
import { NUL_MESSAGE, nulAt } from '../validate.ts';

/** An Idempotency-Key: any printable text up to 200 characters. */
const keySchema = z
  .string()
  .regex(
    /^[\x21-\x7e]{1,200}$/,
    'The Idempotency-Key header must be 1 to 200 printable characters.',
  )
  .optional();

export function idempotencyKeyOf(c: Context): string | undefined {
  const parsed = keySchema.safeParse(c.req.header('idempotency-key'));
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? '');
  return parsed.data;
}

/** Reads a multipart message: its text fields, and a file checked by its bytes and size. */
export async function receiveMessageForm(c: Context, deps: MessageDeps) {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? ''))
    throw new ApiError(415, 'The request body must be sent as multipart/form-data.');
  const { fields, file } = await receiveUpload(c.req.raw, {
    store: deps.storage,
    ruleFor: () => MESSAGE_FILE_RULE,
  });
  return { fields, file };
}

/** Parses a JSON field of a form; a failure removes the stored file and answers 400. */
export async function parseField<S extends z.ZodType>(
  deps: MessageDeps,
  file: StoredUpload | null,
  schema: S,
  raw: string | undefined,
  name: string,
): Promise<z.infer<S>> {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    value = undefined;
  }
  const result = schema.safeParse(value);
  const nul = result.success ? nulAt(result.data) : null;
  if (result.success && nul === null) return result.data;
  if (file) await deps.storage.delete(file.key);
  if (nul !== null)
    throw new ApiError(400, `${nul ? `${name}.${nul}` : `${name}: `}${NUL_MESSAGE}`);
  if (value === undefined || result.success)
    throw new ApiError(400, `${name}: a JSON part named '${name}' is required.`);
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${name}.${issue.path.join('.')}: ` : `${name}: `;
  throw new ApiError(400, `${where}${issue?.message ?? 'The request is not valid.'}`);
}

/** Sends and turns a refusal into its error envelope. */
export async function sendOrFail(deps: MessageDeps, input: OutgoingMessage) {
  const sent = await sendMessage(deps, input);
  if (!sent.ok) throw new ApiError(sent.status, sent.message);
  return sent;
}

export { UPLOAD_ERRORS };
