import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { launchChromium } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

/**
 * The first click works: with every island's script held back until the click has happened, a
 * click on a control that is already on screen does what it says once the script arrives,
 * without a second click.
 */
/** Scripts held back for a click that never comes arrive after this long all the same. */
const SCRIPT_HOLD_MAX_MS = 15_000;
/** Lets a page's held-back scripts arrive. */
const releases = new WeakMap<Page, () => void>();
const releaseScripts = (page: Page) => releases.get(page)?.();

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
/** A job the demo candidate has not saved. */
let unsavedJob = 0;
/** The demo candidate's conversation, as its page's address names it. */
let conversation = '';

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D');
  context = await browser.newContext();
  await signInAsDemo(context, server);
  // Consent given before: the cookie notice stays out of the bottom corner.
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.url }]);
  const db = openDatabase({ dataDir: server.dataDir });
  try {
    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'open')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('job_bookmarks')
              .innerJoin('candidates', 'candidates.id', 'job_bookmarks.candidate_id')
              .select('job_bookmarks.job_id')
              .whereRef('job_bookmarks.job_id', '=', 'jobs.id')
              .where('candidates.email', '=', DEMO_CANDIDATE.email),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    unsavedJob = job.id;
    const message = await db
      .selectFrom('messages')
      .innerJoin('candidates', 'candidates.id', 'messages.candidate_id')
      .select(['messages.candidate_id', 'messages.enterprise_id'])
      .where('candidates.email', '=', DEMO_CANDIDATE.email)
      .executeTakeFirstOrThrow();
    conversation = `candidateId=${message.candidate_id}&enterpriseId=${message.enterprise_id}`;
  } finally {
    await db.destroy();
  }
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
  await browser?.close();
});

/**
 * Opens a page whose scripts are held back until the test lets them arrive (releaseScripts) or
 * SCRIPT_HOLD_MAX_MS pass, however long its HTML takes, and returns it as soon as its HTML is
 * there.
 */
async function slowPage(path: string, signedIn = true): Promise<Page> {
  const page = signedIn ? await context.newPage() : await browser.newPage();
  const released = new Promise<void>((done) => {
    releases.set(page, done);
    setTimeout(done, SCRIPT_HOLD_MAX_MS);
  });
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
  return page;
}

/** Clicks the control once, while its island has certainly not hydrated yet. */
async function clickBeforeHydration(control: Locator) {
  await control.waitFor();
  const waiting = await control.evaluate(
    (element) => element.closest('astro-island')?.hasAttribute('ssr') ?? false,
  );
  expect(waiting, 'the island has not hydrated yet').toBe(true);
  await control.click();
  releaseScripts(control.page());
}

/** How long a click's effect may take once the scripts arrive, on a busy machine. */
const EFFECT_TIMEOUT = { timeout: 8000 };

describe('a click before the scripts arrive', () => {
  it('on the notification bell opens the drawer', async () => {
    const page = await slowPage('/candidate/dashboard');
    await clickBeforeHydration(page.getByRole('button', { name: /^Notifications(, .+ unread)?$/ }));
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor(EFFECT_TIMEOUT);
    await page.close();
  });

  it('on Feedback opens the feedback form', async () => {
    const page = await slowPage('/candidate/dashboard');
    const feedback = page.getByRole('banner').getByRole('button', { name: 'Feedback' });
    await feedback.waitFor();
    // The top bar's button is outside the dialog's island: that island must not have hydrated.
    expect(
      await page
        .locator('astro-island[ssr]')
        .filter({ has: page.locator('dialog') })
        .count(),
    ).toBeGreaterThan(0);
    await feedback.click();
    releaseScripts(page);
    await page.getByRole('dialog', { name: 'Feedback' }).waitFor(EFFECT_TIMEOUT);
    await page.close();
  });

  it('on the Messages widget expands it', async () => {
    const page = await slowPage('/candidate/dashboard');
    const toggle = page
      .getByRole('complementary', { name: 'Messages' })
      .getByRole('button', { name: 'Messages' });
    await clickBeforeHydration(toggle);
    await expect.poll(() => toggle.getAttribute('aria-expanded'), EFFECT_TIMEOUT).toBe('true');
    await page.getByRole('searchbox', { name: 'Search by name' }).waitFor(EFFECT_TIMEOUT);
    await page.close();
  });

  it('on Delete my account in Settings asks first', async () => {
    const page = await slowPage('/candidate/settings');
    await clickBeforeHydration(page.getByRole('button', { name: 'Delete my account' }));
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor(EFFECT_TIMEOUT);
    await page.close();
  });

  it('on Copy link in My Referrals gives the link', async () => {
    const page = await slowPage('/candidate/my-referrals');
    await clickBeforeHydration(page.getByRole('button', { name: 'Copy link' }));
    await page.getByText(/^Link copied\.$|^Copy this link: /).waitFor(EFFECT_TIMEOUT);
    await page.close();
  });

  it('on the accessibility menu opens it', async () => {
    const page = await slowPage('/candidate/dashboard');
    await clickBeforeHydration(page.getByRole('button', { name: 'Accessibility' }));
    await page.getByRole('dialog', { name: 'Accessibility' }).waitFor(EFFECT_TIMEOUT);
    await page.close();
  });

  it("on the assistant's launcher opens the assistant, also for a visitor", async () => {
    for (const visitor of [false, true]) {
      const page = visitor
        ? await slowPage('/feature', false)
        : await slowPage('/candidate/dashboard');
      await clickBeforeHydration(page.getByRole('button', { name: 'Open the AI Assistant' }));
      await page.getByRole('dialog', { name: /AI Assistant/ }).waitFor(EFFECT_TIMEOUT);
      await page.close();
    }
  });

  it("on 'Use my location' fills in the city the device is in", async () => {
    const page = await slowPage('/job-list', false);
    await page.context().grantPermissions(['geolocation'], { origin: server.url });
    await page.context().setGeolocation({ latitude: 29.76, longitude: -95.37 });
    await clickBeforeHydration(page.getByRole('button', { name: 'Use my location' }));
    const box = page.getByRole('combobox', { name: 'Location' });
    await expect
      .poll(() => box.inputValue(), EFFECT_TIMEOUT)
      .toBe('Houston, Texas, United States of America');
    await page.context().close();
  });

  it('on Accept Essential Cookies stores the consent, with the notice there from the first paint', async () => {
    const page = await slowPage('/job-list?searchBar=nurse', false);
    const notice = page.getByRole('region', { name: 'Cookie Policy' });
    // Shown by the page's head: no script has arrived.
    await notice.waitFor(EFFECT_TIMEOUT);
    await notice.getByRole('button', { name: 'Accept Essential Cookies' }).click();
    releaseScripts(page);
    await page.waitForURL(/\/job-list\?searchBar=nurse$/, EFFECT_TIMEOUT);
    const consent = (await page.context().cookies()).find((c) => c.name === 'cookieConsent');
    expect(consent?.value).toBe('accepted');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await notice.isVisible()).toBe(false);
    await page.context().close();
  });
});

/** The page's requests that change something and match `path`, as they are sent. */
function writesTo(page: Page, path: RegExp) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && path.test(request.url())) sent.push(request.method());
  });
  return sent;
}

describe('a double click', () => {
  // A browser of its own: the assistant opened above would open again over these pages.
  let own: BrowserContext;
  beforeAll(async () => {
    own = await browser.newContext();
    await signInAsDemo(own, server);
    await own.addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.url }]);
  });
  afterAll(() => own?.close());

  it('before the scripts arrive saves a job once', async () => {
    const page = await slowPage(`/candidate/job-details/${unsavedJob}`);
    const writes = writesTo(page, /\/api\/v1\/candidates\/bookmarks\//);
    const save = page.getByRole('main').getByRole('button', { name: /^(Save job|Saved)/ });
    await save.waitFor();
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    expect(await save.evaluate((el) => el.closest('astro-island')?.hasAttribute('ssr'))).toBe(true);
    await save.dblclick();
    releaseScripts(page);
    await expect.poll(() => save.getAttribute('aria-pressed'), EFFECT_TIMEOUT).toBe('true');
    await page.waitForTimeout(300);
    expect(writes).toEqual(['PUT']);
    await page.close();
  });

  it('on Mark all as read marks them read once', async () => {
    const page = await own.newPage();
    await page.goto(`${server.url}/candidate/dashboard`);
    const writes = writesTo(page, /\/api\/v1\/candidates\/notifications\/C$/);
    await page.getByRole('button', { name: /^Notifications, .+ unread$/ }).click();
    const markAll = page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: 'Mark all as read' });
    await markAll.dblclick();
    await expect.poll(() => markAll.isDisabled(), EFFECT_TIMEOUT).toBe(true);
    expect(writes).toEqual(['PUT']);
    await page.close();
  });

  it('on Send sends the message once', async () => {
    const page = await own.newPage();
    await page.goto(`${server.url}/candidate/message-list?${conversation}`);
    const writes = writesTo(page, /\/api\/v1\/candidates\/messages\/general$/);
    const chat = page.getByRole('region', { name: /^Chat with / });
    await chat.getByRole('textbox', { name: /^Message to / }).fill('Sent once');
    await chat.getByRole('button', { name: 'Send' }).dblclick();
    await chat.getByRole('log').getByText('Sent once').waitFor(EFFECT_TIMEOUT);
    await page.waitForTimeout(300);
    expect(writes).toEqual(['PUT']);
    await expect(chat.getByRole('log').getByText('Sent once').count()).resolves.toBe(1);
    await page.close();
  });
});
