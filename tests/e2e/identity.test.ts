import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { latestCode } from '../support/mailbox.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const DEMO = { email: 'demo@worklane.test', password: 'Worklane#2026' };

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D');
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(() => context?.close());

async function signIn(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills the sign-up form as a new candidate would. */
async function fillSignUp(first: string, last: string, email: string, password: string) {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Creates and confirms an account through the hosted pages; ends on create-profile. */
async function signUpConfirmed(first: string, last: string, email: string, password: string) {
  await page.goto(`${server.url}/signup`);
  await fillSignUp(first, last, email, password);
  await page.getByLabel('Verification code').fill(await latestCode(server, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(`${server.url}/candidate/create-profile`);
}

async function signOut() {
  await page.locator('#profile-menu > summary').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
}

describe('signing in', () => {
  it('signs the demo candidate in from /signin to the dashboard', async () => {
    await page.goto(`${server.url}/signin`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in' }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
    await signIn(DEMO.email, DEMO.password);
    await page.waitForURL(`${server.url}/candidate/dashboard`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Dana' }).isVisible(),
    ).resolves.toBe(true);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === '__Host-worklane_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('worklane_session');
  });

  it('pre-fills the e-mail from ?email= as a login hint', async () => {
    await page.goto(`${server.url}/signin?email=${encodeURIComponent(DEMO.email)}`);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(DEMO.email);
  });

  it('answers a wrong password and an unknown e-mail with the same generic message', async () => {
    await page.goto(`${server.url}/signin`);
    await signIn(DEMO.email, 'not-the-password-1');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Incorrect username or password.',
    );
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(DEMO.email);
    await signIn('nobody-here@worklane.test', 'not-the-password-1');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Incorrect username or password.',
    );
    await expectAccessible(page);
  });

  it('sends a visitor to sign-in and back to the page they asked for', async () => {
    await page.goto(`${server.url}/candidate/my-jobs?tab=A`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in' }).isVisible(),
    ).resolves.toBe(true);
    await signIn(DEMO.email, DEMO.password);
    await page.waitForURL(`${server.url}/candidate/my-jobs?tab=A`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'My Jobs' }).isVisible(),
    ).resolves.toBe(true);
  });

  it('never redirects off-site after sign-in', async () => {
    await page.goto(`${server.url}/signin?returnTo=${encodeURIComponent('//evil.example/steal')}`);
    await signIn(DEMO.email, DEMO.password);
    await page.waitForURL(`${server.url}/candidate/dashboard`);
  });
});

describe('signing out', () => {
  it('ends the session, returns to sign-in, and Back shows no candidate page', async () => {
    await page.goto(`${server.url}/signin`);
    await signIn(DEMO.email, DEMO.password);
    await page.waitForURL(`${server.url}/candidate/dashboard`);
    await page.goto(`${server.url}/candidate/settings`);
    await page.locator('#profile-menu > summary').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.goBack();
    await page.waitForLoadState();
    await expect(page.getByText('Welcome back, Dana').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' }).count()).resolves.toBe(
      0,
    );
    await page.goto(`${server.url}/candidate/dashboard`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in' }).isVisible(),
    ).resolves.toBe(true);
  });
});

describe('creating an account', () => {
  it('signs up, confirms the e-mailed code and lands on create-profile', async () => {
    const email = `casey.${Date.now()}@example.test`;
    await page.goto(`${server.url}/signup`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Jordan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/at least 8 characters/);
    await page.getByLabel('Password').fill('Casey-2026-pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Confirm your account' }).waitFor();

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Invalid verification code provided, please try again.',
    );

    await page.getByLabel('Verification code').fill(await latestCode(server, email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${server.url}/candidate/create-profile`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your profile' }).isVisible(),
    ).resolves.toBe(true);
  });

  it('refuses a second account for the same e-mail', async () => {
    await page.goto(`${server.url}/signup`);
    await fillSignUp('Dana', 'Again', DEMO.email, 'Another-2026');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'An account with the given email already exists.',
    );
  });
});

describe('forgotten password', () => {
  it('resets the password with an e-mailed code, then signs in with the new one', async () => {
    const email = `reset.${Date.now()}@example.test`;
    await signUpConfirmed('Rene', 'Set', email, 'First-pass-1');
    await signOut();

    await page.goto(`${server.url}/forgotpassword`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }).isVisible(),
    ).resolves.toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expectAccessible(page);
    await page
      .getByLabel('Verification code')
      .fill(await latestCode(server, email, 'Reset your Worklane password'));
    await page.getByLabel('New password', { exact: true }).fill('Second-pass-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    // The page that answers says the password changed, or why it did not: a failure names it.
    const changed = page.getByRole('status').filter({ hasText: /password has been changed/ });
    // Neither showing: say which page answered instead, and what it says.
    await changed
      .or(page.getByRole('alert'))
      .first()
      .waitFor()
      .catch(async (error: Error) => {
        const text = await page
          .locator('body')
          .textContent({ timeout: 5000 })
          .catch(() => '');
        throw new Error(`${error.message}\nAt ${page.url()}:\n${(text ?? '').slice(0, 2000)}`);
      });
    expect(await page.getByRole('alert').allTextContents(), page.url()).toEqual([]);
    await changed.waitFor();
    await signIn(email, 'First-pass-1');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Incorrect username or password.',
    );
    await signIn(email, 'Second-pass-2');
    await page.waitForURL(`${server.url}/candidate/create-profile`);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    await page.goto(`${server.url}/forgotpassword`);
    await page.getByLabel('Email').fill('nobody-at-all@example.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: /^If an account exists for nobody-at-all@example\.test, we e-mailed it a code\.$/,
      })
      .waitFor();
  });
});

describe('changing the sign-in e-mail', () => {
  it('asks for the password, keeps the old address until the e-mailed code is entered, then signs in with the new one', async () => {
    const email = `change.${Date.now()}@example.test`;
    const next = `changed.${Date.now()}@example.test`;
    await signUpConfirmed('Chan', 'Ge', email, 'Change-pass-1');

    await page.goto(`${server.url}/candidate/settings`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByLabel('New e-mail address').fill(next);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Enter your current password.',
    );
    await page.getByLabel('Your password').fill('Not-my-pass-1');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Incorrect password.');
    await expect(page.getByLabel('Your password').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await page.getByLabel('New e-mail address').fill(DEMO.email);
    await page.getByLabel('Your password').fill('Change-pass-1');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'An account with the given email already exists.',
    );
    await page.getByLabel('New e-mail address').fill(next);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await expect(page.getByText(`Waiting for the code sent to ${next}`).isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(page);
    // Until the code is entered the old address is kept, also over a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(`${email} (verified)`).isVisible()).resolves.toBe(true);
    await page.getByLabel('Verification code').fill('999999');
    await page.getByRole('button', { name: 'Verify e-mail' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Invalid verification code provided, please try again.',
    );
    await page.getByLabel('Verification code').fill(await latestCode(server, next));
    await page.getByRole('button', { name: 'Verify e-mail' }).click();
    await page.getByText('Your e-mail address is verified.').waitFor();
    await expectAccessible(page);

    await signOut();
    await signIn(email, 'Change-pass-1');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Incorrect username or password.',
    );
    await signIn(next, 'Change-pass-1');
    await page.waitForURL(`${server.url}/candidate/create-profile`);
  });
});
