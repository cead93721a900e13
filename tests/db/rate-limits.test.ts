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
  it('hold a client address back after ten failures in a minute on every node, then let it try again', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const a = createSharedFailureLimiter(nodeA, { scope: 't1', now: clock });
    const b = createSharedFailureLimiter(nodeB, { scope: 't1', now: clock });
    for (let i = 0; i < 9; i++) await (i % 2 ? a : b).fail('ip:1');
    expect(await a.retryAfter('ip:1')).toBe(0);
    await a.fail('ip:1');
    expect(await b.retryAfter('ip:1')).toBe(60);
    expect(await b.claim({ ip: '1', account: 'someone@example.test' })).toBe(60);
    expect(await a.retryAfter('ip:2')).toBe(0);
    now += 30_000;
    expect(await b.retryAfter('ip:1')).toBe(30);
    now += 30_001;
    expect(await a.retryAfter('ip:1')).toBe(0);
    await b.fail('ip:1');
    expect(await a.retryAfter('ip:1')).toBe(0);
  });

  it('delay an account after five failures, doubling the wait up to fifteen minutes, never locking it', async () => {
    let now = 2_000_000;
    const clock = () => now;
    const a = createSharedFailureLimiter(nodeA, { scope: 't5', now: clock });
    const b = createSharedFailureLimiter(nodeB, { scope: 't5', now: clock });
    const victim = (ip: string) => ({ ip, account: 'Victim@Example.test' });
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      // Each try comes from a new address, once the last wait is over: only the account's delay
      // holds it back.
      now += (waits.at(-1) ?? 0) * 1000;
      const node = i % 2 ? a : b;
      expect(await node.claim(victim(`198.51.100.${i}`))).toBe(0);
      await node.settle(victim(`198.51.100.${i}`), 'failed');
      waits.push(await node.retryAfter('account:victim@example.test'));
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    // Held back, the right password waits and is not counted; after the wait it gets in.
    expect(await a.claim(victim('203.0.113.1'))).toBe(900);
    now += 900_000;
    expect(await b.claim(victim('203.0.113.1'))).toBe(0);
    await b.settle(victim('203.0.113.1'), 'passed');
    expect(await a.retryAfter('account:victim@example.test')).toBe(0);
    expect(await a.claim(victim('203.0.113.1'))).toBe(0);
    await a.settle(victim('203.0.113.1'), 'untried');
    expect(await b.retryAfter('account:victim@example.test', 'ip:203.0.113.1')).toBe(0);
  });

  it('let five of twenty tries sent at once through for one account, across nodes', async () => {
    const a = createSharedFailureLimiter(nodeA, { scope: 't6' });
    const b = createSharedFailureLimiter(nodeB, { scope: 't6' });
    const waits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).claim({ ip: `192.0.2.${i}`, account: 'parallel@example.test' }),
      ),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(15);
  });

  it('let ten of twenty tries sent at once through for one address, and give back refused ones', async () => {
    const a = createSharedFailureLimiter(nodeA, { scope: 't7' });
    const b = createSharedFailureLimiter(nodeB, { scope: 't7' });
    const waits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).claim({ ip: '192.0.2.77', account: `someone${i}@example.test` }),
      ),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(await a.retryAfter('ip:192.0.2.77')).toBe(60);
    await b.settle({ ip: '192.0.2.77', account: 'someone0@example.test' }, 'passed');
    expect(await a.retryAfter('ip:192.0.2.77')).toBe(0);
  });

  it('lose no failure when nodes count the same key at once', async () => {
    const a = createSharedFailureLimiter(nodeA, { scope: 't2', limit: 40 });
    const b = createSharedFailureLimiter(nodeB, { scope: 't2', limit: 40 });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).fail('ip:9', 'account:z')),
    );
    expect(await a.retryAfter('ip:9')).toBeGreaterThan(0);
    const c = createSharedFailureLimiter(nodeB, { scope: 't2', limit: 41 });
    expect(await c.retryAfter('ip:9')).toBe(0);
    // 40 failures earn the longest delay; 39 would have earned less only below the cap.
    expect(await a.retryAfter('account:z')).toBe(900);
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
