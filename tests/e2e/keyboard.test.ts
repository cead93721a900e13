import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * A candidate who uses only a keyboard signs in, searches, opens a job, applies with the
 * screening answers and finds the job in My Jobs: every step is a key press or typing, and the
 * focused control is visibly marked on the way.
 */

const PASSWORD = 'Worklane#2026';
const MAX_TABS = 80;

let browser: Browser;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D');
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

const isFocused = (target: Locator) =>
  target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/** What has focus, as a reader of the failure would want to know it. */
const focusedName = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(page)';
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()} "${label}"`;
  });

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user moves on a page. */
async function tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const passed: string[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
    passed.push(await focusedName());
  }
  throw new Error(`Tab never reached the control; it went through:\n${passed.join('\n')}`);
}

/** The focused control shows a focus indicator: an outline or a ring drawn as a box shadow. */
async function expectVisibleFocus() {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const css = getComputedStyle(el);
    return {
      matches: el.matches(':focus-visible'),
      outline: css.outlineStyle !== 'none' && Number.parseFloat(css.outlineWidth) > 0,
      ring: css.boxShadow !== 'none',
    };
  });
  expect(style.matches).toBe(true);
  expect(style.outline || style.ring, `no focus indicator on ${await focusedName()}`).toBe(true);
}

describe('a keyboard-only candidate', () => {
  let title = '';

  it('signs in', async () => {
    await page.goto(`${server.url}/signin`);
    const email = page.getByLabel('Email');
    await email.waitFor();
    await tabTo(email);
    await expectVisibleFocus();
    await page.keyboard.type(DEMO_CANDIDATE.email);
    await tabTo(page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/candidate\/dashboard$/);
    await waitForHydration(page);
  });

  it('searches for Easy Apply jobs and opens one', async () => {
    // The search panel of the top bar opens like any disclosure, with Enter.
    await tabTo(page.locator('summary', { hasText: 'Search' }));
    await expectVisibleFocus();
    await page.keyboard.press('Enter');
    await tabTo(
      page.getByRole('banner').getByRole('combobox', { name: 'Job title, skill or keyword' }),
    );
    await expectVisibleFocus();
    await page.keyboard.type('nurse');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/candidate\/find-jobs\?.*keyword=nurse/);
    await waitForHydration(page);

    const easyApply = page.getByRole('checkbox', { name: 'Easy Apply Only' });
    await tabTo(easyApply);
    await expectVisibleFocus();
    await page.keyboard.press('Space');
    // The filters follow the search button, so the reader goes back to it.
    await tabTo(page.getByRole('button', { name: 'Search', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/easyApply=true/);
    await waitForHydration(page);

    const card = page.getByRole('article').first();
    title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const link = card.getByRole('link', { name: title });
    await tabTo(link);
    await expectVisibleFocus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await waitForHydration(page);
  });

  it('applies with the screening answers and finds the job under Applied', async () => {
    await tabTo(page.getByRole('link', { name: new RegExp(`Apply for ${title}`) }));
    await expectVisibleFocus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Apply for ${title}` }).waitFor();
    await waitForHydration(page);

    const start = page.getByLabel('When can you start?');
    await tabTo(start);
    await expectVisibleFocus();
    await page.keyboard.type('12012026');
    // Tab enters the radio group on its first option; an arrow key moves to and picks the next.
    await tabTo(page.getByRole('radio', { name: 'Full Time' }));
    await expectVisibleFocus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Part Time' }).isChecked()).resolves.toBe(true);
    await tabTo(page.getByLabel('Hours per day'));
    await page.keyboard.type('6');
    for (const day of ['Monday', 'Friday']) {
      await tabTo(page.getByRole('checkbox', { name: day }));
      await page.keyboard.press('Space');
    }
    await expectVisibleFocus();
    const submit = page.getByRole('button', { name: 'Submit application' });
    await tabTo(submit);
    await expectVisibleFocus();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/candidate\/my-jobs\?tab=A/);
    await page.getByRole('status').filter({ hasText: 'Your application has been sent.' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Applied', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(page.getByRole('heading', { level: 3, name: title }).isVisible()).resolves.toBe(
      true,
    );
  });
});
