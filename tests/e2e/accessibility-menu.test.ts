import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

let browser: Browser;
let server: RunningServer;
let jobPath: string;

beforeAll(async () => {
  browser = await launchChromium();
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

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Accessibility' });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Accessibility' }).click();
  await menu(page).waitFor();
}

const bionicSwitch = (page: Page) => page.getByRole('switch', { name: 'Bionic Reading' });
const runs = (page: Page) => page.locator('main [data-bionic-run]').count();
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const look = (page: Page) =>
  page.evaluate(() => ({
    select: document.documentElement.dataset.bionic,
    color: document.documentElement.style.getPropertyValue('--wl-bionic-color'),
    scale: document.documentElement.style.getPropertyValue('--wl-bionic-scale'),
  }));

async function savedOnServer(context: BrowserContext) {
  const response = await context.request.get(`${server.url}/api/v1/candidates/accessibility`);
  return (
    (await response.json()) as {
      responsePayload: { accessibility: string; bionicReadingConfiguration: string };
    }
  ).responsePayload;
}

describe('a visitor', () => {
  let context: BrowserContext;
  let page: Page;
  const profileCalls: string[] = [];
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext();
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/candidates')) profileCalls.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => context?.close());
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });

  it('turns bionic reading on and finds it again after a reload, kept in this browser only', async () => {
    await open(page, jobPath);
    await openMenu(page);
    expect(await menu(page).getByText('Work In Progress').count()).toBe(1);
    expect(
      await menu(page).getByText('helps you in reading faster, better & more focused').count(),
    ).toBe(1);
    await bionicSwitch(page).click();
    expect(await bionicSwitch(page).getAttribute('aria-checked')).toBe('true');
    expect(await menu(page).getByRole('slider', { name: 'Fixation' }).inputValue()).toBe('3');
    expect(await menu(page).getByRole('slider', { name: 'Font Size' }).inputValue()).toBe('16');
    await menu(page).getByRole('slider', { name: 'Fixation' }).fill('2');
    await menu(page).getByRole('radio', { name: 'Green' }).check();
    expect(await menu(page).getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await menu(page).isVisible()).toBe(false);
    expect(
      await page
        .getByRole('button', { name: 'Accessibility' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    expect(await runs(page)).toBeGreaterThan(0);
    expect(JSON.parse((await stored(page, 'bionic')) ?? '{}')).toEqual({
      bionicSelect: 'bold',
      color: '#027A48',
      font: 16,
      fixation: 2,
    });

    await page.reload();
    await page.waitForFunction(() => document.querySelector('main [data-bionic-run]') !== null);
    await expect.poll(() => look(page)).toEqual({ select: 'bold', color: '#027A48', scale: '1' });
    expect(await stored(page, 'isBionic')).toBe('true');
    expect(profileCalls).toEqual([]);
  });

  it('keeps the page accessible with bionic reading on, and whole words are still found', async () => {
    await open(page, jobPath);
    expect(await runs(page)).toBeGreaterThan(0);
    const heading = page.getByRole('heading', { level: 1 });
    const title = (await heading.textContent()) ?? '';
    expect(await page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
    const word = title.split(/\s+/).find((w) => w.length > 3) ?? title;
    expect(await page.getByText(word).first().isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('puts back the original text exactly when turned off, and reads the same as before', async () => {
    const fresh = await browser.newPage();
    await open(fresh, jobPath);
    const before = await fresh.locator('main').innerHTML();
    const snapshot = await fresh.locator('main').ariaSnapshot();
    await openMenu(fresh);
    await bionicSwitch(fresh).click();
    await fresh.keyboard.press('Escape');
    expect(await runs(fresh)).toBeGreaterThan(0);
    expect(await fresh.locator('main').ariaSnapshot()).toBe(snapshot);
    await openMenu(fresh);
    await bionicSwitch(fresh).click();
    await fresh.keyboard.press('Escape');
    expect(await fresh.locator('main').innerHTML()).toBe(before);
    expect(await stored(fresh, 'bionic')).toBeNull();
    await fresh.close();
  });

  it('reflows at 320 px with the menu open', async () => {
    const narrow = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await open(narrow, '/');
    await openMenu(narrow);
    await bionicSwitch(narrow).click();
    const width = await narrow.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    const box = await menu(narrow).boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 320).toBe(true);
    await narrow.close();
  });
});

describe('the demo candidate', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext();
    await signInAsDemo(context, server);
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => context?.close());
  // Any page error fails the test it happened in: the saved settings apply from the first paint
  // and must never cost an island its hydration.
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });

  it('saves bionic settings, and a fresh browser signed in as them has them applied', async () => {
    await open(page, '/candidate/dashboard');
    await openMenu(page);
    await bionicSwitch(page).click();
    await menu(page).getByRole('slider', { name: 'Font Size' }).fill('18');
    await menu(page).getByRole('radio', { name: 'Underline' }).check();
    await menu(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your preferences are saved.').waitFor();
    expect(await menu(page).isVisible()).toBe(false);
    // The toast is an island's later render: it is read the bionic way too, and goes away cleanly.
    await page.locator('[role="status"] [data-bionic-run]').first().waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).first().click();
    expect(await page.getByText('Your preferences are saved.').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(JSON.parse((await savedOnServer(context)).bionicReadingConfiguration)).toEqual({
      fixation: 3,
      fontSize: 18,
      color: '#101828',
      bionicSelect: 'underline',
    });

    const other = await browser.newContext();
    await signInAsDemo(other, server);
    const elsewhere = await other.newPage();
    elsewhere.on('pageerror', (error) => errors.push(error.message));
    await open(elsewhere, '/candidate/dashboard');
    await elsewhere.waitForFunction(
      () => document.querySelector('main [data-bionic-run]') !== null,
    );
    await expect
      .poll(() => look(elsewhere))
      .toEqual({
        select: 'underline',
        color: '#101828',
        scale: '1.125',
      });
    await expectAccessible(elsewhere);
    await other.close();
  });

  it('goes back to the saved settings when the menu closes without saving', async () => {
    await open(page, '/candidate/dashboard');
    await openMenu(page);
    await menu(page).getByRole('radio', { name: 'Red' }).check();
    await menu(page).getByRole('slider', { name: 'Fixation' }).fill('5');
    await expect.poll(async () => (await look(page)).color).toBe('#B42318');
    await menu(page).getByRole('button', { name: 'Close' }).click();
    // The page is redrawn in the next animation frame.
    await expect
      .poll(() => look(page))
      .toEqual({ select: 'underline', color: '#101828', scale: '1.125' });
    await openMenu(page);
    expect(await menu(page).getByRole('slider', { name: 'Fixation' }).inputValue()).toBe('3');
    await page.keyboard.press('Escape');
  });

  it('turning bionic reading off saves an empty configuration; a change never saved closes back to the defaults', async () => {
    await open(page, '/candidate/dashboard');
    await openMenu(page);
    await bionicSwitch(page).click();
    expect(await runs(page)).toBe(0);
    await expect
      .poll(async () => (await savedOnServer(context)).bionicReadingConfiguration)
      .toBe('');
    await bionicSwitch(page).click();
    await menu(page).getByRole('radio', { name: 'Purple' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => look(page)).toEqual({ select: 'bold', color: '#101828', scale: '1' });
  });

  it('turns on the accessibility toolbar, saved as Y, whose zoom stops at 1.3; closing it saves N', async () => {
    await open(page, '/candidate/dashboard');
    await openMenu(page);
    await page.getByRole('switch', { name: 'Accessibility Toolbar' }).click();
    await page.keyboard.press('Escape');
    const toolbar = page.getByRole('region', { name: 'Accessibility toolbar' });
    await toolbar.waitFor();
    await expect.poll(async () => (await savedOnServer(context)).accessibility).toBe('Y');
    const plus = toolbar.getByRole('button', { name: 'Increase text size' });
    const minus = toolbar.getByRole('button', { name: 'Decrease text size' });
    expect(await minus.getAttribute('aria-disabled')).toBe('true');
    for (let step = 0; step < 3; step++) await plus.click();
    expect(await plus.getAttribute('aria-disabled')).toBe('true');
    await plus.dispatchEvent('click');
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('130%');
    await toolbar.getByRole('button', { name: 'High contrast' }).click();
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('wl-high-contrast')),
    ).toBe(true);

    await page.reload();
    await toolbar.waitFor();
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('130%');
    await toolbar.getByRole('button', { name: 'Close toolbar' }).click();
    expect(await toolbar.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('');
    await expect.poll(async () => (await savedOnServer(context)).accessibility).toBe('N');
  });

  it('has no menu on analytics', async () => {
    await open(page, '/candidate/analytics');
    expect(await page.getByRole('button', { name: 'Accessibility' }).count()).toBe(0);
  });

  it('sees candidate pages in the webview without the top bar, footer or menu', async () => {
    const jobDetails = `/webview/candidate/job-details/${jobPath.split('/').pop()}`;
    for (const path of [
      '/webview/candidate/dashboard',
      '/webview/candidate/my-jobs',
      '/webview/candidate/find-jobs',
      jobDetails,
    ]) {
      await open(page, path);
      expect(page.url()).toContain(path);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      expect(await page.getByRole('banner').count(), path).toBe(0);
      expect(await page.getByRole('contentinfo').count(), path).toBe(0);
      expect(await page.getByRole('button', { name: 'Accessibility' }).count(), path).toBe(0);
    }
    await open(page, '/webview/candidate/dashboard');
    expect(await page.getByRole('heading', { name: 'Welcome back, Dana' }).count()).toBe(1);
    await expectAccessible(page);
    const missing = await page.goto(`${server.url}/webview/nothing-here`);
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
  });
});
