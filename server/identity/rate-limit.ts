import type { Db } from '../db/connect.ts';
import {
  clearFailures,
  countFailures,
  countRequest,
  dropEndedWindows,
  liveFailureCounts,
  uncount,
} from '../db/repositories/rate-limits.ts';

type Awaitable<T> = T | Promise<T>;

/**
 * Failure counting for sign-in, sign-up, code and reset attempts: more than `limit` failures for one
 * key within the window blocks that key until the window has passed. Keys are an IP or an account;
 * nothing is ever locked for good.
 */
export interface FailureLimiter {
  /** Seconds until the keys may try again, or 0 when they may try now. */
  retryAfter(...keys: string[]): Awaitable<number>;
  fail(...keys: string[]): Awaitable<void>;
  clear(key: string): Awaitable<void>;
}

/** The limiter of one process: a sliding window per key, held in memory. */
export function createFailureLimiter(limit = 10, windowMs = 60_000, now = () => Date.now()) {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > since);
    if (list.length > 0) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  return {
    /** Seconds until the key may try again, or 0 when it may try now. */
    retryAfter(...keys: string[]): number {
      let wait = 0;
      for (const key of keys) {
        const list = recent(key);
        if (list.length >= limit)
          wait = Math.max(wait, Math.ceil(((list[0] ?? 0) + windowMs - now()) / 1000));
      }
      return wait;
    },
    fail(...keys: string[]) {
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    clear(key: string) {
      failures.delete(key);
    },
  } satisfies FailureLimiter;
}

/** How often a node forgets windows that have ended. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Forgets the database's ended windows now and then: the returned function deletes them at most
 * once every five minutes, so counting stays one statement nearly always.
 */
export function endedWindowSweeper(db: Db) {
  let sweptAt = 0;
  return async (at: number) => {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    await dropEndedWindows(db, at);
  };
}

/**
 * The limiter every node shares: counts live in the database, so failures on one node block the
 * same key on all of them. Each key's window starts at its first failure and lasts `windowMs`.
 * `scope` keeps the keys of different limits apart.
 */
export function createSharedFailureLimiter(
  db: Db,
  { scope = 'identity', limit = 10, windowMs = 60_000, now = () => Date.now() } = {},
): FailureLimiter {
  const scoped = (keys: string[]) => [...new Set(keys.map((key) => `${scope}:${key}`))].sort();
  const sweep = endedWindowSweeper(db);

  return {
    async retryAfter(...keys) {
      const at = now();
      let wait = 0;
      for (const row of await liveFailureCounts(db, scoped(keys), at)) {
        if (row.failures >= limit) wait = Math.max(wait, Math.ceil((row.expiresAt - at) / 1000));
      }
      return wait;
    },
    async fail(...keys) {
      const at = now();
      await countFailures(db, scoped(keys), at, windowMs);
      await sweep(at);
    },
    async clear(key) {
      await clearFailures(db, `${scope}:${key}`);
    },
  };
}

/**
 * Requests that e-mail a code (sign-up, resend, forgotten password), counted in the database per
 * e-mail address and per client address whether or not the address has an account, so the limit
 * says nothing about who is registered. Past either limit the request sends nothing.
 */
export function createCodeIssueLimiter(
  db: Db,
  { perEmail = 5, perIp = 20, windowMs = 60 * 60_000, now = () => Date.now() } = {},
) {
  const sweep = endedWindowSweeper(db);
  return {
    /**
     * Counts one request; answers the seconds until another may be made when this one is over a
     * limit (0 when it may send), and `undo` to take the count back for a request that sent nothing
     * because its details were invalid.
     */
    async take(ip: string | null, email: string) {
      const at = now();
      const keys = [
        `code-issue:ip:${ip ?? 'unknown'}`,
        `code-issue:email:${email.trim().toLowerCase()}`,
      ];
      const [byIp, byEmail] = await Promise.all(
        keys.map((key) => countRequest(db, key, at, windowMs)),
      );
      await sweep(at);
      let wait = 0;
      for (const [count, limit] of [
        [byIp, perIp],
        [byEmail, perEmail],
      ] as const) {
        if (count && count.count > limit)
          wait = Math.max(wait, Math.ceil((count.expiresAt - at) / 1000));
      }
      const undo = async () => {
        for (const key of keys) await uncount(db, key, now());
      };
      return { wait, undo };
    },
  };
}

export type CodeIssueLimiter = ReturnType<typeof createCodeIssueLimiter>;
