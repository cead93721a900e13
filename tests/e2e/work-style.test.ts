import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { interviewDetailsPath } from '../../src/shared/dto/interview.ts';
import type { FlavourCode } from '../../src/shared/flavours.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

/**
 * How I work best end to end, in flavour N: the candidate fills the passport, applies and shares
 * it, the enterprise API reads it and invites to an interview, the candidate requests adjustments,
 * the enterprise answers and the candidate sees the answer; then the job search filters on a
 * work-environment fact and a job switches to plain language. axe checks every new page in all
 * three flavours: the passport page, applying with sharing, an interview round with its
 * adjustments timeline, a job with its facts and fit, its plain-language view, and the filters.
 */

const JOB = {
  title: 'Records Clerk',
  description:
    'Keep our patient records in order.\n\nWhat you will do\n- Maintain accurate records, files and databases.\n- Respond to emails, calls and internal requests promptly and professionally.\n- Escalate issues that require management attention.',
  city: 'Leeds',
  state: 'West Yorkshire',
  country: 'United Kingdom',
  countryCode: 'GB',
  workMode: 'H',
  employmentType: 'PT',
  experienceLevel: 'EL',
  payMin: 13,
  payMax: 15,
  payCurrency: 'GBP',
  payPeriod: 'HR',
};
const FACTS = {
  noise: 'quiet',
  space: 'private',
  schedule: 'predictable',
  instructions: 'written',
  remoteDays: '2',
  mentor: 'named',
  interviewFormat: 'video',
  questionsInAdvance: 'yes',
  adjustments: 'offered',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The enterprise side of a running server: an API key of the first enterprise and calls with it. */
async function enterpriseOf(server: RunningServer) {
  const db = openDatabase({ dataDir: server.dataDir });
  let key = '';
  try {
    const enterprise = await db
      .selectFrom('enterprises')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    key = await createApiKey(db, enterprise.id, 'e2e');
  } finally {
    await db.destroy();
  }
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/enterprise/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers' fields as it goes
    return { status: res.status, body: (await res.json()) as { responsePayload?: any } };
  };
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** The demo candidate is neurotypical: flavour N asks once whether to go on, and they do. */
async function goOnInFlavourN(page: Page, server: RunningServer) {
  await open(page, `${server.url}/candidate/dashboard`);
  // Listening before the click: the page can reload before the click's promise settles.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await reloaded;
  await waitForHydration(page);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
}

/** Applies to a job through its no-script form, sharing the given parts. */
async function applySharing(page: Page, base: string, jobId: number, parts: string[]) {
  await open(page, `${base}/candidate/application/${jobId}`);
  await page.getByLabel('When can you start?').fill('2026-12-07');
  await page.getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /hours/i }).fill('6');
  await page.getByRole('checkbox', { name: 'Monday' }).check();
  const share = page.getByRole('group', { name: /^Share How I work best with / });
  for (const part of parts) await share.getByRole('checkbox', { name: part }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL(/\/candidate\/my-jobs/);
}

describe('How I work best, end to end in flavour N', () => {
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let enterprise: Awaited<ReturnType<typeof enterpriseOf>>;
  let jobId: number;
  beforeAll(async () => {
    server = await startServer('N', { ALERTS_INTERVAL_MINUTES: '0' });
    enterprise = await enterpriseOf(server);
    const posted = await enterprise('POST', '/jobs', JOB);
    expect(posted.status).toBe(201);
    jobId = posted.body.responsePayload.id;
    expect((await enterprise('PUT', `/jobs/${jobId}/work-facts`, FACTS)).status).toBe(200);
    context = await browser.newContext();
    await signInAsDemo(context, server);
    page = await context.newPage();
    await goOnInFlavourN(page, server);
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  it('fills the passport, shares it on applying, and the enterprise reads only that', async () => {
    await open(page, `${server.url}/candidate/dashboard`);
    await page
      .getByRole('link', { name: /^How I work best/ })
      .first()
      .click();
    await page.waitForURL(/\/candidate\/work-style$/);
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How I work best' }).count(),
    ).resolves.toBe(1);
    await expectAccessible(page);
    const interview = page.getByRole('group', { name: 'How I interview best' });
    await interview.getByRole('checkbox', { name: 'Camera off' }).check();
    await interview.getByRole('checkbox', { name: 'Questions in advance' }).check();
    await page
      .getByRole('textbox', { name: 'Anything else' })
      .fill('Please send a short agenda <first>.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/saved=1/);
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' }).count()).resolves.toBe(
      1,
    );
    const preview = page.getByRole('region', { name: 'Preview: what an employer sees' });
    await expect(preview.getByText('Please send a short agenda <first>.').count()).resolves.toBe(1);
    await expect(
      preview.getByRole('listitem').filter({ hasText: 'Camera off' }).count(),
    ).resolves.toBe(1);
    await expectAccessible(page);

    await applySharing(page, server.url, jobId, ['How I interview best', 'Anything else']);
    const applicants = await enterprise('GET', `/jobs/${jobId}/applicants`);
    const applicationId = applicants.body.responsePayload[0].id as number;
    const read = await enterprise('GET', `/applications/${applicationId}/work-style`);
    expect(read.status).toBe(200);
    expect(read.body.responsePayload.parts).toEqual(['interview', 'other']);
    expect(read.body.responsePayload.sections[0].items).toContain('Camera off');
    expect(JSON.stringify(read.body)).not.toContain('Noise-cancelling');
  });

  it('requests adjustments on the invitation, sees the answer, and withdraws the passport', async () => {
    const applicants = await enterprise('GET', `/jobs/${jobId}/applicants`);
    const applicationId = applicants.body.responsePayload[0].id as number;
    const start = new Date(Date.now() + 5 * 86_400_000);
    const invited = await enterprise('POST', `/applications/${applicationId}/interviews`, {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      meetingLink: 'https://meet.example/e2e',
    });
    expect(invited.status).toBe(201);
    const interviewId = invited.body.responsePayload.id as number;
    const path = interviewDetailsPath(jobId, applicationId, 1);

    await open(page, `${server.url}${path}`);
    const request = page.getByRole('region', { name: 'Request adjustments' });
    // The passport's interview preferences come ticked.
    await expect(
      request.getByRole('checkbox', { name: 'Questions in advance' }).isChecked(),
    ).resolves.toBe(true);
    await expect(request.getByRole('checkbox', { name: 'Camera off' }).isChecked()).resolves.toBe(
      true,
    );
    await request
      .getByRole('textbox', { name: /Anything else that would help/ })
      .fill('A glass of water.');
    await request.getByRole('button', { name: 'Request adjustments' }).click();
    await page.waitForURL(/adjustments=sent/);
    await expect(page.getByText('Waiting for an answer from').count()).resolves.toBe(1);
    await expectAccessible(page);

    const asked = await enterprise('GET', `/interviews/${interviewId}/adjustments`);
    expect(asked.body.responsePayload[0].items).toContain('Camera off');
    const answer = 'Yes: the questions come two days before, and your camera can stay off.';
    const answered = await enterprise(
      'PUT',
      `/adjustments/${asked.body.responsePayload[0].id}/answer`,
      {
        answer,
      },
    );
    expect(answered.status).toBe(200);

    await open(page, `${server.url}${path}`);
    const timeline = page.getByRole('region', { name: 'Adjustments timeline' });
    await expect(timeline.getByText(answer).count()).resolves.toBe(1);
    const db = openDatabase({ dataDir: server.dataDir });
    try {
      const demo = await findCandidateByEmail(db, DEMO_CANDIDATE.email);
      const notes = await db
        .selectFrom('notification_outbox')
        .select(['kind', 'text'])
        .where('candidate_id', '=', demo?.id ?? 0)
        .where('kind', '=', 'interview:adjustments')
        .execute();
      expect(notes).toHaveLength(1);
      expect(notes[0]?.text).not.toContain('camera');
    } finally {
      await db.destroy();
    }
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Withdraw How I work best' }).click();
    await page.waitForURL(/passport=withdrawn/);
    expect((await enterprise('GET', `/applications/${applicationId}/work-style`)).status).toBe(404);
    expect((await enterprise('GET', `/interviews/${interviewId}/work-style`)).status).toBe(404);
  });

  it('filters jobs by a work-environment fact and shows a job in plain language', async () => {
    await open(page, `${server.url}/candidate/find-jobs`);
    await page.getByRole('checkbox', { name: 'Quiet workplace' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/workFacts=quiet/);
    await waitForHydration(page);
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await cards.count()); i++)
      await expect(cards.nth(i).getByText('Quiet', { exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page);

    await open(page, `${server.url}/candidate/job-details/${jobId}`);
    const environment = page.getByRole('region', { name: 'Work environment' });
    await expect(
      environment.getByText(/^Fits \d+ of your \d+ work preferences/).count(),
    ).resolves.toBe(1);
    await page.getByRole('link', { name: 'Plain language' }).click();
    await page.waitForURL(/view=plain/);
    await waitForHydration(page);
    const plain = page.getByRole('region', { name: 'This job in plain language' });
    for (const heading of [
      'What you will do',
      'When',
      'Where',
      'Pay',
      'Who you work with',
      'What the interview is like',
    ])
      await expect(
        plain.getByRole('heading', { name: heading, exact: true }).count(),
      ).resolves.toBe(1);
    await expect(plain.getByText('You get 13 to 15 pounds for each hour.').count()).resolves.toBe(
      1,
    );
    await expect(
      plain.getByText('You get the questions before the interview.').count(),
    ).resolves.toBe(1);
    await expect(plain.getByText('Keep correct records, files and lists.').count()).resolves.toBe(
      1,
    );
    await expect(
      page.getByRole('link', { name: 'Plain language' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expectAccessible(page);
  });
});

describe.each(['D', 'N', 'H'] as FlavourCode[])('the new pages in flavour %s', (flavour) => {
  let server: RunningServer;
  let context: BrowserContext;
  beforeAll(async () => {
    server = await startServer(flavour, { ALERTS_INTERVAL_MINUTES: '0' });
    context = await browser.newContext();
    await signInAsDemo(context, server);
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  it('have no accessibility violation', async () => {
    const enterprise = await enterpriseOf(server);
    const { body } = await enterprise('POST', '/jobs', JOB);
    const jobId = body.responsePayload.id as number;
    await enterprise('PUT', `/jobs/${jobId}/work-facts`, FACTS);
    const page = await context.newPage();
    if (flavour === 'N') await goOnInFlavourN(page, server);
    await applySharing(page, server.url, jobId, ['How I interview best']);
    const applicationId = (await enterprise('GET', `/jobs/${jobId}/applicants`)).body
      .responsePayload[0].id;
    const start = new Date(Date.now() + 5 * 86_400_000);
    const { body: invited } = await enterprise(
      'POST',
      `/applications/${applicationId}/interviews`,
      {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    );
    const asked = await context.request.post(
      `${server.url}/api/v1/candidates/interviews/${invited.responsePayload.id}/adjustments`,
      { headers: { 'X-Requested-With': 'worklane' }, data: { choices: ['break'] } },
    );
    expect(asked.status()).toBe(201);
    const { id } = ((await asked.json()) as { responsePayload: { id: number } }).responsePayload;
    await enterprise('PUT', `/adjustments/${id}/answer`, { answer: 'Yes, a break halfway.' });
    const failures: string[] = [];
    for (const path of [
      '/candidate/work-style',
      `/candidate/application/${jobId}`,
      interviewDetailsPath(jobId, applicationId, 1),
      `/candidate/job-details/${jobId}`,
      `/candidate/job-details/${jobId}?view=plain`,
      `/job/${jobId}?view=plain`,
      '/candidate/find-jobs?workFacts=quiet',
    ]) {
      await open(page, `${server.url}${path}`);
      await expectAccessible(page).catch((error: { message: string }) =>
        failures.push(`${path}: ${error.message}`),
      );
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
