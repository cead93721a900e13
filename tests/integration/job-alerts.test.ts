import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAlerts } from '../../server/services/alerts/run.ts';
import { startAlertWorker } from '../../server/services/alerts/worker.ts';
import { createSmtpMailer } from '../../server/services/mail/smtp.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { firstEnterprise, publishJob, seedJobs } from '../support/jobs.ts';
import { readable, smtpPeer } from '../support/smtp-peer.ts';

const ORIGIN = 'https://worklane.example';

let t: TestApp;
let peer: Awaited<ReturnType<typeof smtpPeer>>;
let refusing = false;
let mailer: ReturnType<typeof createSmtpMailer>;
let enterprise: { id: number; establishment_name: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedJobs(t, 60);
  enterprise = await firstEnterprise(t);
  // A refusal here is permanent: the address is turned away, not the moment.
  peer = await smtpPeer(() => (refusing ? 550 : false));
  mailer = createSmtpMailer(peer.url, { retryDelays: [] });
});
afterAll(async () => {
  await mailer.close?.();
  await peer.close();
  await t.destroy();
});

const deps = () => ({
  db: t.db,
  jobs: createJobSearch(t.db),
  mailer,
  origin: ORIGIN,
  log: () => {},
});

async function save(cookie: string, criteria: object, alerts = true) {
  const res = await t.app.request('/api/v1/candidates/saved-searches', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'worklane' },
    body: JSON.stringify({ criteria, alerts }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).responsePayload as { id: number };
}

const post = (title: string, skills: number[] = []) =>
  publishJob(t, enterprise.id, {
    title,
    description: 'A job posted after the search was saved, described in enough words.',
    skills: skills.map((id) => ({ id, minYears: 0, maxYears: 3 })),
  });

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('job alerts', () => {
  it('e-mail each saved search once about the new jobs that match it', async () => {
    const kim = await t.signUpCandidate('Kim');
    const lee = await t.signUpCandidate('Lee');
    const off = await t.signUpCandidate('Off');
    await save(kim.cookie, { keyword: 'cardiac sonographer', city: 'Boston' });
    await save(lee.cookie, { skills: [4005] });
    await save(off.cookie, { keyword: 'cardiac sonographer' }, false);
    await tick();
    const sonographer = await post('Cardiac Sonographer');
    const cook = await post('Line Cook', [4005]);
    await post('Warehouse Picker');

    expect(await runAlerts(deps())).toEqual({ sent: 2, failed: 0 });
    expect(peer.received.map((m) => m.to.join(',')).sort()).toEqual(
      [kim.candidate.email, lee.candidate.email].sort(),
    );
    const toKim = readable(
      peer.received.find((m) => m.to.includes(kim.candidate.email))?.raw ?? '',
    );
    expect(toKim).toContain('Hi Kim,');
    expect(toKim).toContain(
      'A new job matches your saved search “cardiac sonographer” · in Boston',
    );
    expect(toKim).toContain('Cardiac Sonographer');
    expect(toKim).toContain(`${enterprise.establishment_name} · Boston, Massachusetts`);
    expect(toKim).toContain(`${ORIGIN}/job/${sonographer}`);
    expect(toKim).not.toContain('Line Cook');
    expect(toKim).not.toContain('Warehouse Picker');
    const toLee = readable(
      peer.received.find((m) => m.to.includes(lee.candidate.email))?.raw ?? '',
    );
    expect(toLee).toContain(`${ORIGIN}/job/${cook}`);
    expect(toLee).not.toContain('Cardiac Sonographer');

    expect(await runAlerts(deps())).toEqual({ sent: 0, failed: 0 });
    expect(peer.received).toHaveLength(2);
  });

  it("tell of new jobs where the candidate lives for a search 'near me'", async () => {
    const noa = await t.signUpCandidate('Noa', { city: 'Houston', state: 'Texas', country: 'US' });
    await save(noa.cookie, { keyword: 'orthotist near me' });
    await tick();
    const description = 'A job posted after the search was saved, described in enough words.';
    const near = await publishJob(t, enterprise.id, {
      title: 'Orthotist',
      description,
      city: 'Houston',
      state: 'Texas',
    });
    const far = await publishJob(t, enterprise.id, { title: 'Orthotist', description });
    const before = peer.received.length;
    expect(await runAlerts(deps())).toEqual({ sent: 1, failed: 0 });
    const toNoa = readable(peer.received[before]?.raw ?? '');
    expect(toNoa).toContain(`${ORIGIN}/job/${near}`);
    expect(toNoa).not.toContain(`${ORIGIN}/job/${far}`);
  });

  it('try a refused e-mail again on the next run, without throwing', async () => {
    const ola = await t.signUpCandidate('Ola');
    await save(ola.cookie, { keyword: 'perfusionist' });
    await tick();
    const job = await post('Perfusionist');
    const before = peer.received.length;
    refusing = true;
    expect(await runAlerts(deps())).toEqual({ sent: 0, failed: 1 });
    refusing = false;
    expect(await runAlerts(deps())).toEqual({ sent: 1, failed: 0 });
    expect(peer.received).toHaveLength(before + 1);
    expect(readable(peer.received.at(-1)?.raw ?? '')).toContain(`${ORIGIN}/job/${job}`);
  });

  it('list at most ten jobs in one e-mail', async () => {
    const ray = await t.signUpCandidate('Ray');
    await save(ray.cookie, { keyword: 'orthoptist' });
    await tick();
    for (let i = 0; i < 12; i++) await post(`Orthoptist ${i + 1}`);
    const before = peer.received.length;
    expect(await runAlerts(deps())).toEqual({ sent: 1, failed: 0 });
    const mail = readable(peer.received[before]?.raw ?? '');
    expect(mail).toContain('10 new jobs match your saved search');
    expect(mail.match(new RegExp(`^${ORIGIN}/job/\\d+$`, 'gm'))).toHaveLength(10);
  });

  it('run on the interval until stopped, and never when the interval is 0', async () => {
    const uma = await t.signUpCandidate('Uma');
    await save(uma.cookie, { keyword: 'audiologist' });
    await tick();
    await post('Audiologist');
    const before = peer.received.length;
    const idle = startAlertWorker({ ...deps(), intervalMinutes: 0 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const worker = startAlertWorker({ ...deps(), intervalMinutes: 60 });
      await vi.advanceTimersByTimeAsync(59_000);
      expect(peer.received).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1_000);
      vi.useRealTimers();
      // The run searches and sends by SMTP once the hour is up: on a busy machine, past a second.
      await expect.poll(() => peer.received.length, { timeout: 10_000 }).toBe(before + 1);
      await worker.stop();
    } finally {
      vi.useRealTimers();
    }
    await idle.stop();
    expect(readable(peer.received.at(-1)?.raw ?? '')).toContain('Audiologist');
  });
});
