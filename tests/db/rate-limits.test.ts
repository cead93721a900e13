import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { countRequest } from '../../server/db/repositories/rate-limits.ts';
import { createSharedFailureLimiter } from '../../server/identity/rate-limit.ts';
import { rateLimit } from '../../server/middleware/rate-limit.ts';
import { createSharedDb, type SharedDb } from '../support/shared-db.ts';

let shared: SharedDb;
let nodeA: Db;
let nodeB: Db;
beforeAll(async () => {
  shared = await createSharedDb();
  nodeA = shared.open();
  nodeB = shared.open();
});
afterAll(() => shared.destroy());

describe('failure limits kept in the database', () => {
  it('block a key after ten failures in a minute on every node, then let it try again', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const a = createSharedFailureLimiter(nodeA, { scope: 't1', now: clock });
    const b = createSharedFailureLimiter(nodeB, { scope: 't1', now: clock });
    for (let i = 0; i < 9; i++) await (i % 2 ? a : b).fail('ip:1', 'account:a');
    expect(await a.retryAfter('ip:1')).toBe(0);
    await a.fail('ip:1', 'account:a');
    expect(await b.retryAfter('ip:1')).toBe(60);
    expect(await b.retryAfter('ip:2', 'account:a')).toBe(60);
    expect(await a.retryAfter('ip:2', 'account:b')).toBe(0);
    now += 30_000;
    expect(await b.retryAfter('ip:1')).toBe(30);
    now += 30_001;
    expect(await a.retryAfter('ip:1', 'account:a')).toBe(0);
    await b.fail('ip:1');
    expect(await a.retryAfter('ip:1')).toBe(0);
  });

  it('lose no failure when nodes count the same key at once', async () => {
    const a = createSharedFailureLimiter(nodeA, { scope: 't2', limit: 40 });
    const b = createSharedFailureLimiter(nodeB, { scope: 't2', limit: 40 });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).fail('ip:9', 'account:z')),
    );
    expect(await a.retryAfter('account:z')).toBeGreaterThan(0);
    const c = createSharedFailureLimiter(nodeB, { scope: 't2', limit: 41 });
    expect(await c.retryAfter('account:z')).toBe(0);
  });

  it('keep the counts of different limits apart, and clear one key', async () => {
    const signIn = createSharedFailureLimiter(nodeA, { scope: 't3', limit: 1 });
    const other = createSharedFailureLimiter(nodeB, { scope: 't4', limit: 1 });
    await signIn.fail('ip:5');
    expect(await signIn.retryAfter('ip:5')).toBeGreaterThan(0);
    expect(await other.retryAfter('ip:5')).toBe(0);
    await signIn.clear('ip:5');
    expect(await signIn.retryAfter('ip:5')).toBe(0);
  });
});

describe('request limits kept in the database', () => {
  /** One node's route under a limit of five requests a minute per `who` header. */
  const node = (db: Db, now: () => number) =>
    new Hono().post(
      '/report',
      rateLimit({
        db,
        scope: 'r1',
        limit: 5,
        windowMs: 60_000,
        key: (c) => c.req.header('who') ?? '',
        now,
      }),
      (c) => c.json({ stored: true }, 202),
    );

  it('count requests sent to any node together and answer 429 with Retry-After past the limit', async () => {
    let now = 5_000_000;
    const clock = () => now;
    const [a, b] = [node(nodeA, clock), node(nodeB, clock)];
    const send = (app: Hono, who = 'ip:1') =>
      app.request('/report', { method: 'POST', headers: { who } });
    for (let i = 0; i < 5; i++) expect((await send(i % 2 ? a : b)).status).toBe(202);
    for (const app of [a, b]) {
      const limited = await send(app);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(await limited.json()).toEqual({
        statusCode: 429,
        errorMessage: 'Too many requests. Please try again later.',
      });
    }
    expect((await send(a, 'ip:2')).status).toBe(202);
    now += 45_000;
    expect((await send(b)).headers.get('retry-after')).toBe('15');
    now += 15_000;
    expect((await send(b)).status).toBe(202);
  });

  it('give every one of many simultaneous requests its own count', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        countRequest(i % 2 ? nodeA : nodeB, 'r2:ip:7', 9_000_000, 60_000),
      ),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(new Set(counts.map((c) => c.expiresAt))).toEqual(new Set([9_060_000]));
  });
});
