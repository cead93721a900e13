import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlavourCode } from '../../src/shared/flavours.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

/**
 * A clean console: the main routes, signed in and out, log no error and no warning, and throw
 * nothing, also once every island that waits for the reader has been woken up and hydrated. Each
 * flavour is its own build; flavour D is swept in full, N and H on their main pages.
 */
const PUBLIC = ['/', '/feature', '/job-list', '/job/:job', '/termsofuse', '/cookiepolicy'];
const CANDIDATE = [
  '/candidate/dashboard',
  '/candidate/find-jobs',
  '/candidate/job-details/:job',
  '/candidate/my-jobs',
  '/candidate/message-list',
  '/candidate/interviews',
  '/candidate/analytics',
  '/candidate/edit-profile',
  '/candidate/settings',
  '/candidate/my-referrals',
  '/candidate/career',
];
const SHORT = ['/', '/job-list', '/job/:job', '/candidate/dashboard', '/candidate/my-jobs'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Hydrates every island, and lets its effects' first requests and React's reports come. */
async function hydrateEverything(page: Page) {
  await waitForHydration(page);
  await page.waitForTimeout(400);
}

async function sweep(context: BrowserContext, server: RunningServer, paths: string[]) {
  const search = await fetch(`${server.url}/public/api/v1/jobs/search`);
  const job = (await search.json()).responsePayload.jobs[0].id as number;
  const problems: string[] = [];
  const page = await context.newPage();
  let where = '';
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${where}: ${message.type()} ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${where}: ${error.message}`));
  for (const path of paths) {
    where = path.replace(':job', String(job));
    await page.goto(`${server.url}${where}`, { waitUntil: 'load' });
    await hydrateEverything(page);
  }
  await page.close();
  return problems;
}

describe.each(['D', 'N', 'H'] as FlavourCode[])('flavour %s', (flavour) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(flavour);
  });
  afterAll(() => server?.stop());
  const all = flavour === 'D';

  it('a visitor sees no console error or warning on the main routes', async () => {
    const context = await browser.newContext();
    const paths = all ? [...PUBLIC, '/candidate/dashboard'] : SHORT;
    expect(await sweep(context, server, paths)).toEqual([]);
    await context.close();
  });

  it('the demo candidate sees none either', async () => {
    const context = await browser.newContext();
    await signInAsDemo(context, server);
    const paths = all ? [...PUBLIC, ...CANDIDATE] : SHORT;
    expect(await sweep(context, server, paths)).toEqual([]);
    await context.close();
  });
});
