import type { Db } from '../db/connect.ts';
import {
  clearFailures,
  countFailures,
  countRequest,
  countSliding,
  dropEndedWindows,
  readWindow,
  swapWindow,
  uncount,
  type Window,
} from '../db/repositories/rate-limits.ts';

/**
 * Failure counting for sign-in, code and password checks, kept in the database so every node
 * counts the same failures. Two kinds of key, told apart by their prefix:
 * - a client address (`ip:…`): more than `limit` failures within `windowMs` hold it back until
 *   the window has ended;
 * - an account (any other key): the first `free` failures cost nothing; after that each further
 *   try waits `baseMs`, doubling with each failure up to `capMs`, counted from the last failure.
 *   An account is delayed, never locked: a right password on the first try after the wait gets
 *   in. Its failures are forgotten `forgetMs` after the last one, or at its next success.
 */
export interface FailureLimiter {
  /**
   * Claims one try for the client address and the account, counting it as a failure before
   * anything is checked, so that tries arriving at once cannot all slip past the limits. Answers
   * the seconds to wait instead (nothing is counted then), or 0 to go ahead and `settle` after.
   */
  claim(keys: TryKeys): Promise<number>;
  /**
   * The claimed try's outcome: `failed` keeps the count; `passed` (the secret was right) takes
   * back the address's count and forgets the account's failures; `untried` (nothing secret was
   * checked) takes both counts back.
   */
  settle(keys: TryKeys, verdict: 'failed' | 'passed' | 'untried'): Promise<void>;
  /** Seconds until the keys may try again, or 0 when they may try now. */
  retryAfter(...keys: string[]): Promise<number>;
  fail(...keys: string[]): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Who tries: the client's address (null when unknown) and the account, as the user named it. */
export interface TryKeys {
  ip: string | null;
  account: string;
}

export const tryKeys = ({ ip, account }: TryKeys) => ({
  ip: `ip:${ip ?? 'unknown'}`,
  account: `account:${account.trim().toLowerCase()}`,
});

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

export interface FailureLimitOptions {
  /** Keeps the keys of different limits apart. */
  scope?: string;
  limit?: number;
  windowMs?: number;
  free?: number;
  baseMs?: number;
  capMs?: number;
  forgetMs?: number;
  now?: () => number;
}

/** Rounds of compare-and-swap a claim makes on a contended account before it asks to wait. */
const CLAIM_ROUNDS = 12;

/** The limiter every node shares; see FailureLimiter for its two kinds of key. */
export function createSharedFailureLimiter(
  db: Db,
  {
    scope = 'identity',
    limit = 10,
    windowMs = 60_000,
    free = 5,
    baseMs = 1000,
    capMs = 15 * 60_000,
    forgetMs = 60 * 60_000,
    now = () => Date.now(),
  }: FailureLimitOptions = {},
): FailureLimiter {
  const scoped = (key: string) => `${scope}:${key}`;
  const isAddress = (key: string) => key.startsWith('ip:');
  const sweep = endedWindowSweeper(db);
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  /** When the account may try next: its last failure plus the delay its failures have earned. */
  const heldUntil = (window: Window | undefined, at: number) => {
    if (!window || window.expiresAt <= at || window.failures < free) return 0;
    const delay = Math.min(capMs, baseMs * 2 ** Math.min(window.failures - free, 30));
    return window.expiresAt - forgetMs + delay;
  };

  /** Counts one failure on the account, unless it is held back: then the seconds to wait. */
  async function claimAccount(key: string): Promise<number> {
    for (let round = 0; round < CLAIM_ROUNDS; round++) {
      const at = now();
      const seen = await readWindow(db, key);
      const until = heldUntil(seen, at);
      if (until > at) return seconds(until - at);
      const failures = seen && seen.expiresAt > at ? seen.failures + 1 : 1;
      if (await swapWindow(db, key, seen, { failures, expiresAt: at + forgetMs })) return 0;
    }
    return 1;
  }

  return {
    async claim(keys) {
      const { ip, account } = tryKeys(keys);
      const at = now();
      const address = await countRequest(db, scoped(ip), at, windowMs);
      await sweep(at);
      if (address.count > limit) {
        await uncount(db, scoped(ip), at);
        return seconds(address.expiresAt - at);
      }
      const wait = await claimAccount(scoped(account));
      if (wait > 0) await uncount(db, scoped(ip), at);
      return wait;
    },
    async settle(keys, verdict) {
      if (verdict === 'failed') return;
      const { ip, account } = tryKeys(keys);
      const at = now();
      await uncount(db, scoped(ip), at);
      if (verdict === 'passed') await clearFailures(db, scoped(account));
      else await uncount(db, scoped(account), at);
    },
    async retryAfter(...keys) {
      const at = now();
      let wait = 0;
      for (const key of new Set(keys)) {
        const window = await readWindow(db, scoped(key));
        if (!window || window.expiresAt <= at) continue;
        const until = isAddress(key)
          ? window.failures >= limit
            ? window.expiresAt
            : 0
          : heldUntil(window, at);
        if (until > at) wait = Math.max(wait, seconds(until - at));
      }
      return wait;
    },
    async fail(...keys) {
      const at = now();
      for (const key of new Set(keys)) {
        if (isAddress(key)) await countFailures(db, [scoped(key)], at, windowMs);
        else await countSliding(db, scoped(key), at, forgetMs);
      }
      await sweep(at);
    },
    async clear(key) {
      await clearFailures(db, scoped(key));
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
