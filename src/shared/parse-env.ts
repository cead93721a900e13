import type { z } from 'zod';

export type ConfigResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Parses configuration with a schema; a failure is one line naming the variable. A variable set
 * to the empty string counts as unset.
 */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
): ConfigResult<z.infer<S>> {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(set);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const name = issue?.path.join('.') || 'configuration';
  return {
    ok: false,
    message: `Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`,
  };
}
