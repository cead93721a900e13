import type { AddressInfo } from 'node:net';
import { setImmediate as tick } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { AstroHandler } from '../../server/astro.ts';
import { endSession } from '../../server/identity/session-tokens.ts';
import { createEventBus } from '../../server/services/events.ts';
import { createLiveHub } from '../../server/services/live/hub.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type EnterpriseSide, enterpriseSide } from '../support/pipeline.ts';

/**
 * The signed-in pages are stood in for by a renderer that writes, straight onto the Node response
 * in several chunks with waits between them (so concurrent requests interleave), what the
 * candidate's pages show: who they are, their application's status, their messages and
 * bookmarks, how often recruiters looked at them, and the job's status. It counts its renders.
 */
let t: TestApp;
let side: EnterpriseSide;
let renders = 0;
const renderer: AstroHandler = async (req, res, next, locals) => {
  const match = /^\/candidate\/(dashboard|find-jobs|job\/(\d+))/.exec(req.url ?? '');
  if (!match) return next();
  renders++;
  const candidate = locals.candidate;
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'self'",
  });
  res.write(`<main><p>page ${req.url}</p>`);
  await tick();
  if (!candidate) return void res.end('<p>signed out</p></main>');
  res.write(`<p>for ${candidate.firstName} #${candidate.id}</p>`);
  const db = t.db;
  const applications = await db
    .selectFrom('applications')
    .select('enterprise_process_status as status')
    .where('candidate_id', '=', candidate.id)
    .execute();
  const countOf = async (table: 'messages' | 'job_bookmarks' | 'profile_views') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('candidate_id', '=', candidate.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [messages, bookmarks, views] = await Promise.all(
    (['messages', 'job_bookmarks', 'profile_views'] as const).map(countOf),
  );
  await tick();
  res.write(`<p>recruiter views ${views}</p>`);
  res.write(`<p>applications ${applications.map((a) => a.status).join(',')}</p>`);
  res.write(`<p>messages ${messages} bookmarks ${bookmarks}</p>`);
  if (match[2]) {
    const job = await db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', Number(match[2]))
      .executeTakeFirst();
    res.write(`<p>job ${job?.status}</p>`);
  }
  res.end('</main>');
};

let server: ReturnType<typeof serve>;
let app: ReturnType<typeof createApp>;
let base: string;
const events = createEventBus();
const live = createLiveHub();
type Person = Awaited<ReturnType<EnterpriseSide['applicant']>>;
let ada: Person;
let ben: Person;

beforeAll(async () => {
  t = await createTestApp();
  side = await enterpriseSide(t, { jobs: 20 });
  ada = await side.applicant('Ada', 'Ward Nurse');
  ben = await side.applicant('Ben', 'Night Nurse');
  // The same database, served the way production serves it: a Node server with the page renderer.
  app = createApp({
    db: t.db,
    env: { NODE_ENV: 'test', FLAVOUR: 'D', CANDIDATE_PAGE_CACHE_SECONDS: 30 },
    astro: renderer,
    events,
    live,
  });
  await new Promise<void>((ready) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await app.close();
  await t.destroy();
});

const page = async (path: string, cookie?: string) => {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, text: await res.text() };
};
/** A request to the served app as the candidate's browser sends it (security header on writes). */
const asBrowser = (cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      'x-requested-with': 'worklane',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const asEnterprise = (method: string, path: string, body?: unknown) =>
  fetch(`${base}/enterprise/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${side.keyA}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the signed-in page cache', () => {
  it('gives each of two candidates under concurrent load only their own pages', async () => {
    const paths = ['/candidate/dashboard', '/candidate/find-jobs', `/candidate/job/${ada.jobId}`];
    // Each page seen once first: requests that all arrive before any page is kept all render it.
    for (const person of [ada, ben]) for (const path of paths) await page(path, person.cookie);
    const before = renders;
    const asked = Array.from({ length: 240 }, (_, i) => {
      const person = i % 2 === 0 ? ada : ben;
      return { person, path: paths[i % 3] as string };
    });
    const answers = await Promise.all(
      asked.map(async ({ person, path }) => ({
        person,
        path,
        ...(await page(path, person.cookie)),
      })),
    );
    for (const { person, path, status, text } of answers) {
      const other = person === ada ? ben : ada;
      expect(status).toBe(200);
      expect(text).toContain(`<p>page ${path}</p>`);
      expect(text).toContain(`for ${person.candidate.first_name} #${person.candidate.id}`);
      expect(text).not.toContain(`#${other.candidate.id}<`);
      expect(text).not.toContain(other.candidate.first_name);
    }
    // Most answers came from the cache, yet never across candidates.
    expect(renders - before).toBeLessThan(answers.length / 2);
  });

  it('shows a candidate’s own write on their next page load', async () => {
    await page('/candidate/dashboard', ada.cookie);
    const cached = await page('/candidate/dashboard', ada.cookie);
    expect(cached.text).toContain('bookmarks 0');
    const saved = await asBrowser(ada.cookie, 'PUT', `/api/v1/candidates/bookmarks/${ada.jobId}`);
    expect(saved.status).toBeLessThan(300);
    expect((await page('/candidate/dashboard', ada.cookie)).text).toContain('bookmarks 1');
  });

  it('shows an enterprise’s message and move on the candidate’s next page load', async () => {
    await page('/candidate/dashboard', ben.cookie);
    const before = await page('/candidate/dashboard', ben.cookie);
    expect(before.text).toContain('messages 0');
    const sent = await asEnterprise('POST', `/candidates/${ben.candidate.id}/messages`, {
      message: 'Can you start on Monday?',
    });
    expect(sent.status).toBe(201);
    const afterMessage = await page('/candidate/dashboard', ben.cookie);
    expect(afterMessage.text).toContain('messages 1');

    const moved = await asEnterprise('PUT', `/applications/${ben.applicationId}/status`, {
      status: 'S',
    });
    expect(moved.status).toBe(200);
    expect((await page('/candidate/dashboard', ben.cookie)).text).toContain('applications S');

    // Even a read by the enterprise counts when the candidate's pages show it.
    expect((await page('/candidate/dashboard', ben.cookie)).text).toContain('recruiter views 0');
    const viewed = await asEnterprise('GET', `/candidates/${ben.candidate.id}/profile`);
    expect(viewed.status).toBe(200);
    expect((await page('/candidate/dashboard', ben.cookie)).text).toContain('recruiter views 1');
  });

  it('drops a candidate’s pages when another node changes them or pushes them an event', async () => {
    const path = '/candidate/dashboard';
    await page(path, ada.cookie);
    // Another node's write, told through the live hub: only the bus event says so here.
    await t.db.deleteFrom('job_bookmarks').where('candidate_id', '=', ada.candidate.id).execute();
    expect((await page(path, ada.cookie)).text).toContain('bookmarks 1');
    await events.emit('candidateChanged', { candidateId: ada.candidate.id, remote: true });
    expect((await page(path, ada.cookie)).text).toContain('bookmarks 0');

    // A notification pushed to the candidate (by the notifier of any node).
    await t.db
      .insertInto('job_bookmarks')
      .values({ candidate_id: ada.candidate.id, job_id: ada.jobId, created_at: 'now' })
      .execute();
    expect((await page(path, ada.cookie)).text).toContain('bookmarks 0');
    live.publish(ada.candidate.id, { type: 'counts', data: { notifications: 1 } });
    expect((await page(path, ada.cookie)).text).toContain('bookmarks 1');
  });

  it('shows a changed job on the next page load, from this node or another', async () => {
    const path = `/candidate/job/${ada.jobId}`;
    expect((await page(path, ada.cookie)).text).toContain('job open');
    const closed = await asEnterprise('PUT', `/jobs/${ada.jobId}/close`);
    expect(closed.status).toBe(200);
    expect((await page(path, ada.cookie)).text).toContain('job closed');

    await t.db.updateTable('jobs').set({ status: 'open' }).where('id', '=', ada.jobId).execute();
    expect((await page(path, ada.cookie)).text).toContain('job closed');
    await events.emit('jobChanged', { jobId: ada.jobId, remote: true });
    expect((await page(path, ada.cookie)).text).toContain('job open');
  });

  it('never serves a cached page once the session has ended', async () => {
    const path = '/candidate/find-jobs';
    const other = await side.applicant('Cleo', 'Day Nurse');
    const first = await page(path, other.cookie);
    expect((await page(path, other.cookie)).text).toBe(first.text);
    expect(first.text).toContain('for Cleo');
    await endSession(t.db, other.token);
    const after = await page(path, other.cookie);
    expect(after.text).toContain('signed out');
    expect(after.text).not.toContain('Cleo');
  });
});
