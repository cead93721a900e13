import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import { z } from 'zod';
import { ERROR_MESSAGES } from '../../src/shared/envelope.ts';
import { fail } from '../http/envelope.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/**
 * Where a NUL character hides in validated input ('' at the top, 'a.b: ' deeper), or null. No text
 * this product keeps or searches has one, and PostgreSQL cannot store it.
 */
export function nulAt(value: unknown, path: string[] = []): string | null {
  const here = () => (path.length ? `${path.join('.')}: ` : '');
  if (typeof value === 'string') return value.includes('\0') ? here() : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return here();
    const found = nulAt(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Validates one part of the request; a failure answers 400 with the first problem found. The
 * middleware carries its schema in hono-openapi's custom-middleware form, so the API document
 * lists what it checks.
 */
export function valid<T extends keyof ValidationTargets, S extends z.ZodType>(
  target: T,
  schema: S,
) {
  const validator = zValidator(target, schema, (result, c) => {
    if (result.success) {
      const where = nulAt(result.data);
      return where === null ? undefined : fail(c, 400, `${where}${NUL_MESSAGE}`);
    }
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return fail(c, 400, `${where}${issue?.message ?? ERROR_MESSAGES.badRequest}`);
  });
  return Object.assign(validator, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

/** Documents a request body a route reads itself (hand-parsed JSON, forms). */
export const describeBody = (type: string, schema: z.ZodType) =>
  describeRoute({
    requestBody: { required: true, content: { [type]: { schema: resolver(schema) } } },
  });

/** Documents a multipart upload: its text fields and its file part. */
export const describeUpload = (
  fields: z.ZodObject = z.object({}),
  { file = 'file', optional = false } = {},
) => {
  const part = z.file().meta({ contentMediaType: 'application/octet-stream' });
  const body = z.object({ ...fields.shape, [file]: optional ? part.optional() : part });
  return describeBody('multipart/form-data', body);
};

/** A JSON body is required: any other media type answers 415. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    return fail(c, 415, ERROR_MESSAGES.unsupportedMediaType);
  }
  await next();
};
