import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { grade, retrieve } from '../support/observatory.ts';
import { freePort } from '../support/server.ts';

/**
 * The built server as deployed behind a TLS-terminating proxy: PUBLIC_URL is the HTTPS origin,
 * and the proxy's requests reach the server over plain HTTP.
 */
let child: ChildProcess;
let dataDir: string;
let upstream: string;
let publicOrigin: string;
let jobPath: string;
let cookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'worklane-observatory-'));
  const port = await freePort();
  upstream = `http://127.0.0.1:${port}`;
  publicOrigin = `https://localhost:${port}`;
  child = spawn(process.execPath, [resolve('server/index.ts')], {
    env: {
      ...process.env,
      FLAVOUR: 'D',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: publicOrigin,
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`running at ${publicOrigin}`)) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  const search = (await (await fetch(`${upstream}/public/api/v1/jobs/search`)).json()) as {
    responsePayload: { jobs: { id: number }[] };
  };
  jobPath = `/job/${search.responsePayload.jobs[0]?.id}`;
  const db = openDatabase({ dataDir });
  try {
    const demo = await findCandidateByEmail(db, DEMO_CANDIDATE.email);
    if (!demo) throw new Error('the demo candidate is missing');
    cookie = `${SESSION_COOKIE}=${(await startSession(db, demo.id)).token}`;
  } finally {
    await db.destroy();
  }
});
afterAll(async () => {
  if (child?.exitCode === null) {
    await new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('MDN HTTP Observatory score', () => {
  it('is at least 100 on the landing page', async () => {
    const { score, tests } = grade(await retrieve(upstream, publicOrigin, '/'));
    expect(tests).toMatchObject({
      'content-security-policy': { result: 'csp-implemented-with-no-unsafe-default-src-none' },
      redirection: { result: 'redirection-to-https' },
      'strict-transport-security': { result: 'hsts-implemented-max-age-at-least-six-months' },
      'x-frame-options': { result: 'x-frame-options-implemented-via-csp' },
    });
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it('is at least 100 on a job page', async () => {
    const { score, tests } = grade(await retrieve(upstream, publicOrigin, jobPath));
    expect(tests['content-security-policy']?.modifier).toBeGreaterThan(0);
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it('is at least 100 on a candidate page, signed in', async () => {
    const page = await retrieve(upstream, publicOrigin, '/candidate/dashboard', { cookie });
    expect(page.https.body).toContain('Welcome back');
    const { score, tests } = grade(page);
    expect(tests['content-security-policy']?.modifier).toBeGreaterThan(0);
    expect(score).toBeGreaterThanOrEqual(100);
  });
});
