import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { launchChromium } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** The whole way from a search to an application, in a browser that runs no script at all. */
let browser: Browser;
let server: RunningServer;
let title = '';

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServer('D')]);
  const db = openDatabase({ dataDir: server.dataDir });
  try {
    // An open Easy Apply job without questions of its own, that the demo candidate has not
    // applied for, with a title no other open job has.
    const job = await db
      .selectFrom('jobs')
      .select('jobs.title')
      .where('jobs.status', '=', 'open')
      .where('jobs.easy_apply', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('applications')
              .innerJoin('candidates', 'candidates.id', 'applications.candidate_id')
              .select('applications.id')
              .whereRef('applications.job_id', '=', 'jobs.id')
              .where('candidates.email', '=', DEMO_CANDIDATE.email),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('job_screening_questions')
              .select('job_id')
              .whereRef('job_screening_questions.job_id', '=', 'jobs.id'),
          ),
        ),
      )
      .groupBy('jobs.title')
      .having((eb) => eb.fn.countAll(), '=', 1)
      .orderBy('jobs.title')
      .executeTakeFirstOrThrow();
    title = job.title;
  } finally {
    await db.destroy();
  }
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

describe('without JavaScript', () => {
  it('searches, opens a job, signs in, applies and finds the job under Applied', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/job-list`);
    await tab.getByRole('combobox', { name: /Job title, skill or keyword/ }).fill(title);
    await tab.getByRole('checkbox', { name: 'Easy Apply Only' }).check();
    await tab.getByRole('button', { name: 'Search', exact: true }).click();
    await tab.waitForURL(/\/job-list\?.*keyword=/);

    const card = tab
      .getByRole('article')
      .filter({ has: tab.getByRole('heading', { name: title }) });
    await card.getByRole('link', { name: title }).first().click();
    await tab.getByRole('heading', { level: 1, name: title }).waitFor();
    await tab.getByRole('link', { name: new RegExp(`Apply for ${title}`) }).click();
    await tab.getByRole('link', { name: 'Sign in to apply' }).click();
    await tab.getByLabel('Email').fill(DEMO_CANDIDATE.email);
    await tab.getByLabel('Password', { exact: true }).fill(DEMO_CANDIDATE.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(/\/candidate\/application\/\d+$/);

    await tab.getByLabel('When can you start?').fill('2026-12-01');
    await tab.getByRole('radio', { name: 'Part Time' }).check();
    await tab.getByLabel('Hours per day').fill('6');
    await tab.getByRole('checkbox', { name: 'Monday' }).check();
    await tab.getByRole('button', { name: 'Submit application' }).click();
    await tab.waitForURL(/\/candidate\/my-jobs\?tab=A/);
    await tab.getByRole('status').filter({ hasText: 'Your application has been sent.' }).waitFor();
    await expect(
      tab.getByRole('link', { name: 'Applied', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(tab.getByRole('heading', { level: 3, name: title }).isVisible()).resolves.toBe(
      true,
    );
    await context.close();
  });
});
