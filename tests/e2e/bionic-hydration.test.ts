import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

/**
 * Saved bionic reading settings apply from the first paint of every signed-in page, while its
 * islands hydrate: no island may lose its hydration to them, however the timing falls.
 */
const PAGES = [
  '/candidate/dashboard',
  '/candidate/my-jobs',
  '/candidate/message-list',
  '/candidate/edit-profile',
  '/candidate/settings',
];
const LOADS = 3;

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
let where = '';

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D');
  context = await browser.newContext();
  await signInAsDemo(context, server);
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${where}: ${error.message}`));
  where = 'saving the settings';
  await page.goto(`${server.url}/candidate/dashboard`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accessibility' }).click();
  const menu = page.getByRole('dialog', { name: 'Accessibility' });
  await page.getByRole('switch', { name: 'Bionic Reading' }).click();
  await menu.getByRole('slider', { name: 'Font Size' }).fill('18');
  await menu.getByRole('radio', { name: 'Underline' }).check();
  await menu.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Your preferences are saved.').waitFor();
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
  await browser?.close();
});

describe('the demo candidate with bionic reading saved', () => {
  it('loads every signed-in page again and again without a page error, islands read the bionic way', async () => {
    for (const path of PAGES) {
      for (let load = 1; load <= LOADS; load++) {
        where = `${path} (load ${load})`;
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), where).toBe(200);
        await waitForHydration(page);
        await page.waitForFunction(
          () => document.querySelector('astro-island [data-bionic-run]') !== null,
        );
        expect(await page.locator('main [data-bionic-run]').count(), where).toBeGreaterThan(0);
      }
    }
    // Late errors of the last load count too.
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
  });
});
