import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
/** A signed-out browser, as someone who was only given the link. */
let visitor: BrowserContext;
let visitorPage: Page;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D');
  context = await browser.newContext();
  await signInAsDemo(context, server);
  page = await context.newPage();
  visitor = await browser.newContext();
  visitorPage = await visitor.newPage();
});
afterAll(async () => {
  await visitor?.close();
  await context?.close();
  await server?.stop();
  await browser?.close();
});

async function open(path: string, on = page) {
  await on.goto(`${server.url}${path}`);
  await waitForHydration(on);
}

const toast = (text: string) => page.getByRole('status').getByText(text);

/** The candidate's public link from Settings, creating it first if there is none. */
async function publicLink() {
  await open('/candidate/settings');
  const create = page.getByRole('button', { name: 'Create my public link' });
  if (await create.count()) await create.click();
  const link = page.getByRole('link', { name: /\/candidate\/public\// });
  await link.waitFor();
  return (await link.textContent()) ?? '';
}

describe('the dashboard', () => {
  it('shows the profile score with what raises it, interest, applications and interviews', async () => {
    await open('/candidate/dashboard');
    const meter = page.getByRole('progressbar', { name: 'Profile score' });
    const score = Number(await meter.getAttribute('aria-valuenow'));
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    const raise = page.getByRole('region', { name: 'Profile score' }).getByRole('link');
    if (score < 100) {
      await expect(raise.count()).resolves.toBeGreaterThan(0);
      await expect(raise.first().getAttribute('href')).resolves.toMatch(
        /^\/(candidate\/(edit-profile#[\w-]+|add-checklist)|upload-video)$/,
      );
    }
    const interest = page.getByRole('region', { name: 'Recruiter interest' });
    await expect(interest.getByText('Profile views in the last 30 days').count()).resolves.toBe(1);
    const applications = page.getByRole('region', { name: 'My applications' });
    for (const [label, tab] of [
      ['Applied', 'A'],
      ['Shortlisted', 'S'],
      ['Offered', 'F'],
      ['Onboarded', 'O'],
    ] as const) {
      await expect(
        applications.getByRole('link', { name: new RegExp(`${label}$`) }).getAttribute('href'),
      ).resolves.toBe(`/candidate/my-jobs?tab=${tab}`);
    }
    const interviews = page.getByRole('region', { name: 'Upcoming interviews' });
    await expect(interviews.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Recommended for you' }).count()).resolves.toBe(
      1,
    );
    await expectAccessible(page);
  });
});

describe('the public profile', () => {
  it('shows only the chosen sections to a signed-out visitor, with the extra header', async () => {
    const url = await publicLink();
    await open(new URL(url).pathname, visitorPage);
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: 'Dana Reyes' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      visitorPage.getByRole('link', { name: 'Create your own profile' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      visitorPage.locator('meta[name="robots"]').getAttribute('content'),
    ).resolves.toMatch(/noindex/);
    const skills = visitorPage.getByRole('heading', { level: 2, name: 'Skills' });
    await expect(skills.count()).resolves.toBe(1);
    await expect(visitorPage.getByRole('heading', { name: 'Education' }).count()).resolves.toBe(0);
    await expectAccessible(visitorPage);

    await open('/candidate/settings');
    await page.getByRole('checkbox', { name: 'Skills', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save public profile sections' }).click();
    await expect.poll(() => toast('Your public profile is updated.').count()).toBe(1);
    await visitorPage.reload();
    await visitorPage.getByRole('heading', { level: 1, name: 'Dana Reyes' }).waitFor();
    await expect(skills.count()).resolves.toBe(0);
    await expectAccessible(page);
  });

  it('stops answering the old link once the link is regenerated', async () => {
    const old = await publicLink();
    await page.getByRole('button', { name: 'Regenerate link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate your public link?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Regenerate link' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: /\/candidate\/public\// }).textContent())
      .not.toBe(old);
    const response = await visitorPage.goto(old);
    expect(response?.status()).toBe(404);
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible(),
    ).resolves.toBe(true);
  });
});

describe('settings', () => {
  it('keeps a changed setting after signing out and in again', async () => {
    await open('/candidate/settings');
    const alerts = page.getByRole('checkbox', { name: 'New jobs for my saved searches' });
    await expect(alerts.isChecked()).resolves.toBe(true);
    await alerts.uncheck();
    await page.getByRole('button', { name: 'Save e-mail preferences' }).click();
    await expect.poll(() => toast('Your e-mail preferences are saved.').count()).toBe(1);
    // The toast sits over the profile menu until it is dismissed.
    await page.getByRole('button', { name: 'Dismiss' }).click();

    await page.locator('#profile-menu > summary').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await signInAsDemo(context, server);
    await open('/candidate/settings');
    await expect(alerts.isChecked()).resolves.toBe(false);
    await expect(
      page
        .getByRole('checkbox', { name: 'Application updates (shortlists, offers, onboarding)' })
        .isChecked(),
    ).resolves.toBe(true);
  });

  it("says 'Incorrect password.' for a wrong current password", async () => {
    await open('/candidate/settings');
    await page.getByLabel('Current password').fill('not my password 1');
    await page.getByLabel('New password', { exact: true }).fill('Another#2027');
    await page.getByLabel('Confirm new password').fill('Another#2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByRole('alert').getByText('Incorrect password.').count())
      .toBe(1);
  });
});

describe('referrals', () => {
  it('shows the personal referral link with Copy and Share, and who joined', async () => {
    await open('/candidate/my-referrals');
    const link = page.getByRole('region', { name: 'Your referral link' }).getByRole('link');
    await link.waitFor();
    await expect(link.getAttribute('href')).resolves.toMatch(/\/signup\?referralDetails=/);
    await expect(page.getByRole('button', { name: 'Copy link' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Share' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'People who joined' }).isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(page);
  });

  it('shows the referral link with the page, without scripts', async () => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      await signInAsDemo(plain, server);
      const noScript = await plain.newPage();
      await noScript.goto(`${server.url}/candidate/my-referrals`);
      const link = noScript.getByRole('region', { name: 'Your referral link' }).getByRole('link');
      await expect(link.getAttribute('href')).resolves.toMatch(/\/signup\?referralDetails=/);
      await expect(noScript.getByText('Loading your referral link…').count()).resolves.toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe('the checklist', () => {
  it('keeps ticks and expiry dates, and flags an expired one', async () => {
    await open('/candidate/add-checklist');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).textContent(),
    ).resolves.toMatch(/Assessments\s*>\s*Checklist/);
    const first = page.getByRole('list', { name: 'Checklist items' }).getByRole('checkbox').first();
    await first.waitFor();
    const name = (await first.evaluate((box) => box.closest('label')?.textContent)) ?? '';
    const was = await first.isChecked();
    await first.setChecked(!was);
    await expect.poll(() => toast(`${name.trim()}: saved.`).count()).toBe(1);

    const licence = page.getByRole('checkbox', { name: 'Driving licence' });
    await licence.click();
    await expect
      .poll(() =>
        page.getByRole('alert').getByText('Enter the date your Driving licence expires.').count(),
      )
      .toBe(1);
    await expect(licence.isChecked()).resolves.toBe(false);

    const expiry = page.getByLabel(/^Expiry date of /).first();
    const hasExpiry = (await expiry.count()) > 0;
    if (hasExpiry) {
      await expiry.fill('2020-01-31');
      await expiry.blur();
      await expect.poll(() => page.getByText('Expired', { exact: true }).count()).toBe(1);
    }
    await expectAccessible(page);

    await open('/candidate/add-checklist');
    await first.waitFor();
    await expect(first.isChecked()).resolves.toBe(!was);
    if (hasExpiry) {
      await expect(expiry.inputValue()).resolves.toBe('2020-01-31');
      await expect(page.getByText('Expired', { exact: true }).count()).resolves.toBe(1);
    }
  });
});

describe('the QR page', () => {
  it('shows the public link as an SVG QR code with its link and Copy link', async () => {
    const url = await publicLink();
    await open('/qr');
    const code = page.getByRole('img', { name: 'QR code of your public profile link' });
    await expect(code.evaluate((element) => element.tagName.toLowerCase())).resolves.toBe('svg');
    await expect(page.getByRole('link', { name: url }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Copy link' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
  });

  it('sends a visitor to sign in', async () => {
    await visitorPage.goto(`${server.url}/qr`);
    await visitorPage.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect(visitorPage.getByRole('img', { name: /QR code/ }).count()).resolves.toBe(0);
  });
});

describe('settings as the page arrives', () => {
  it('lists saved searches and accepted terms with the page, without scripts', async () => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      await signInAsDemo(plain, server);
      const noScript = await plain.newPage();
      await noScript.goto(`${server.url}/candidate/settings`);
      const terms = noScript.getByRole('region', { name: 'Terms and policies' });
      await expect(terms.getByRole('link', { name: /Terms of use/ }).isVisible()).resolves.toBe(
        true,
      );
      await expect(terms.getByText(/Accepted version|not accepted yet/).count()).resolves.toBe(3);
      const searches = noScript.getByRole('region', { name: 'Saved searches' });
      await expect(searches.getByText(/Loading/).count()).resolves.toBe(0);
      await expect(
        searches.getByText(/no saved searches yet|E-mail alerts/).count(),
      ).resolves.not.toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('keeps Delete my account where it was drawn while the page finishes loading', async () => {
    await page.goto(`${server.url}/candidate/settings`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Delete my account' });
    await button.waitFor();
    const drawn = await button.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const settled = await button.evaluate(
      (element) => element.getBoundingClientRect().top + scrollY,
    );
    expect(settled).toBe(drawn);
  });
});

describe('deleting the account', () => {
  it('asks for DELETE, then goes home and the account is gone', async () => {
    await open('/candidate/settings');
    // The sections above fill in from their own requests; the click waits until they have, so it
    // lands on the button where it finally is (the test above checks that is where it was drawn).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/candidate/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });
});
