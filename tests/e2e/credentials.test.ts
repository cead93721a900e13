import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { isoToday } from '../../src/shared/credentials/status.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

const PDF = resolve('tests/fixtures/files/resume.pdf');
const PNG = resolve('tests/fixtures/files/avatar.png');
const TITLE = 'Pediatric Nurse Practitioner (Credentials Test)';

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let key = '';
let jobId = 0;
/** A demo posting that asks for credentials, as search lists it. */
let seeded = { id: 0, title: '' };

const enterprise = (method: string, path: string, body?: unknown) =>
  fetch(`${server.url}/enterprise/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('H');
  context = await browser.newContext();
  await signInAsDemo(context, server);
  page = await context.newPage();
  const db = openDatabase({ dataDir: server.dataDir });
  try {
    const hospital = await db
      .selectFrom('enterprises')
      .select('id')
      .where('sector', '=', 'healthcare')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    key = await createApiKey(db, hospital.id, 'e2e');
    seeded = await db
      .selectFrom('jobs')
      .innerJoin('job_credentials', 'job_credentials.job_id', 'jobs.id')
      .select(['jobs.id', 'jobs.title'])
      .where('jobs.status', '=', 'open')
      .where('job_credentials.type_code', '=', 'RN')
      .orderBy('jobs.posted_at', 'desc')
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
  // The enterprise posts a Florida job that requires a nurse practitioner's licence, an RN
  // licence, PALS and BLS, and prefers ACLS.
  const posted = await enterprise('POST', '/jobs', {
    title: TITLE,
    description: 'Care for children in a busy pediatric urgent care clinic with a friendly team.',
    city: 'Miami',
    state: 'Florida',
    country: 'United States',
    countryCode: 'US',
    workMode: 'O',
    employmentType: 'FT',
    experienceLevel: 'ML',
    payMin: 55,
    payMax: 70,
    payCurrency: 'USD',
    payPeriod: 'HR',
    easyApply: true,
    skills: [{ id: 1001, minYears: 2, maxYears: 5 }],
    credentials: [
      { type: 'NP', required: true },
      { type: 'RN', required: true },
      { type: 'PALS', required: true },
      { type: 'BLS', required: true },
      { type: 'ACLS', required: false },
    ],
  });
  expect(posted.status).toBe(201);
  jobId = (await posted.json()).responsePayload.id;
}, 120_000);
afterAll(async () => {
  await context?.close();
  await server?.stop();
  await browser?.close();
});

const inTwoYears = () => isoToday(new Date(Date.now() + 730 * 86_400_000));

describe('the credential wallet in flavour H', () => {
  it('shows the demo credentials with their status, and is reached from the main menu', async () => {
    await page.goto(`${server.url}/candidate/dashboard`);
    await page.getByRole('link', { name: 'Credentials', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Credentials', level: 1 }).waitFor();
    const held = page.getByRole('region', { name: 'Your credentials' });
    const expected: [name: string, status: string][] = [
      ['Registered Nurse (RN)', 'Current'],
      ['Basic Life Support (BLS)', 'Expiring soon'],
      ['Advanced Cardiovascular Life Support (ACLS)', 'Expired'],
    ];
    for (const [name, status] of expected) {
      const item = held.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(item.getByText(status, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expectAccessible(page);
  });

  it('adds a licence and a certification with their documents', async () => {
    await page.goto(`${server.url}/candidate/credentials`);
    const licence = page.getByRole('region', { name: 'Add a licence' });
    await licence.getByLabel('Licence type').selectOption('NP');
    await licence.getByLabel('Issuing state').selectOption('FL');
    await licence.getByLabel('Licence number').fill('APRN 9912');
    await licence.getByLabel('Issue date').fill('2022-05-01');
    await licence.getByLabel('Expiry date').fill(inTwoYears());
    await licence.getByLabel('Document').setInputFiles(PDF);
    await licence.getByRole('button', { name: 'Add licence' }).click();
    await page.getByRole('status').getByText('Credential added.').waitFor();

    const certification = page.getByRole('region', { name: 'Add a certification' });
    await certification.getByLabel('Certification').selectOption('PALS');
    await certification.getByLabel('Expiry date').fill(inTwoYears());
    await certification.getByLabel('Document').setInputFiles(PNG);
    await certification.getByRole('button', { name: 'Add certification' }).click();
    await page.getByRole('status').getByText('Credential added.').waitFor();

    const held = page.getByRole('region', { name: 'Your credentials' });
    for (const name of ['Nurse Practitioner (NP)', 'Pediatric Advanced Life Support (PALS)']) {
      const item = held.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(item.getByText('Current', { exact: true }).isVisible()).resolves.toBe(true);
      const link = item.getByRole('link', { name: /^View document of / });
      const served = await page.request.get(
        new URL((await link.getAttribute('href')) ?? '', server.url).href,
      );
      expect(served.status()).toBe(200);
    }
    await expectAccessible(page);
  });

  it('shows the fit on the job page and its card (with its shift), then applies with the credentials', async () => {
    await page.goto(`${server.url}/candidate/job-details/${jobId}`);
    await waitForHydration(page);
    const fit = page.getByRole('list', { name: 'Credentials this job asks for' });
    const items = await fit.getByRole('listitem').allTextContents();
    expect(items.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'BLS: you hold it',
      'NP licence valid in Florida: you hold it',
      'PALS: you hold it',
      'RN licence valid in Florida: you hold it',
      'ACLS (preferred): yours has expired (expired)',
    ]);
    await expect(page.getByText('You hold every required credential.').isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(page);

    // A demo posting's card in the results shows the fit too (postings made through the API
    // carry no catalogue title, so healthcare search lists the demo ones).
    await page.goto(
      `${server.url}/candidate/find-jobs?keyword=${encodeURIComponent(seeded.title)}`,
    );
    const shift = page.getByRole('list', { name: `Shift of ${seeded.title}` }).first();
    expect(await shift.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    const card = page.getByRole('list', { name: `Credentials for ${seeded.title}` }).first();
    await expect(
      card
        .getByRole('listitem')
        .filter({ hasText: /^\s*RN licence/ })
        .count(),
    ).resolves.toBe(1);

    await page.goto(`${server.url}/candidate/application/${jobId}`);
    await expect(
      page
        .getByText(
          'Sent with your application: BLS, NP licence valid in Florida, PALS, RN licence valid in Florida.',
        )
        .isVisible(),
    ).resolves.toBe(true);
    await page.getByLabel('When can you start?').fill('2027-01-04');
    await page.getByRole('radio', { name: 'Full Time' }).check();
    await page.getByLabel('Hours per day').fill('8');
    await page.getByRole('checkbox', { name: 'Monday' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL(/\/candidate\/my-jobs\?tab=A/);

    const applicants = await (await enterprise('GET', `/jobs/${jobId}/applicants`)).json();
    const applicationId = applicants.responsePayload[0].id;
    const sent = await (
      await enterprise('GET', `/applications/${applicationId}/credentials`)
    ).json();
    const byType = Object.fromEntries(
      sent.responsePayload.map((c: { type: string }) => [c.type, c]),
    );
    expect(Object.keys(byType).sort()).toEqual(['BLS', 'NP', 'PALS', 'RN']);
    expect(byType.NP).toMatchObject({ state: 'FL', number: 'APRN 9912', status: 'current' });
    expect(byType.BLS.status).toBe('expiring');
    expect(byType.RN).toMatchObject({ state: 'TX', multistate: true });
    for (const type of ['NP', 'PALS']) {
      const document = await fetch(new URL(byType[type].document.signedUrl, server.url));
      expect(document.status).toBe(200);
    }
  });
});

describe.each(['D', 'N'] as const)('the credentials page in flavour %s', (code) => {
  it('lists the demo credentials, is linked from the account menu and passes axe', async () => {
    const other = await startServer(code);
    const signedIn = await browser.newContext();
    try {
      await signInAsDemo(signedIn, other);
      const tab = await signedIn.newPage();
      await tab.goto(`${other.url}/candidate/credentials`);
      await tab.getByRole('heading', { name: 'Credentials', level: 1 }).waitFor();
      await waitForHydration(tab);
      await expect(
        tab
          .getByRole('region', { name: 'Your credentials' })
          .getByRole('heading', { level: 4 })
          .count(),
      ).resolves.toBe(3);
      await expectAccessible(tab);
      const menu = tab.locator('#profile-menu');
      await expect(
        menu
          .getByRole('link', { name: 'My Credentials', includeHidden: true })
          .getAttribute('href'),
      ).resolves.toBe('/candidate/credentials');
      await tab.goto(`${other.url}/candidate/edit-profile#licensure`);
      const section = tab.getByRole('region', { name: 'Licences and certifications' });
      await expect(
        section.getByRole('link', { name: 'Manage credentials' }).isVisible(),
      ).resolves.toBe(true);
    } finally {
      await signedIn.close();
      await other.stop();
    }
  }, 120_000);
});

describe("'Jobs I'm qualified for' in flavour H", () => {
  it('keeps the results to jobs whose required credentials the candidate holds', async () => {
    await page.goto(`${server.url}/candidate/find-jobs`);
    await waitForHydration(page);
    const search = page.getByRole('search', { name: 'Search jobs' });
    await search.getByRole('checkbox', { name: "Jobs I'm qualified for" }).check();
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/qualified=true/);
    await expect(
      page.getByRole('checkbox', { name: "Jobs I'm qualified for" }).isChecked(),
    ).resolves.toBe(true);
    const fits = page.getByRole('list', { name: /^Credentials for / });
    expect(await fits.count()).toBeGreaterThan(0);
    const lacking = await fits
      .getByRole('listitem')
      .filter({ hasNotText: '(preferred)' })
      .filter({ hasNotText: 'you hold it' })
      .count();
    expect(lacking).toBe(0);
  });
});
