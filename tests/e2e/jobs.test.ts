import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D');
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

const results = () => page.getByRole('heading', { level: 2, name: /^Showing|^No results found$/ });

describe('the public job list', () => {
  it('searches by keyword with the Remote location and Easy Apply Only filters', async () => {
    await page.goto(`${server.url}/job-list`);
    await expect(results().textContent()).resolves.toMatch(/^Showing 1–20 of [\d,]+ jobs$/);
    await expectAccessible(page);
    await page.getByLabel('Job title, skill or keyword').fill('care');
    await page.getByRole('checkbox', { name: 'Remote location' }).check();
    await page.getByRole('checkbox', { name: 'Easy Apply Only' }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/keyword=care/);
    expect(new URL(page.url()).searchParams.get('remote')).toBe('true');
    const cards = page.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(
        cards.nth(i).getByRole('list', { name: 'Job facts' }).textContent(),
      ).resolves.toMatch(/Remote.*Easy Apply/);
    }
  });

  it("says 'No results found' when nothing matches", async () => {
    await page.goto(`${server.url}/job-list?keyword=zzzqqqxxx`);
    await expect(results().textContent()).resolves.toBe('No results found');
  });

  it('pages through results', async () => {
    await page.goto(`${server.url}/job-list`);
    const first = await page.getByRole('article').first().getByRole('heading').textContent();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(results().textContent()).resolves.toMatch(/^Showing 21–40 of/);
    await expect(
      page.getByRole('article').first().getByRole('heading').textContent(),
    ).resolves.not.toBe(first);
  });
});

describe('a job page', () => {
  it('is rendered on the server with its JobPosting data and an Apply link', async () => {
    await page.goto(`${server.url}/job-list`);
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title }).isVisible()).resolves.toBe(
      true,
    );
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title,
      hiringOrganization: { name: expect.any(String) },
    });
    await expect(
      page.getByRole('link', { name: new RegExp(`Apply for ${title}`) }).getAttribute('href'),
    ).resolves.toMatch(/^\/application\/\d+$/);
    await expect(page.locator('script[src]').count()).resolves.toBe(0);
    await expectAccessible(page);
  });
});

describe('signed in', () => {
  it('keeps the query when the public list becomes the candidate search, and opens candidate job pages', async () => {
    await signInAsDemo(context, server);
    await page.goto(`${server.url}/job-list?keyword=care&remote=true`);
    expect(new URL(page.url()).pathname).toBe('/candidate/find-jobs');
    await expect(page.getByLabel('Job title, skill or keyword').inputValue()).resolves.toBe('care');
    await expectAccessible(page);
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/candidate\/job-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title }).isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(page);
  });
});
