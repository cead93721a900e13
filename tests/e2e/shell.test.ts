import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAVOURS, type FlavourCode } from '../../src/shared/flavours.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** Every public shell page with the heading a visitor should land on. */
const PAGES: [path: string, heading: string | RegExp][] = [
  ['/feature', 'Features'],
  ['/termsofuse', 'Terms of Use'],
  ['/privacypolicy', 'Privacy Policy'],
  ['/ukprivacypolicy', 'UK Privacy Policy'],
  ['/cookiepolicy', 'Cookie Policy'],
  ['/job-list', 'Find jobs'],
  ['/find-jobs', 'Find jobs'],
  ['/signin', 'Sign in'],
  ['/signup', 'Create your account'],
  ['/forgotpassword', 'Reset your password'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe.each(['D', 'N', 'H'] as FlavourCode[])('flavour %s, signed out', (code) => {
  const flavour = FLAVOURS[code];
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    server = await startServer(code);
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('serves the launch page on / and /home with the flavour title and its navbar', async () => {
    for (const path of ['/', '/home']) {
      const res = await page.goto(server.url + path);
      expect(res?.status()).toBe(200);
      await expect(page.title()).resolves.toBe(`Job Seekers | ${flavour.brand}`);
      expect(await page.getByRole('img', { name: '' }).count()).toBeGreaterThanOrEqual(0);
      await expect(
        page.getByRole('link', { name: `${flavour.brand} home` }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        page.getByRole('link', { name: 'Create a Profile' }).first().getAttribute('href'),
      ).resolves.toBe('/signup');
    }
    const main = page.getByRole('main');
    for (const heading of [
      'Take control of your career path',
      'Search for jobs anywhere, anytime',
      'Get hired faster with personalised recommendations',
      'A dynamic profile with video pitches and a matching score',
      'Present yourself to leading companies',
      'Expert career guidance through a virtual coach and career-pathing resources',
    ]) {
      await expect(main.getByRole('heading', { name: heading }).isVisible()).resolves.toBe(true);
    }
    if (flavour.healthcareLanding) {
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      for (const name of ['Home', 'Browse Jobs', 'Testimonials', 'Login', 'Join Now']) {
        await expect(nav.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
      }
    } else {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Job Seekers' }).isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Sign Up' }).isVisible()).resolves.toBe(true);
    }
  });

  it('4.7/9: reveals the newest jobs on the launch page 1200 ms after it starts', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const started = Date.now();
    await page.goto(`${server.url}/`);
    const latest = page.getByRole('region', { name: 'New jobs' });
    if (Date.now() - started < 1000) await expect(latest.isVisible()).resolves.toBe(false);
    await latest.waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
    const links = latest.getByRole('link', { name: /./ });
    await expect(links.first().getAttribute('href')).resolves.toMatch(/^\/job\/\d+$/);
    await expectAccessible(page);
  });

  it('1/7.2: searches from the job list carry is-healthcare=true in flavour H only', async () => {
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Job title, skill or keyword' });
    await box.fill('care');
    await box.press('Enter');
    await page.waitForURL(/keyword=care/);
    const url = new URL(page.url());
    expect(url.searchParams.get('is-healthcare')).toBe(flavour.healthcareSearch ? 'true' : null);
    await expect(
      page.getByRole('heading', { level: 2, name: /^Showing|^No results found$/ }).isVisible(),
    ).resolves.toBe(true);
  });

  it('blocks no rendering with script on the launch, features and legal pages', async () => {
    for (const path of ['/', '/feature', '/termsofuse']) {
      await page.goto(server.url + path);
      // Only deferred modules: islands hydrate when the browser is idle, after first paint.
      const blocking = await page
        .locator('script[src]')
        .evaluateAll(
          (scripts) =>
            scripts.filter((s) => s.getAttribute('type') !== 'module' && !s.hasAttribute('async'))
              .length,
        );
      expect(blocking, path).toBe(0);
      const eager = await page
        .locator('astro-island')
        .evaluateAll(
          (islands) => islands.filter((i) => i.getAttribute('client') === 'load').length,
        );
      expect(eager, path).toBe(0);
    }
  });

  // axe-sweep.test.ts checks each of these pages for accessibility in every flavour.
  it.each(PAGES)('answers %s with a real page', async (path, heading) => {
    const res = await page.goto(server.url + path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(
      true,
    );
  });

  it('sends visitors of the QR and video pitch pages to sign in', async () => {
    for (const path of ['/qr', '/upload-video']) {
      await page.goto(server.url + path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sign in' }).isVisible(),
        path,
      ).resolves.toBe(true);
    }
  });

  it('shows the not-found screen with status 404 for unknown paths', async () => {
    for (const path of [
      '/candidate/public/abc',
      '/webview/profile',
      '/no-such-page',
      '/job/not-a-number',
      '/job/99999999',
      '/job/12/a/b/c',
      '/nested/unknown/path',
    ]) {
      const res = await page.goto(server.url + path);
      expect(res?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible(),
      ).resolves.toBe(true);
    }
    await expectAccessible(page);
  });

  it('sends visitors from the candidate area to sign-in', async () => {
    for (const path of [
      '/candidate',
      '/candidate/',
      '/candidate/dashboard',
      '/candidate/my-jobs',
    ]) {
      await page.goto(server.url + path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sign in' }).isVisible(),
        path,
      ).resolves.toBe(true);
      await expect(page.getByText('Welcome back').count()).resolves.toBe(0);
    }
  });

  it('links the footer to the legal pages in a new window and to three social pages', async () => {
    await page.goto(`${server.url}/feature`);
    const legal = page.getByRole('navigation', { name: 'Legal' });
    for (const name of ['Terms of Use', 'Privacy Policy', 'Cookie Policy']) {
      await expect(
        legal.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('target'),
      ).resolves.toBe('_blank');
    }
    await expect(
      page.getByRole('navigation', { name: 'Social media' }).getByRole('link').count(),
    ).resolves.toBe(3);
  });

  it('jumps to the feature sections from their anchors', async () => {
    await page.goto(`${server.url}/feature`);
    for (const name of ['Job views', 'Candidate profile', 'Job listings', 'Candidate dashboard']) {
      await page
        .getByRole('navigation', { name: 'Feature sections' })
        .getByRole('link', { name })
        .click();
      await expect(
        page.getByRole('heading', { level: 2, name, exact: true }).isVisible(),
      ).resolves.toBe(true);
    }
    const external = page.getByRole('link', { name: /^Book a demo/ });
    await expect(external.getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await expect(
      page.getByRole('link', { name: /^Get in touch with a product specialist/ }).isVisible(),
    ).resolves.toBe(true);
  });
});
