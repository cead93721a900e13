import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PORTAL_DOMAIN } from '../../server/db/seed/enterprises.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { gradeCookies } from '../support/observatory.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const DEMO = { email: 'demo@worklane.test', password: 'Worklane#2026' };

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let jobPath: string;
/** Every Content-Security-Policy violation the page reported, and every console line about one. */
let violations: string[];

beforeAll(async () => {
  // An enterprise's career-portal domain resolves to this machine, as DNS would send it.
  browser = await launchChromium([`--host-resolver-rules=MAP ${PORTAL_DOMAIN} 127.0.0.1`]);
  server = await startServer('D');
  const search = (await (await fetch(`${server.url}/public/api/v1/jobs/search`)).json()) as {
    responsePayload: { jobs: { id: number }[] };
  };
  jobPath = `/job/${search.responsePayload.jobs[0]?.id}`;
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});
beforeEach(async () => {
  violations = [];
  context = await browser.newContext();
  await context.exposeBinding('reportViolation', (_source, line: string) => {
    violations.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (line: string) => void })
        .reportViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
});
afterEach(() => context?.close());

async function open(path: string) {
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
}

describe('pages under the Content-Security-Policy', () => {
  it('sends a policy that allows no inline script but the build’s own', async () => {
    const res = await fetch(`${server.url}/`);
    const policy = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
  });

  it('gives the build’s scripts the short policy of a resource, not a page’s', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${server.url}${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('runs the landing page, a job page and the accessibility menu with bionic reading on', async () => {
    await open('/');
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    await open(jobPath);
    await page.getByRole('button', { name: 'Accessibility' }).click();
    const menu = page.getByRole('dialog', { name: 'Accessibility' });
    await menu.getByRole('switch', { name: 'Bionic Reading' }).click();
    await expect.poll(() => page.locator('main [data-bionic-run]').count()).toBeGreaterThan(0);
    // The early script applies the stored choice before the page paints.
    await open('/');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.bionic))
      .toBeTruthy();
    expect(violations).toEqual([]);
  });

  it('opens the assistant on a job page', async () => {
    await open(jobPath);
    await page.getByRole('button', { name: 'Open the AI Assistant' }).click();
    await page.getByRole('dialog', { name: /AI Assistant/ }).waitFor();
    expect(violations).toEqual([]);
  });

  it('applies an enterprise look on its portal, served from a file and rendered on demand', async () => {
    const portal = `http://${PORTAL_DOMAIN}:${new URL(server.url).port}`;
    for (const path of ['/', jobPath]) {
      await page.goto(`${portal}${path}`);
      await waitForHydration(page);
      // The brand's colour takes effect only if the policy lets its style element apply.
      const { applied, declared } = await page.evaluate(() => ({
        applied: getComputedStyle(document.documentElement).getPropertyValue('--wl-primary').trim(),
        declared: /--wl-primary:([^;}]+)/.exec(
          [...document.querySelectorAll('style')].map((s) => s.textContent).join(''),
        )?.[1],
      }));
      expect(declared).toBeTruthy();
      expect(applied).toBe(declared);
    }
    expect(violations).toEqual([]);
  });

  it('signs in through the hosted page, shows the dashboard, edit-profile and the webview, and signs out', async () => {
    let sessionCookie: string[] = [];
    const readCookies = async (response: Response) => {
      // A response still arriving as the page closes has no headers left to read.
      const headers = await response.headersArray().catch(() => []);
      const cookies = headers
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value);
      if (cookies.some((c) => /^__Host-worklane_session=[^;]/.test(c))) sessionCookie = cookies;
    };
    page.on('response', readCookies);
    await page.goto(`${server.url}/signin`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/candidate/dashboard`);
    await waitForHydration(page);
    await open('/candidate/edit-profile');
    // The webview area shows the same page without the site's top bar.
    await open('/webview/candidate/dashboard');
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
    await open('/candidate/dashboard');
    await page.locator('#profile-menu > summary').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    page.off('response', readCookies);
    expect(violations).toEqual([]);
    // The session cookie earns the Observatory's cookie bonus: Secure, HttpOnly and SameSite.
    expect(gradeCookies(sessionCookie).result).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    );
  });
});
