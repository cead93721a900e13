import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { AstroHandler } from '../../server/astro.ts';
import { createEventBus } from '../../server/services/events.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/** Stands in for the built pages: the page cache is mounted only in front of them. */
const pages: AstroHandler = async (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<h1>Ward Nurse</h1>');
};

/** A database and its candidates; the apps under test are built on the same database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const env = { NODE_ENV: 'test', FLAVOUR: 'D' } as const;

describe('closing the app', () => {
  it('leaves no listener on the bus after being created and closed 50 times', async () => {
    const events = createEventBus();
    for (let i = 0; i < 50; i++) {
      const app = createApp({ db: t.db, env, astro: pages, events });
      // The visitor and candidate page caches, the job details pages read, the job pages kept
      // for visitors, the recommendations of pages and of the API, and the app's own notifier
      // listen while the app is open.
      expect(events.listenerCount('jobChanged')).toBe(6);
      expect(events.listenerCount('candidateChanged')).toBe(1);
      expect(events.listenerCount('outboxWritten')).toBe(1);
      expect((await app.request('/public/api/v1/health')).status).toBeLessThan(500);
      await app.close();
      expect(events.listenerCount()).toBe(0);
    }
  });

  it('a closed app no longer delivers notifications; one still open does', async () => {
    const { candidate } = await t.signUpCandidate('Cleo');
    const delivered = async () =>
      (
        await t.db
          .selectFrom('notifications')
          .select('id')
          .where('candidate_id', '=', candidate.id)
          .execute()
      ).length;
    const events = createEventBus();
    const closed = createApp({ db: t.db, env, events });
    await closed.close();
    await t.db
      .insertInto('notification_outbox')
      .values({
        candidate_id: candidate.id,
        enterprise_id: null,
        kind: 'pool:S',
        text: 'You were shortlisted for Ward Nurse.',
        call_to_action_url: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await events.emit('outboxWritten');
    expect(await delivered()).toBe(0);

    const open = createApp({ db: t.db, env, events });
    await events.emit('outboxWritten');
    expect(await delivered()).toBe(1);
    await open.close();
  });

  it('keeps listeners it did not subscribe', async () => {
    const events = createEventBus();
    const seen: number[] = [];
    const stop = events.on('jobChanged', ({ jobId }) => void seen.push(jobId));
    const app = createApp({ db: t.db, env, astro: pages, events });
    await app.close();
    await events.emit('jobChanged', { jobId: 3 });
    expect(seen).toEqual([3]);
    stop();
    expect(events.listenerCount()).toBe(0);
  });
});
