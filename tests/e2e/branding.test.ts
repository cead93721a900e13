import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DOMAIN } from '../../server/db/seed/enterprises.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const ENTERPRISE = 'Wrenfield Health System';

let browser: Browser;
let server: RunningServer;
let page: Page;
let portal: string;

beforeAll(async () => {
  // The career-portal domain resolves to this machine, as DNS would send it to the app.
  browser = await launchChromium([`--host-resolver-rules=MAP ${PORTAL_DOMAIN} 127.0.0.1`]);
  server = await startServer('D');
  portal = `http://${PORTAL_DOMAIN}:${new URL(server.url).port}`;
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

const brandedLogo = () => page.locator(`img[data-brand="${ENTERPRISE}"]`);
const primary = () =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--wl-primary').trim(),
  );

describe("an enterprise's career-portal domain", () => {
  it('shows the launch page in the enterprise look, with its favicon', async () => {
    await page.goto(`${portal}/`);
    await expect(brandedLogo().count()).resolves.toBeGreaterThan(0);
    await expect(primary()).resolves.toMatch(/^#[0-9a-f]{6}$/i);
    await expect(page.locator('link[rel="icon"]').getAttribute('href')).resolves.toMatch(
      /^data:image\/svg\+xml/,
    );
    await expectAccessible(page);
  });

  it('keeps the look on the hosted sign-in page and after signing in', async () => {
    await page.goto(`${portal}/signin`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect(brandedLogo().count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByLabel('Email').fill('demo@worklane.test');
    await page.getByLabel('Password', { exact: true }).fill('Worklane#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/candidate\/dashboard$/);
    await expect(brandedLogo().count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('leaves the product look alone on the product domain for a visitor', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${server.url}/`);
    await expect(visitor.locator('img[data-brand]').count()).resolves.toBe(0);
    await visitor.context().close();
  });
});
