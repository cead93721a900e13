import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration, waitForPageScripts } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

const YEAR_S = 31_536_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServer('D')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Toasts sit over the top bar's right end until dismissed. */
async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie Policy' });

/** A fresh browser: no consent cookie, signed out unless asked. */
async function fresh(options: { signedIn?: boolean; consented?: boolean } = {}) {
  const context = await browser.newContext();
  if (options.signedIn) await signInAsDemo(context, server);
  if (options.consented)
    await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.url }]);
  return { context, page: await context.newPage() };
}

/** Loads a page and reports whether the cookie notice showed within 2 s of hydration. */
async function noticeShows(path: string, options: Parameters<typeof fresh>[0] = {}) {
  const { context, page } = await fresh(options);
  try {
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    return await notice(page)
      .waitFor({ state: 'visible', timeout: 2000 })
      .then(() => true)
      .catch(() => false);
  } finally {
    await context.close();
  }
}

describe('cookie notice', () => {
  it('shows on the home page after 1200 ms, takes focus, and Escape does not accept', async () => {
    const { context, page } = await fresh();
    try {
      const started = Date.now();
      await page.goto(`${server.url}/`);
      await notice(page).waitFor({ state: 'visible' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
      await expect(notice(page).evaluate((el) => el === document.activeElement)).resolves.toBe(
        true,
      );
      await expect(notice(page).textContent()).resolves.toContain('essential cookies');
      await expectAccessible(page);

      await page.keyboard.press('Escape');
      await expect(notice(page).isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
      expect((await context.cookies()).some((c) => c.name === 'cookieConsent')).toBe(false);

      const popup = context.waitForEvent('page');
      await notice(page).getByRole('link', { name: 'View Details' }).click();
      const policy = await popup;
      await policy.waitForLoadState();
      expect(new URL(policy.url()).pathname).toBe('/cookiepolicy');
      await policy.close();
    } finally {
      await context.close();
    }
  });

  it('accepting keeps the consent cookie for a year and the notice away', async () => {
    const { context, page } = await fresh();
    try {
      await page.goto(`${server.url}/feature`);
      await notice(page).waitFor({ state: 'visible' });
      // Accepted with the notice's script running; before it runs, the button is a form post.
      await waitForPageScripts(page);
      const accepted = Date.now() / 1000;
      await notice(page).getByRole('button', { name: 'Accept Essential Cookies' }).click();
      await expect(notice(page).count()).resolves.toBe(0);
      const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent');
      expect(cookie).toMatchObject({ value: 'accepted', path: '/', sameSite: 'Lax' });
      expect(cookie?.expires).toBeGreaterThan(accepted + YEAR_S - 60);
      expect(cookie?.expires).toBeLessThan(accepted + YEAR_S + 60);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
      await page.reload();
      await waitForHydration(page);
      await page.waitForTimeout(1500);
      await expect(notice(page).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('stays above the Messages bar on a phone, where its button takes the tap', async () => {
    const { context, page } = await fresh({ signedIn: true });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/candidate/find-jobs`);
      await notice(page).waitFor({ state: 'visible' });
      await page
        .getByRole('button', { name: /^Messages/ })
        .first()
        .waitFor();
      await waitForPageScripts(page);
      // A click lands only on what is on top: under the Messages bar it times out.
      await notice(page)
        .getByRole('button', { name: 'Accept Essential Cookies' })
        .click({ timeout: 5000 });
      await expect(notice(page).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('never shows on the policy pages', async () => {
    for (const path of ['/cookiepolicy', '/privacypolicy', '/ukprivacypolicy', '/termsofuse'])
      expect(await noticeShows(path), path).toBe(false);
  });

  it('shows on the root path only to visitors, and on /home to everyone', async () => {
    expect(await noticeShows('/')).toBe(true);
    expect(await noticeShows('/', { signedIn: true })).toBe(false);
    expect(await noticeShows('/home', { signedIn: true })).toBe(true);
  });

  it('stays off the sign-in and sign-up screens and the candidate area for visitors', async () => {
    expect(await noticeShows('/signin')).toBe(false);
    expect(await noticeShows('/signup')).toBe(false);
    expect(await noticeShows('/candidate/public/no-such-profile')).toBe(false);
    expect(await noticeShows('/candidate/dashboard', { signedIn: true })).toBe(true);
  });

  it('does not show once consent is given', async () => {
    expect(await noticeShows('/job-list', { consented: true })).toBe(false);
    expect(await noticeShows('/candidate/dashboard', { signedIn: true, consented: true })).toBe(
      false,
    );
  });
});

describe('feedback', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await fresh({ signedIn: true, consented: true }));
    await page.goto(`${server.url}/candidate/dashboard`);
    await waitForHydration(page);
  });
  afterAll(() => context?.close());

  const dialog = () => page.getByRole('dialog', { name: 'Feedback' });
  const submit = () => dialog().getByRole('button', { name: 'Submit' });

  it('checks the form as it is filled in, and sends it with a screenshot', async () => {
    const opener = page.getByRole('banner').getByRole('button', { name: 'Feedback' });
    await opener.click();
    await expect(dialog().isVisible()).resolves.toBe(true);
    await expect(submit().isDisabled()).resolves.toBe(true);

    const subject = dialog().getByRole('textbox', { name: 'Subject' });
    const text = dialog().getByRole('textbox', { name: 'Feedback' });
    await subject.pressSequentially(' search filters');
    await expect(subject.inputValue()).resolves.toBe('Search filters');
    await expect(submit().isDisabled()).resolves.toBe(true);
    await text.pressSequentially('they reset when I go back');
    await expect(text.inputValue()).resolves.toBe('They reset when I go back');
    await expect(dialog().getByText('25/256').isVisible()).resolves.toBe(true);
    await expect(submit().isEnabled()).resolves.toBe(true);

    const screenshot = dialog().getByLabel('Screenshot (optional)');
    await screenshot.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: padded(1024 * 1024 + 1),
    });
    await expect(
      dialog()
        .getByText('Maximum upload size exceeded. Try to upload a file upto 1MB.')
        .isVisible(),
    ).resolves.toBe(true);
    await screenshot.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: PNG });
    await expect(
      dialog().getByText('Please upload only JPG, JPEG, PNG formats!').isVisible(),
    ).resolves.toBe(true);
    await screenshot.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog().getByRole('alert').first().textContent()).resolves.toBe('');
    await expectAccessible(page);

    await submit().click();
    await page.getByText('Thanks for the feedback.').waitFor();
    await expect(dialog().isVisible()).resolves.toBe(false);
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await dismissToasts(page);

    const db = openDatabase({ dataDir: server.dataDir });
    try {
      const row = await db
        .selectFrom('feedback')
        .innerJoin('candidates', 'candidates.id', 'feedback.candidate_id')
        .select(['subject', 'text', 'email', 'screenshot_type', 'app_version', 'latitude'])
        .orderBy('feedback.id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        subject: 'Search filters',
        text: 'They reset when I go back',
        email: DEMO_CANDIDATE.email,
        screenshot_type: 'image/png',
        app_version: '4.0.4',
        latitude: null,
      });
    } finally {
      await db.destroy();
    }
  });

  it('sends the location only when asked, and says when sending failed', async () => {
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation({ latitude: 51.5072, longitude: -0.1276 });
    const opener = page.getByRole('banner').getByRole('button', { name: 'Feedback' });
    await opener.click();
    await dialog().getByRole('textbox', { name: 'Subject' }).fill('Location');
    await dialog().getByRole('textbox', { name: 'Feedback' }).fill('Sent from here');
    await dialog().getByRole('checkbox', { name: 'Include my location' }).check();
    await dialog().getByText('Your location will be sent.').waitFor();

    let status = 400;
    await page.route('**/api/v1/feedback', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: status, errorMessage: 'No' }),
      }),
    );
    await submit().click();
    await dialog().getByRole('alert').getByText('Something went Wrong').waitFor();
    status = 500;
    await submit().click();
    await dialog()
      .getByRole('alert')
      .getByText('Oops! Something went wrong. Please try again later.')
      .waitFor();
    await page.unroute('**/api/v1/feedback');

    await submit().click();
    await page.getByText('Thanks for the feedback.').waitFor();
    await dismissToasts(page);
    const db = openDatabase({ dataDir: server.dataDir });
    try {
      const row = await db
        .selectFrom('feedback')
        .select(['subject', 'latitude', 'longitude'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ subject: 'Location', latitude: 51.5072, longitude: -0.1276 });
    } finally {
      await db.destroy();
    }
  });

  it('opens from the profile menu and gives focus back to it', async () => {
    await page.locator('#profile-menu > summary').click();
    await page
      .getByRole('banner')
      .getByRole('listitem')
      .getByRole('button', { name: 'Feedback' })
      .click();
    await expect(dialog().isVisible()).resolves.toBe(true);
    await expect(dialog().getByRole('textbox', { name: 'Subject' }).inputValue()).resolves.toBe('');
    await page.keyboard.press('Escape');
    await expect(dialog().isVisible()).resolves.toBe(false);
    // Focus moves back when the dialog's close event has run, a moment after it is hidden.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('details')?.id))
      .toBe('profile-menu');
  });
});

describe('feedback with the service turned off', () => {
  let off: RunningServer;
  beforeAll(async () => {
    off = await startServer('D', { FEEDBACK_ENABLED: 'false' });
  });
  afterAll(() => off?.stop());

  it('copies the details to the clipboard instead', async () => {
    const context = await browser.newContext();
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: off.url });
      await signInAsDemo(context, off);
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: off.url }]);
      const page = await context.newPage();
      await page.goto(`${off.url}/candidate/dashboard`);
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Feedback' });
      await dialog.getByRole('textbox', { name: 'Subject' }).fill('Offline');
      await dialog.getByRole('textbox', { name: 'Feedback' }).fill('Copied, not sent');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Details are copied to the clipboard.').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('Subject: Offline');
      expect(copied).toContain('Feedback: Copied, not sent');
    } finally {
      await context.close();
    }
  });
});
