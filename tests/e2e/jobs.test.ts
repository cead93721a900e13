import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
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

const results = (on: Page = page) =>
  on.getByRole('heading', { level: 2, name: /^Showing|^No results found$/ });

describe('the public job list', () => {
  it('searches by keyword with the Remote location and Easy Apply Only filters', async () => {
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    await expect(results().textContent()).resolves.toMatch(/^Showing 1–20 of [\d,]+\+? jobs$/);
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
    // The link leads to the second page (a lost click fails here, not as a stale page below). Its
    // address is enough: the page's every resource need not have loaded for its list to show, and
    // on a busy machine the load event once took longer than this wait allows.
    await page.waitForURL(/[?&]page=1(&|$)/, { waitUntil: 'commit' });
    await expect.poll(() => results().textContent()).toMatch(/^Showing 21–40 of/);
    await expect
      .poll(() => page.getByRole('article').first().getByRole('heading').textContent())
      .not.toBe(first);
  });

  it('leads from a page past the last back to the last one', async () => {
    await page.goto(`${server.url}/job-list?keyword=barista&page=99`);
    await page.getByRole('heading', { name: 'No results on this page', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Go to the last page of results' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') !== '99');
    await expect(results().textContent()).resolves.toMatch(/^Showing \d+–\d+ of \d+ jobs$/);
    await expect(page.getByRole('article').count()).resolves.toBeGreaterThan(0);
  });
});

describe('the search panel', () => {
  it('suggests titles and skills while typing, and a suggestion runs the search', async () => {
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Job title, skill or keyword' });
    await box.pressSequentially('car', { delay: 20 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expect(options.first().textContent()).resolves.toMatch(/in (job title|skills)$/);
    // Each has its icon drawn, never a character a font may lack (an emoji shows as a box).
    await expect(options.first().locator('svg').count()).resolves.toBe(1);
    await expect(options.first().textContent()).resolves.toMatch(/^[A-Za-z]/);
    await expect(page.getByRole('button', { name: 'See All' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await box.press('ArrowDown');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe('suggestion-0');
    const picked = (await options.first().textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL(/name=/);
    const url = new URL(page.url());
    expect(picked).toContain(url.searchParams.get('name') ?? '-');
    expect(url.searchParams.has('jobTitle') || url.searchParams.has('skills')).toBe(true);
    await expect(results().textContent()).resolves.toMatch(/^Showing/);
  });

  it("searches where the device is with 'Use my location', and says so when it is refused", async () => {
    const located = await browser.newContext({
      geolocation: { latitude: 29.76, longitude: -95.37 },
      permissions: ['geolocation'],
    });
    const here = await located.newPage();
    await here.goto(`${server.url}/job-list`);
    await waitForHydration(here);
    await here.getByRole('button', { name: 'Use my location' }).click();
    const box = here.getByRole('combobox', { name: 'Location' });
    await expect.poll(() => box.inputValue()).toBe('Houston, Texas, United States of America');
    await here.getByRole('button', { name: 'Search' }).click();
    await here.waitForURL((url) => url.searchParams.get('city') === 'Houston');
    await expect(results(here).textContent()).resolves.toMatch(/^Showing/);
    await located.close();

    const refused = await browser.newContext();
    const page2 = await refused.newPage();
    await page2.goto(`${server.url}/job-list`);
    await waitForHydration(page2);
    await page2.getByRole('button', { name: 'Use my location' }).click();
    await page2
      .getByRole('alert')
      .filter({ hasText: "We couldn't find where you are. Type a place instead." })
      .waitFor();
    await refused.close();
  });

  it("says 'No results found' for a word nothing starts with", async () => {
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    await page
      .getByRole('combobox', { name: 'Job title, skill or keyword' })
      .pressSequentially('zqzq', { delay: 20 });
    await page.getByRole('status').filter({ hasText: 'No results found' }).waitFor();
  });

  it('takes a location only from the list', async () => {
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    const place = page.getByRole('combobox', { name: 'Location' });
    await place.pressSequentially('Nowherevil', { delay: 10 });
    await page.getByRole('checkbox', { name: 'Remote location' }).focus();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Please select from the list',
    );
    await expect(place.inputValue()).resolves.toBe('');
    await place.pressSequentially('Manch', { delay: 20 });
    const options = page.getByRole('listbox', { name: 'Places' }).getByRole('option');
    await options.first().waitFor();
    await options.first().click();
    await expect(place.inputValue()).resolves.toMatch(/^Manchester, /);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/city=Manchester/);
    for (const text of await page.getByRole('article').allTextContents())
      expect(text).toContain('Manchester');
  });

  it('chooses a place from the list with the keyboard, or the first listed on Search', async () => {
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    const place = page.getByRole('combobox', { name: 'Location' });
    await place.pressSequentially('Seattle', { delay: 20 });
    const options = page.getByRole('listbox', { name: 'Places' }).getByRole('option');
    await options.first().waitFor();
    await place.press('ArrowDown');
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    await place.press('Enter');
    await expect(place.inputValue()).resolves.toMatch(/^Seattle, Washington/);
    await place.press('Enter');
    await page.waitForURL(/city=Seattle/);

    // Typed, listed, not chosen: Search takes the place listed first, not everywhere.
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('barista');
    await place.pressSequentially('Seattle', { delay: 20 });
    await options.first().waitFor();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/city=Seattle/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('barista');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
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
    // Scripts never block rendering: the only ones are deferred modules (share link handling).
    const blocking = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.filter((s) => s.getAttribute('type') !== 'module').length);
    expect(blocking).toBe(0);
    await expectAccessible(page);
  });
});

describe('signed in', () => {
  it('keeps the query when the public list becomes the candidate search, and opens candidate job pages', async () => {
    await signInAsDemo(context, server);
    await page.goto(`${server.url}/job-list?keyword=care&remote=true`);
    expect(new URL(page.url()).pathname).toBe('/candidate/find-jobs');
    await waitForHydration(page);
    await expect(
      page.getByRole('combobox', { name: 'Job title, skill or keyword' }).inputValue(),
    ).resolves.toBe('care');
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

describe('the top bar', () => {
  const header = () => page.getByRole('banner');
  const openSearch = async () => {
    await header()
      .locator('summary', { hasText: /Search/ })
      .click();
    return header().getByRole('search', { name: 'Search jobs' });
  };

  it('2.2/2.3/9: the top bar search suggests in a list 46% of the panel wide, takes a location only from the list, and resets', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/candidate/dashboard`);
    await waitForHydration(page);
    const panel = await openSearch();
    const box = panel.getByRole('combobox', { name: 'Job title, skill or keyword' });
    await box.pressSequentially('car', { delay: 30 });
    const list = panel.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    await expect(list.getByRole('option').first().textContent()).resolves.toMatch(
      /in (job title|skills)$/,
    );
    const width = async (locator: typeof list) => (await locator.boundingBox())?.width ?? 0;
    const ratio = (await width(list)) / (await width(panel));
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(0.5);
    await expectAccessible(page);

    const place = panel.getByRole('combobox', { name: 'Location' });
    await place.pressSequentially('Nowherevil', { delay: 10 });
    await box.focus();
    await expect(panel.getByRole('alert').textContent()).resolves.toBe(
      'Please select from the list',
    );
    await expect(place.inputValue()).resolves.toBe('');
    await panel.getByRole('link', { name: 'Reset' }).click();
    await page.waitForURL(`${server.url}/candidate/find-jobs`);
  });

  it('9: the suggestion list spans the whole panel on a narrow screen', async () => {
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 360, height: 740 });
    await narrow.goto(`${server.url}/job-list`);
    await waitForHydration(narrow);
    const form = narrow.getByRole('main').getByRole('search', { name: 'Search jobs' });
    const box = form.getByRole('combobox', { name: 'Job title, skill or keyword' });
    await box.pressSequentially('car', { delay: 30 });
    const list = form.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    const listWidth = (await list.boundingBox())?.width ?? 0;
    // Its borders aside, as wide as the keyword box (46 percent would be some 150 px narrower).
    expect(Math.abs(listWidth - ((await box.boundingBox())?.width ?? 0))).toBeLessThanOrEqual(2);
    await narrow.close();
  });

  it('2.2: the top bar search is a plain form that reaches the results before any script', async () => {
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const tab = await plain.newPage();
    await tab.goto(`${server.url}/candidate/dashboard`);
    await tab
      .getByRole('banner')
      .locator('summary', { hasText: /Search/ })
      .click();
    const form = tab.getByRole('banner').getByRole('search', { name: 'Search jobs' });
    await form.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('nurse');
    await form.getByRole('button', { name: 'Search' }).click();
    await tab.waitForURL(/\/candidate\/find-jobs\?keyword=nurse/);
    await expect(results(tab).textContent()).resolves.toMatch(/^Showing|^No results found$/);
    await plain.close();
  });

  it('5: the collapsed search shows the searched keyword and location cut to 8 characters, never the query', async () => {
    await page.goto(`${server.url}/candidate/find-jobs?keyword=Registered%20nurse&city=Manchester`);
    const summary = header().locator('summary', { hasText: /Search/ });
    await expect(summary.locator('span[aria-hidden="true"]').textContent()).resolves.toBe(
      'Register… · Manchest…',
    );
    await expect(
      page
        .getByRole('main')
        .getByRole('combobox', { name: 'Job title, skill or keyword' })
        .inputValue(),
    ).resolves.toBe('Registered nurse');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('Registered nurse');
  });

  it('2.2: has the Enterprise switch, hidden', async () => {
    const hidden = page.getByRole('button', { name: 'Switch to Enterprise', includeHidden: true });
    await expect(hidden.count()).resolves.toBe(1);
    await expect(hidden.isVisible()).resolves.toBe(false);
  });
});

describe('applying', () => {
  it("takes a visitor's apply through sign-in and back, then shows the job under Applied", async () => {
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto(`${server.url}/job-list?easyApply=true`);
    const card = tab.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await tab.getByRole('link', { name: new RegExp(`Apply for ${title}`) }).click();
    await tab.getByRole('link', { name: 'Sign in to apply' }).click();
    await tab.getByLabel('Email').fill('demo@worklane.test');
    await tab.getByLabel('Password', { exact: true }).fill('Worklane#2026');
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(/\/candidate\/application\/\d+$/);
    await expect(
      tab.getByRole('heading', { level: 1, name: `Apply for ${title}` }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(tab);

    await tab.getByLabel('When can you start?').fill('2026-12-01');
    await tab.getByRole('radio', { name: 'Part Time' }).check();
    await tab.getByLabel('Hours per day').fill('6');
    await tab.getByRole('checkbox', { name: 'Monday' }).check();
    await tab.getByRole('checkbox', { name: 'Friday' }).check();
    await tab.getByRole('button', { name: 'Submit application' }).click();
    await tab.waitForURL(/\/candidate\/my-jobs\?tab=A/);
    await tab.getByRole('status').filter({ hasText: 'Your application has been sent.' }).waitFor();
    await expect(
      tab.getByRole('link', { name: 'Applied', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(tab.getByRole('heading', { level: 3, name: title }).isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(tab);

    await visitor.close();
  });

  it('refuses a second application with a clear message', async () => {
    const tab = await context.newPage();
    await tab.goto(`${server.url}/candidate/my-jobs?tab=A`);
    const first = tab
      .getByRole('listitem')
      .filter({ has: tab.getByRole('heading', { level: 3 }) })
      .first();
    const href = (await first.getByRole('link').getAttribute('href')) ?? '';
    const id = href.split('/').pop();
    await tab.goto(`${server.url}/candidate/application/${id}`);
    await tab.getByLabel('When can you start?').fill('2026-12-01');
    await tab.getByRole('radio', { name: 'Full Time' }).check();
    await tab.getByLabel('Hours per day').fill('8');
    await tab.getByRole('checkbox', { name: 'Tuesday' }).check();
    await tab.getByRole('button', { name: 'Submit application' }).click();
    await expect(tab.getByRole('alert').textContent()).resolves.toBe(
      'You have already applied for this job.',
    );
    await tab.close();
  });
});

describe('an enterprise moving the candidate', () => {
  it('shows the job under Offered once the enterprise API offers it, and the candidate accepts', async () => {
    const db = openDatabase({ dataDir: server.dataDir });
    let key = '';
    let applicationId = 0;
    let jobId = 0;
    let title = '';
    try {
      const application = await db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select(['applications.id', 'applications.job_id', 'jobs.enterprise_id', 'jobs.title'])
        .orderBy('applications.id', 'desc')
        .executeTakeFirstOrThrow();
      key = await createApiKey(db, application.enterprise_id, 'e2e');
      applicationId = application.id;
      jobId = application.job_id;
      title = application.title;
    } finally {
      await db.destroy();
    }
    const moved = await fetch(
      `${server.url}/enterprise/api/v1/applications/${applicationId}/status`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'F' }),
      },
    );
    expect(moved.status).toBe(200);
    const tab = await context.newPage();
    // The link the offer's notification carries: the Offered tab with that job first and marked.
    await tab.goto(`${server.url}/candidate/my-jobs?tab=F&jobId=${jobId}`);
    await expect(
      tab.getByRole('link', { name: 'Offered', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    const entry = tab.locator('li[aria-current="true"]');
    await expect(entry.getByRole('heading', { level: 3 }).textContent()).resolves.toBe(title);
    await expect(entry.getByText('Awaiting your answer').isVisible()).resolves.toBe(true);
    await waitForHydration(tab);
    await entry.getByRole('button', { name: `Accept offer for ${title}` }).click();
    await entry.getByRole('status').filter({ hasText: 'You accepted the offer.' }).waitFor();

    await tab.reload();
    const after = tab.locator('li[aria-current="true"]');
    await expect(after.getByText('Offer accepted').isVisible()).resolves.toBe(true);
    await after.getByText(`Application timeline for ${title}`).click();
    await expect(
      after.getByRole('listitem').filter({ hasText: 'You accepted the offer' }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(tab);
    await tab.close();
  });
});

describe('saving a job', () => {
  it('saves a job from its page and lists it under Saved', async () => {
    const tab = await context.newPage();
    await tab.goto(`${server.url}/candidate/find-jobs`);
    const card = tab.getByRole('article').nth(3);
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await waitForHydration(tab);
    const save = tab.getByRole('button', { name: new RegExp(`Save job ${title}`) });
    await expect(save.getAttribute('aria-pressed')).resolves.toBe('false');
    await save.click();
    await expect(
      tab.getByRole('button', { name: new RegExp(`Saved ${title}`) }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await tab.goto(`${server.url}/candidate/my-jobs?tab=saved`);
    await expect(tab.getByRole('heading', { level: 3, name: title }).isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(tab);
    await tab.close();
  });
});
