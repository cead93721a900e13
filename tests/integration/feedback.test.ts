import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { createStorage, type Storage } from '../../server/services/storage/index.ts';
import { FEEDBACK_MESSAGES } from '../../src/shared/dto/feedback.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MB = 1024 * 1024;
const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

interface Harness {
  testDb: TestDb;
  storage: Storage;
  app: ReturnType<typeof createApp>;
  dir: string;
}

async function harness(feedbackEnabled = true): Promise<Harness> {
  const testDb = await createTestDb();
  const dir = await mkdtemp(join(tmpdir(), 'feedback-test-'));
  const storage = createStorage(testDb.db, { DATA_DIR: dir });
  const app = createApp({
    db: testDb.db,
    env: { NODE_ENV: 'test', FLAVOUR: 'D', FEEDBACK_ENABLED: feedbackEnabled },
    storage,
  });
  return { testDb, storage, app, dir };
}

let h: Harness;
let n = 0;
beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h.testDb.destroy();
  await rm(h.dir, { recursive: true, force: true });
});

async function signUp() {
  const now = new Date().toISOString();
  n++;
  const candidate = await insertCandidate(h.testDb.db, {
    email: `fiona${n}@example.test`,
    first_name: 'Fiona',
    last_name: 'Tester',
    created_at: now,
    updated_at: now,
  });
  const { token } = await startSession(h.testDb.db, candidate.id);
  return { id: candidate.id, cookie: `${SESSION_COOKIE}=${token}` };
}

const validBody = {
  subject: 'Search results',
  text: 'The filters reset when I go back.',
  browserName: 'Chrome',
  browserVersion: '140',
  appVersion: '4.0.4',
  resolution: '1280x720',
  platform: 'Linux',
  application: 'Worklane',
  menuUrl: 'http://localhost/candidate/find-jobs',
  ipAddress: '203.0.113.9',
  userId: null as number | null,
};

function form(body: unknown, files: File[] = []) {
  const data = new FormData();
  if (body !== undefined)
    data.append(
      'request-body',
      new Blob([JSON.stringify(body)], { type: 'application/json' }),
      'request-body.json',
    );
  for (const file of files) data.append('attachments', file);
  return data;
}

interface Send {
  app?: Harness['app'];
  cookie?: string;
  signedIn?: boolean;
  headers?: Record<string, string>;
}

function post(data: FormData | string, { app = h.app, cookie, signedIn, headers = {} }: Send = {}) {
  const base = signedIn ? '/api/v1' : '/public/api/v1';
  return app.request(`${base}/feedback`, {
    method: 'POST',
    headers: { 'x-requested-with': 'worklane', ...(cookie ? { cookie } : {}), ...headers },
    body: data,
  });
}

const rows = () => h.testDb.db.selectFrom('feedback').selectAll().orderBy('id').execute();

describe('feedback', () => {
  it('says the service is enabled, on both bases; the signed-in base needs a session', async () => {
    const { cookie } = await signUp();
    const visitor = await h.app.request('/public/api/v1/feedback/exists');
    expect(await visitor.json()).toEqual({ responsePayload: { enabled: true } });
    const candidate = await h.app.request('/api/v1/feedback/exists', { headers: { cookie } });
    expect(await candidate.json()).toEqual({ responsePayload: { enabled: true } });
    expect((await h.app.request('/api/v1/feedback/exists')).status).toBe(401);
  });

  it('refuses a form without subject or text, or with either too long', async () => {
    const cases: [unknown, string][] = [
      [undefined, FEEDBACK_MESSAGES.bodyMissing],
      [{ ...validBody, subject: '' }, FEEDBACK_MESSAGES.subjectRequired],
      [{ ...validBody, subject: '   ' }, FEEDBACK_MESSAGES.subjectRequired],
      [{ ...validBody, text: undefined }, FEEDBACK_MESSAGES.textRequired],
      [{ ...validBody, subject: 'S'.repeat(129) }, FEEDBACK_MESSAGES.subjectTooLong],
      [{ ...validBody, text: 'T'.repeat(257) }, FEEDBACK_MESSAGES.textTooLong],
      [{ ...validBody, latitude: 51.5 }, FEEDBACK_MESSAGES.locationPair],
    ];
    const app = (await harness()).app;
    for (const [body, message] of cases) {
      const res = await post(form(body), { app });
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ statusCode: 400, errorMessage: message });
    }
    const notMultipart = await post(JSON.stringify(validBody), {
      app,
      headers: { 'content-type': 'application/json' },
    });
    expect(notMultipart.status).toBe(415);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a screenshot of 1 MB + 1 byte with the upload-size message, on both bases', async () => {
    const { cookie } = await signUp();
    const big = new File([padded(MB + 1)], 'big.png', { type: 'image/png' });
    for (const signedIn of [true, false]) {
      const res = await post(form(validBody, [big]), { cookie, signedIn });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        statusCode: 413,
        errorMessage: 'Maximum upload size exceeded. Try to upload a file upto 1MB.',
      });
    }
    const huge = new File([padded(3 * MB)], 'huge.png', { type: 'image/png' });
    const res = await post(form(validBody, [huge]), { cookie, signedIn: true });
    expect(res.status).toBe(413);
    expect((await res.json()).errorMessage).toBe(FEEDBACK_MESSAGES.tooLarge);
  });

  it('refuses a file that is not a JPEG, PNG or GIF by its bytes, and a second file', async () => {
    const fake = new File(['not really an image'], 'shot.png', { type: 'image/png' });
    const wrong = await post(form(validBody, [fake]));
    expect(wrong.status).toBe(415);
    expect(await wrong.json()).toEqual({
      statusCode: 415,
      errorMessage: 'Please upload only JPG, JPEG, PNG formats!',
    });
    const png = new File([PNG], 'a.png', { type: 'image/png' });
    const two = await post(form(validBody, [png, png]));
    expect(two.status).toBe(400);
    expect((await two.json()).errorMessage).toBe(FEEDBACK_MESSAGES.oneScreenshot);
  });

  it("stores a candidate's feedback with a 1 MB screenshot; the sender comes from the session", async () => {
    const me = await signUp();
    const other = await signUp();
    const shot = padded(MB);
    const res = await post(
      form({ ...validBody, userId: other.id, latitude: 51.5, longitude: -0.12 }, [
        new File([shot], 'screen shot.png', { type: 'image/png' }),
      ]),
      { cookie: me.cookie, signedIn: true },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()).responsePayload;
    const row = (await rows()).find((r) => r.id === id);
    expect(row).toMatchObject({
      candidate_id: me.id,
      subject: validBody.subject,
      text: validBody.text,
      browser_name: 'Chrome',
      app_version: '4.0.4',
      resolution: '1280x720',
      menu_url: validBody.menuUrl,
      latitude: 51.5,
      longitude: -0.12,
      screenshot_type: 'image/png',
      screenshot_name: 'screen shot.png',
      screenshot_size: MB,
    });
    // The address is the connection's, never the one the body claims.
    expect(row?.ip_address).not.toBe('203.0.113.9');
    const stream = await h.storage.get(row?.screenshot_key ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(shot)).toBe(true);
  });

  it("stores a visitor's feedback without a sender, even with a session cookie", async () => {
    const me = await signUp();
    const res = await post(form({ ...validBody, userId: me.id }), { cookie: me.cookie });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).responsePayload;
    const row = (await rows()).find((r) => r.id === id);
    expect(row).toMatchObject({ candidate_id: null, screenshot_key: null, latitude: null });
  });

  it('stores a request sent twice with one Idempotency-Key once', async () => {
    const me = await signUp();
    const before = (await rows()).length;
    const headers = { 'idempotency-key': 'c3a1c1c2-feedback-1' };
    const png = () => new File([PNG], 'a.png', { type: 'image/png' });
    const first = await post(form(validBody, [png()]), {
      cookie: me.cookie,
      signedIn: true,
      headers,
    });
    const again = await post(form(validBody, [png()]), {
      cookie: me.cookie,
      signedIn: true,
      headers,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await again.json()).responsePayload).toEqual((await first.json()).responsePayload);
    expect((await rows()).length).toBe(before + 1);
    const badKey = await post(form(validBody), { headers: { 'idempotency-key': 'a b' } });
    expect(badKey.status).toBe(400);
  });

  it('takes ten feedback sends in ten minutes from one candidate, then asks them to wait', async () => {
    const me = await signUp();
    for (let i = 0; i < 10; i++)
      expect((await post(form(validBody), { cookie: me.cookie, signedIn: true })).status).toBe(201);
    const limited = await post(form(validBody), { cookie: me.cookie, signedIn: true });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await limited.json()).toEqual({
      statusCode: 429,
      errorMessage: 'Too many requests. Please try again later.',
    });
    const other = await signUp();
    expect((await post(form(validBody), { cookie: other.cookie, signedIn: true })).status).toBe(
      201,
    );
  });

  it('needs the security header for a signed-in post', async () => {
    const me = await signUp();
    const res = await h.app.request('/api/v1/feedback', {
      method: 'POST',
      headers: { cookie: me.cookie },
      body: form(validBody),
    });
    expect(res.status).toBe(403);
  });

  it('stores nothing when the service is turned off, and says so', async () => {
    const off = await harness(false);
    try {
      const exists = await off.app.request('/public/api/v1/feedback/exists');
      expect(await exists.json()).toEqual({ responsePayload: { enabled: false } });
      const res = await post(form(validBody), { app: off.app });
      expect(res.status).toBe(404);
      expect((await res.json()).errorMessage).toBe(FEEDBACK_MESSAGES.disabled);
      expect(await off.testDb.db.selectFrom('feedback').selectAll().execute()).toHaveLength(0);
    } finally {
      await off.testDb.destroy();
      await rm(off.dir, { recursive: true, force: true });
    }
  });
});
