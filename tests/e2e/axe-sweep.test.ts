import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { findEnterpriseByDomain } from '../../server/db/repositories/enterprises.ts';
import { PORTAL_DOMAIN } from '../../server/db/seed/enterprises.ts';
import type { FlavourCode } from '../../src/shared/flavours.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

/**
 * Every route of the route table (spec 2.1), signed out and signed in, in every flavour: axe finds
 * no WCAG 2.2 AA violation. Bionic reading on is swept in flavour D over the pages with the most
 * readable text (the flavours share every component); reflow is checked at 320 px and at 200%
 * zoom of a 1280 px window on the main pages.
 */

interface Ids {
  job: number;
  publicKey: string;
}

/** /home, /candidate/job/{id} and the other webview pages render the same pages as routes here. */
const visitorRoutes = ({ job }: Ids) => [
  '/',
  '/feature',
  '/job-list',
  '/find-jobs',
  '/find-jobs?searchBar=nurse',
  `/job/${job}`,
  `/job/${job}?view=plain`,
  `/application/${job}`,
  '/cookiepolicy',
  '/termsofuse',
  '/privacypolicy',
  '/ukprivacypolicy',
  '/signin',
  '/signup',
  '/forgotpassword',
  '/no-such-page',
];

const candidateRoutes = ({ job, publicKey }: Ids, flavour: FlavourCode) => [
  '/candidate/dashboard',
  '/candidate/find-jobs',
  '/candidate/my-jobs',
  `/candidate/job-details/${job}`,
  `/candidate/application/${job}`,
  '/candidate/create-profile',
  '/candidate/edit-profile',
  '/candidate/work-style',
  `/candidate/job-details/${job}?view=plain`,
  '/candidate/credentials',
  '/candidate/settings',
  '/candidate/my-referrals',
  '/candidate/message-list',
  ...(flavour === 'N' ? [] : ['/candidate/add-checklist']),
  '/candidate/analytics',
  '/candidate/interviews',
  '/candidate/interviewDetails/1/1/1',
  `/candidate/public/${publicKey}`,
  '/qr',
  '/upload-video',
  '/webview/candidate/dashboard',
];

const BIONIC_VISITOR_ROUTES = (ids: Ids) => ['/', '/feature', '/job-list', `/job/${ids.job}`];
const BIONIC_CANDIDATE_ROUTES = (ids: Ids) => [
  '/candidate/dashboard',
  '/candidate/my-jobs',
  `/candidate/job-details/${ids.job}`,
  '/candidate/edit-profile',
];

const REFLOW_ROUTES = (ids: Ids) => [
  '/',
  '/job-list',
  `/job/${ids.job}`,
  '/candidate/dashboard',
  '/candidate/my-jobs',
  '/candidate/edit-profile',
];

/** A page takes about a second of axe; side by side on a loaded machine, a sweep takes longer. */
const SWEEP_TIMEOUT = 180_000;

let browser: Browser;
beforeAll(async () => {
  // The career-portal domain resolves to this machine, as DNS would send it to the app.
  browser = await launchChromium([`--host-resolver-rules=MAP ${PORTAL_DOMAIN} 127.0.0.1`]);
});
afterAll(() => browser?.close());

async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Visits each path and collects every violation, so one run names all the pages that fail. */
async function sweep(page: Page, base: string, paths: string[], ready?: (page: Page) => unknown) {
  const failures: string[] = [];
  for (const path of paths) {
    await visit(page, base + path);
    await ready?.(page);
    await expectAccessible(page).catch((error: { actual?: unknown; message: string }) =>
      failures.push(`${path}: ${JSON.stringify(error.actual ?? error.message)}`),
    );
  }
  expect(failures).toEqual([]);
}

/** Gives the career-portal enterprise a theme whose colours fail 4.5:1 under white text. */
async function paleTheme(server: RunningServer) {
  const db = openDatabase({ dataDir: server.dataDir });
  try {
    const enterprise = await findEnterpriseByDomain(db, PORTAL_DOMAIN);
    if (!enterprise) throw new Error('the demo data has no career portal');
    const [entry] = JSON.parse(enterprise.theme);
    const theme = [{ ...entry, primaryColor: PALE, hoverButtonColor: '#a0e0a0' }];
    await db
      .updateTable('enterprises')
      .set({ theme: JSON.stringify(theme) })
      .where('id', '=', enterprise.id)
      .execute();
  } finally {
    await db.destroy();
  }
}
const PALE = '#7fc8f8';

/** Bionic reading on as a returning reader has it: the two keys the menu keeps in storage. */
async function withBionic(context: BrowserContext, font = 18) {
  await context.addInitScript((size) => {
    localStorage.setItem('isBionic', 'true');
    localStorage.setItem(
      'bionic',
      JSON.stringify({ bionicSelect: 'bold', color: '#6941C6', font: size, fixation: 3 }),
    );
  }, font);
  return context;
}

const bionicApplied = (page: Page) =>
  page.waitForFunction(() => document.querySelector('main [data-bionic-run]') !== null);

describe.each(['D', 'N', 'H'] as FlavourCode[])('flavour %s', (flavour) => {
  let server: RunningServer;
  let visitor: BrowserContext;
  let candidate: BrowserContext;
  let ids: Ids;
  beforeAll(async () => {
    server = await startServer(flavour);
    const search = (await (await fetch(`${server.url}/public/api/v1/jobs/search`)).json()) as {
      responsePayload: { jobs: { id: number }[] };
    };
    visitor = await browser.newContext();
    candidate = await browser.newContext();
    await signInAsDemo(candidate, server);
    const key = await candidate.request.put(`${server.url}/api/v1/candidates/public-key`, {
      headers: { 'X-Requested-With': 'worklane' },
    });
    const job = search.responsePayload.jobs[0]?.id;
    if (!job) throw new Error('the demo data has no jobs');
    ids = {
      job,
      publicKey: ((await key.json()) as { responsePayload: { publicKey: string } }).responsePayload
        .publicKey,
    };
  });
  afterAll(async () => {
    await visitor?.close();
    await candidate?.close();
    await server?.stop();
  });

  // The sweeps run side by side, each in its own page, so both cores of a small machine work.
  it.concurrent(
    'has no violation on any public route for a visitor',
    async () => {
      await sweep(await visitor.newPage(), server.url, visitorRoutes(ids));
    },
    SWEEP_TIMEOUT,
  );

  it.concurrent(
    'has no violation on any route for a signed-in candidate',
    async () => {
      await sweep(await candidate.newPage(), server.url, candidateRoutes(ids, flavour));
    },
    SWEEP_TIMEOUT,
  );

  // Flavours differ in copy and pages, not in components: bionic reading and reflow are
  // checked once, in flavour D.
  if (flavour !== 'D') return;

  it.concurrent(
    'has no violation with bionic reading on, for a visitor and for a candidate',
    async () => {
      const reader = await withBionic(await browser.newContext());
      const bionicCandidate = await withBionic(await browser.newContext());
      try {
        await signInAsDemo(bionicCandidate, server);
        await sweep(await reader.newPage(), server.url, BIONIC_VISITOR_ROUTES(ids), bionicApplied);
        const page = await bionicCandidate.newPage();
        await sweep(page, server.url, BIONIC_CANDIDATE_ROUTES(ids), bionicApplied);
        await page.getByRole('button', { name: 'Accessibility' }).click();
        await page.getByRole('dialog', { name: 'Accessibility' }).waitFor();
        await expectAccessible(page);
      } finally {
        await reader.close();
        await bionicCandidate.close();
      }
    },
    SWEEP_TIMEOUT,
  );

  it("keeps an enterprise's pale theme readable on its career portal", async () => {
    await paleTheme(server);
    const portal = `http://${PORTAL_DOMAIN}:${new URL(server.url).port}`;
    const page = await visitor.newPage();
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--wl-primary').trim(),
      );
    await sweep(page, portal, ['/', '/job-list', `/job/${ids.job}`], async () => {
      expect(await page.locator('img[data-brand]').count()).toBeGreaterThan(0);
      expect(await primary()).toMatch(/^#[0-9a-f]{6}$/);
      expect(await primary()).not.toBe(PALE);
    });
  });

  it('reflows without horizontal scrolling at 320 px, at 200% zoom and with the largest bionic text', async () => {
    const plain = await browser.newContext();
    const large = await withBionic(await browser.newContext(), 20);
    const overflowing: string[] = [];
    try {
      const cases = [
        { context: plain, width: 320, label: '320 px' },
        { context: plain, width: 640, label: '200% of 1280 px' },
        { context: large, width: 320, label: '320 px, bionic text at 20 px' },
      ];
      for (const { context, width, label } of cases) {
        await signInAsDemo(context, server);
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 720 });
        for (const path of REFLOW_ROUTES(ids)) {
          await visit(page, server.url + path);
          if (context === large) await bionicApplied(page);
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scroll > width) overflowing.push(`${path} at ${label}: ${scroll} px wide`);
        }
        await page.close();
      }
    } finally {
      await plain.close();
      await large.close();
    }
    expect(overflowing).toEqual([]);
  });
});
