import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/connect.ts';
import { countRequest } from '../db/repositories/rate-limits.ts';
import { fail } from '../http/envelope.ts';
import { endedWindowSweeper } from '../identity/rate-limit.ts';
import { clientIp } from './client-ip.ts';

export const RATE_LIMITED = 'Too many requests. Please try again later.';

export interface RateLimitOptions {
  /** Where the counts live; every node on the same database shares them. */
  db: Db;
  /** Keeps this limit's counts apart from every other limit's. */
  scope: string;
  /** Requests one key may make within the window. */
  limit: number;
  windowMs: number;
  /** Whose requests count together; the client's address by default. */
  key?: (c: Context) => string;
  now?: () => number;
}

/**
 * Counts every request per key in the database, one atomic upsert a request, so the limit holds
 * across every node. A key's window starts at its first request and lasts `windowMs`; past the
 * limit it answers 429 with Retry-After until the window has ended.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { db, scope, limit, windowMs, now = Date.now } = options;
  const keyOf = options.key ?? ((c: Context) => clientIp(c) ?? 'local');
  const sweep = endedWindowSweeper(db);
  return async (c, next) => {
    const at = now();
    const { count, expiresAt } = await countRequest(db, `${scope}:${keyOf(c)}`, at, windowMs);
    await sweep(at);
    if (count > limit) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((expiresAt - at) / 1000))));
      return fail(c, 429, RATE_LIMITED);
    }
    await next();
  };
}
