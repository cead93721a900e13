import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

let browser: Browser;
let server: RunningServer;
let page: Page;

/** Posts a job through the enterprise API, as an enterprise would. */
async function postJob(key: string, fields: Record<string, unknown>) {
  const res = await fetch(`${server.url}/enterprise/api/v1/jobs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      description: 'Care for patients on a busy ward with a friendly team.',
      countryCode: 'US',
      country: 'United States of America',
      workMode: 'O',
      employmentType: 'FT',
      experienceLevel: 'AT',
      ...fields,
    }),
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D', { ALERTS_INTERVAL_MINUTES: '0' });
  const db = openDatabase({ dataDir: server.dataDir });
  let key = '';
  try {
    const enterprise = await db.selectFrom('enterprises').select('id').executeTakeFirstOrThrow();
    key = await createApiKey(db, enterprise.id, 'e2e');
  } finally {
    await db.destroy();
  }
  // Nurses in Texas exist whatever the demo data drew.
  for (const city of ['Houston', 'Dallas'])
    await postJob(key, { title: 'Registered Nurse', city, state: 'Texas' });
  // A nurse where the demo candidate lives (Leeds).
  await postJob(key, {
    title: 'Registered Nurse',
    city: 'Leeds',
    state: 'West Yorkshire',
    countryCode: 'GB',
    country: 'United Kingdom',
  });
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

const results = (p: Page) =>
  p.getByRole('heading', { level: 2, name: /^Showing|^No results found$/ });
const cards = (p: Page) => p.getByRole('article');
const chips = (p: Page) => p.getByRole('list', { name: 'Search filters from your words' });

async function cardTexts(p: Page, what: 'place' | 'time' | 'title') {
  const all = cards(p);
  const out: string[] = [];
  for (let i = 0; i < (await all.count()); i++) {
    const card = all.nth(i);
    if (what === 'time') out.push((await card.locator('time').getAttribute('datetime')) ?? '');
    else if (what === 'title') out.push((await card.getByRole('heading').textContent()) ?? '');
    else out.push((await card.locator('p').first().textContent()) ?? '');
  }
  return out;
}

describe('search understanding on the results page', () => {
  it('reads a misspelt role with a state code: located results, a chip, and the correction', async () => {
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    await page.getByLabel('Job title, skill or keyword').fill('nurce tx');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/keyword=nurce/);
    await expect(results(page).textContent()).resolves.toMatch(/^Showing 1–\d+ of [\d,]+\+? jobs$/);
    await expect(chips(page).getByRole('link', { name: 'Remove Texas' }).count()).resolves.toBe(1);
    const places = await cardTexts(page, 'place');
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toContain('Texas');
    await expect(page.getByText('Showing results for nurse').count()).resolves.toBe(1);
    // The role's word is highlighted ('Registered Nurse' is matched whole).
    const marks = await cards(page).first().locator('mark').allTextContents();
    expect(marks.some((mark) => /nurs/i.test(mark))).toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Search instead for nurce' }).click();
    await page.waitForURL(/asTyped=true/);
    await expect(page.getByText('Showing results for').count()).resolves.toBe(0);
    await page.goBack();

    await chips(page).getByRole('link', { name: 'Remove Texas' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'nurce');
    await waitForHydration(page);
    await expect(chips(page).count()).resolves.toBe(0);
    await expect(page.getByLabel('Job title, skill or keyword').inputValue()).resolves.toBe(
      'nurce',
    );
  });

  it('sorts by date posted instead of relevance, with plain links', async () => {
    await page.goto(`${server.url}/job-list?keyword=nurse`);
    const sort = page.getByRole('navigation', { name: 'Sort results' });
    await expect(
      sort.getByRole('link', { name: 'Relevance' }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    const byRelevance = await cardTexts(page, 'title');
    const relevanceDates = await cardTexts(page, 'time');
    await sort.getByRole('link', { name: 'Date posted' }).click();
    await page.waitForURL(/sort=date/);
    await expect(
      sort.getByRole('link', { name: 'Date posted' }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    const dates = await cardTexts(page, 'time');
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect({ titles: await cardTexts(page, 'title'), dates }).not.toEqual({
      titles: byRelevance,
      dates: relevanceDates,
    });
    await expectAccessible(page);
  });

  it('names the words no job matched and shows results for the rest', async () => {
    await page.goto(`${server.url}/job-list?keyword=nurse%20xqzvjk`);
    await expect(
      page.getByText('No jobs matched all your words. Showing results without: xqzvjk').count(),
    ).resolves.toBe(1);
    await expect(cards(page).count()).resolves.toBeGreaterThan(0);
    // The role's word is highlighted ('Registered Nurse' is matched whole).
    const marks = await cards(page).first().locator('mark').allTextContents();
    expect(marks.some((mark) => /nurs/i.test(mark))).toBe(true);
    await expectAccessible(page);
  });

  it('shows only the empty state when no job has any of the words', async () => {
    await page.goto(`${server.url}/job-list?keyword=xqzvjk`);
    await expect(results(page).textContent()).resolves.toBe('No results found');
    await expect(page.getByText('Showing results without').count()).resolves.toBe(0);
    // Words alone, no filter: the way on is other words, or every job.
    await expect(page.getByText('fewer filters').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'browse all open jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/job-list' && url.search === '');
    await expect(results(page).textContent()).resolves.toMatch(/^Showing 1–20 of/);
  });

  it('says when no job passes the filters chosen, and takes one back at a click', async () => {
    await page.goto(`${server.url}/job-list?keyword=nurse&remote=true&city=Atlantis`);
    await expect(results(page).textContent()).resolves.toBe('No results found');
    await expect(
      page.getByText('No jobs match the filters you chose, whatever the words.').count(),
    ).resolves.toBe(1);
    // The words were not what kept the jobs out.
    await expect(page.getByText('Showing results without').count()).resolves.toBe(0);
    const chosen = page.getByRole('list', { name: 'Filters you chose' });
    const links = await chosen.getByRole('link').all();
    const names = await Promise.all(links.map((link) => link.getAttribute('aria-label')));
    expect(names).toEqual(['Remove Remote location', 'Remove Atlantis']);
    await expectAccessible(page);
    await chosen.getByRole('link', { name: 'Remove Atlantis' }).click();
    await page.waitForURL((url) => !url.searchParams.has('city'));
    expect(new URL(page.url()).searchParams.get('remote')).toBe('true');
    await expect(results(page).textContent()).resolves.toMatch(/^Showing 1–/);
    await expect(cards(page).count()).resolves.toBeGreaterThan(0);
  });

  it('offers to take back a filter when the words find no job with all of them', async () => {
    // A place chosen from the location list gives its country by its code.
    await page.goto(
      `${server.url}/job-list?keyword=barista&remote=true&city=Seattle&state=Washington&country=US`,
    );
    await expect(results(page).textContent()).resolves.toBe('No results found');
    await expect(
      page.getByText('No jobs have your words and all the filters you chose.').count(),
    ).resolves.toBe(1);
    const chosen = page.getByRole('list', { name: 'Filters you chose' });
    const links = await chosen.getByRole('link').all();
    const names = await Promise.all(links.map((link) => link.getAttribute('aria-label')));
    expect(names).toEqual([
      'Remove Remote location',
      'Remove Seattle, Washington, United States of America',
    ]);
    await expectAccessible(page);
    await chosen.getByRole('link', { name: 'Remove Remote location' }).click();
    await page.waitForURL((url) => !url.searchParams.has('remote'));
    await expect(results(page).textContent()).resolves.toMatch(/^Showing 1–/);
    const places = await cards(page).getByText('Seattle').count();
    expect(places).toBeGreaterThan(0);
  });

  it('says when a need is met only by the value next to it, and lists those jobs first', async () => {
    await page.goto(`${server.url}/job-list?keyword=forklift%20job%20not%20loud`);
    await expect(
      page.getByText('No jobs matched “not loud”. Showing the nearest first: Some noise.').count(),
    ).resolves.toBe(1);
    await expect(page.getByText('Showing results without').count()).resolves.toBe(0);
    await expect(cards(page).first().getByText('Some noise').count()).resolves.toBe(1);
  });

  it('lists the jobs in the place typed first, says how many, and follows with the role elsewhere', async () => {
    await page.goto(`${server.url}/job-list?keyword=plumber%20austin`);
    await expect(
      chips(page).getByRole('link', { name: 'Remove Austin, TX' }).count(),
    ).resolves.toBe(1);
    const line = page.getByText('everything you asked. Similar jobs follow.');
    await expect(line.count()).resolves.toBe(1);
    const exact = Number((await line.textContent())?.trim().match(/^\d+/)?.[0] ?? 1);
    const places = await cardTexts(page, 'place');
    const titles = await cardTexts(page, 'title');
    expect(places.length).toBeGreaterThan(exact);
    for (const place of places.slice(0, exact)) expect(place).toContain('Austin');
    expect(places.slice(exact).some((place) => !place.includes('Austin'))).toBe(true);
    for (const title of titles.slice(0, exact)) expect(title).toMatch(/plumb/i);
    await expectAccessible(page);
  });

  it('counts the jobs elsewhere in the state that meet all but the city before the similar ones', async () => {
    // No cashier works in Austin; one part-time cashier works elsewhere in Texas.
    await page.goto(`${server.url}/job-list?searchBar=part%20time%20cashier%20in%20austin`);
    const lines = [
      'No jobs matched all your words. Showing results without: Austin',
      'One job matches everything else you asked. Similar jobs follow.',
    ];
    for (const line of lines) await expect(page.getByText(line).count()).resolves.toBe(1);
    const [place] = await cardTexts(page, 'place');
    const [first, ...rest] = await cardTexts(page, 'title');
    expect({ place, first }).toMatchObject({
      place: expect.stringContaining('Texas'),
      first: 'Cashier',
    });
    expect(rest.some((title) => title !== 'Cashier')).toBe(true);
  });

  it('says when related roles in the place typed come before the role elsewhere', async () => {
    // No plumber works in Illinois: trades there come first, then plumbers elsewhere.
    await page.goto(`${server.url}/job-list?searchBar=plumber%20in%20chicago`);
    await expect(
      page.getByText('Jobs in related roles in Illinois come first.').count(),
    ).resolves.toBe(1);
    const places = await cardTexts(page, 'place');
    const titles = await cardTexts(page, 'title');
    expect(places[0]).toContain('Illinois');
    expect(titles[0]).not.toMatch(/plumb/i);
    expect(titles.some((title) => /plumb/i.test(title))).toBe(true);
  });

  it("says when it couldn't find a place", async () => {
    await page.goto(`${server.url}/job-list?searchBar=nurse%20in%20Atlantiss`);
    await expect(page.getByText("We couldn't find a place called Atlantiss").count()).resolves.toBe(
      1,
    );
    await expect(cards(page).count()).resolves.toBeGreaterThan(0);
    // A city not found in a state that is: its jobs are the state's.
    await page.goto(`${server.url}/job-list?searchBar=nurse%20dublin%20ohio`);
    await expect(
      page
        .getByText("We couldn't find a place called dublin in Ohio. Showing jobs anywhere in Ohio.")
        .count(),
    ).resolves.toBe(1);
  });

  it("searches 'near me' where a signed-in candidate lives, and tells a visitor how to", async () => {
    await page.goto(`${server.url}/job-list?keyword=nurse%20near%20me`);
    await expect(
      page.getByText('To search near you, type a place or sign in.').count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'sign in', exact: true }).count()).resolves.toBe(1);
    await expect(cards(page).count()).resolves.toBeGreaterThan(0);

    const context = await browser.newContext();
    await signInAsDemo(context, server);
    const mine = await context.newPage();
    await mine.goto(`${server.url}/candidate/find-jobs?keyword=nurse%20near%20me`);
    await waitForHydration(mine);
    const near = chips(mine).getByRole('link', { name: 'Remove Near you: Leeds, United Kingdom' });
    await expect(near.count()).resolves.toBe(1);
    await expect(mine.getByText('To search near you').count()).resolves.toBe(0);
    const places = await cardTexts(mine, 'place');
    expect(places[0]).toContain('Leeds');
    await expectAccessible(mine);
    await near.click();
    await mine.waitForURL((url) => url.searchParams.get('keyword') === 'nurse');
    await expect(chips(mine).count()).resolves.toBe(0);
    await context.close();
  });

  it('works without scripts: chips and sorting are links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${server.url}/job-list?keyword=nurse%20houston%20full%20time`);
    await expect(
      chips(bare)
        .getByRole('link', { name: /^Remove / })
        .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label'))),
    ).resolves.toEqual(['Remove Houston, TX', 'Remove Full Time']);
    await bare.getByRole('link', { name: 'Date posted' }).click();
    await bare.waitForURL(/sort=date/);
    await chips(bare).getByRole('link', { name: 'Remove Full Time' }).click();
    await bare.waitForURL((url) => url.searchParams.get('keyword') === 'nurse houston');
    expect(new URL(bare.url()).searchParams.get('sort')).toBe('date');
    await expect(chips(bare).getByRole('link').count()).resolves.toBe(1);
    await context.close();
  });

  it("shows a signed-in candidate each card's match, as the dashboard does", async () => {
    const context = await browser.newContext();
    await signInAsDemo(context, server);
    const mine = await context.newPage();
    await mine.goto(`${server.url}/candidate/find-jobs?keyword=nurse`);
    await waitForHydration(mine);
    // Every card of a job that names skills shows the candidate's match with it.
    const skilled = cards(mine).filter({ hasText: 'Skills:' });
    const count = await skilled.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++)
      await expect(skilled.nth(i).textContent()).resolves.toMatch(
        /\d{1,3}% match\s*\d+ of \d+ skills?/,
      );
    await expectAccessible(mine);
    await context.close();
  });
});
