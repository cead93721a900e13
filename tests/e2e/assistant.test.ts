import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D', { ALERTS_INTERVAL_MINUTES: '0' });
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

/** A fresh browser profile that already accepted cookies, signed in as the demo candidate or not. */
async function newReader(signedIn: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const domain = new URL(server.url).hostname;
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', domain, path: '/' }]);
  if (signedIn) await signInAsDemo(context, server);
  return { context, page: await context.newPage() };
}

const chatWindow = (page: Page) => page.getByRole('dialog', { name: /AI Assistant/ });
const conversation = (page: Page) => chatWindow(page).getByRole('log', { name: 'Conversation' });
const messageBox = (page: Page) => chatWindow(page).getByRole('textbox', { name: 'Message' });

async function openChat(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open the AI Assistant' }).click();
  await expect
    .poll(() =>
      conversation(page)
        .getByText(/Good (morning|afternoon|evening)/)
        .count(),
    )
    .toBeGreaterThan(0);
}

async function ask(page: Page, text: string) {
  const answers = await conversation(page).locator(':scope > *').count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  // The question, then at least one item of the answer, and no pending answer.
  await expect
    .poll(async () => (await conversation(page).locator(':scope > *').count()) - answers)
    .toBeGreaterThan(1);
  await expect.poll(() => chatWindow(page).getByRole('button', { name: 'Stop' }).count()).toBe(0);
}

const jobCards = (page: Page): Locator => conversation(page).getByRole('article');

describe('the AI Assistant for a visitor', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newReader(false));
  });
  afterAll(() => context?.close());

  it('greets from a bubble, then opens with a welcome and is accessible', async () => {
    await page.goto(`${server.url}/job-list`);
    await waitForHydration(page);
    await expect.poll(() => page.getByText("Got any questions? I'm happy to help").count()).toBe(1);
    // On a phone the bubble would cover the page: the launcher alone shows.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText("Got any questions? I'm happy to help").isVisible()).resolves.toBe(
      false,
    );
    await expect(
      page.getByRole('button', { name: 'Open the AI Assistant' }).isVisible(),
    ).resolves.toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
    await openChat(page, '/job-list');
    await expect(
      chatWindow(page).getByRole('heading', { name: 'Worklane AI Assistant' }).count(),
    ).resolves.toBe(1);
    await expect(messageBox(page).getAttribute('placeholder')).resolves.toBe(
      'Enter your message...',
    );
    await expectAccessible(page);
  });

  it('answers a job search with cards whose links lead to the public pages', async () => {
    await ask(page, 'nursing jobs in Texas');
    await expect.poll(() => jobCards(page).count()).toBeGreaterThan(0);
    expect(await jobCards(page).count()).toBeLessThanOrEqual(4);
    const apply = jobCards(page)
      .first()
      .getByRole('link', { name: /^Apply/ });
    // 9: a visitor's Apply opens the public job page.
    await expect(apply.getAttribute('href')).resolves.toMatch(/^\/job\/\d+$/);
    await expectAccessible(page);

    const all = conversation(page).getByRole('link', { name: 'View All Jobs' });
    await expect(all.getAttribute('href')).resolves.toMatch(/^\/job-list\?/);
    await all.click();
    await page.waitForURL(/\/job-list\?/);
    expect(new URL(page.url()).searchParams.toString()).toMatch(/nurs/i);
  });

  it('keeps the conversation and the open window across pages', async () => {
    await page.goto(`${server.url}/feature`);
    await waitForHydration(page);
    await expect.poll(() => chatWindow(page).count()).toBe(1);
    await expect
      .poll(() =>
        conversation(page)
          .getByText(/^You: nursing jobs in Texas$/)
          .count(),
      )
      .toBe(1);
  });

  it("9: sends a visitor's Apply to the public job page", async () => {
    const apply = jobCards(page)
      .first()
      .getByRole('link', { name: /^Apply/ });
    const href = (await apply.getAttribute('href')) ?? '';
    await apply.click();
    await page.waitForURL(`${server.url}${href}`);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  });

  it('is not offered on the legal pages', async () => {
    await page.goto(`${server.url}/termsofuse`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Open the AI Assistant' }).count()).resolves.toBe(
      0,
    );
    await expect(chatWindow(page).count()).resolves.toBe(0);
  });
});

describe('a job search in the chat', () => {
  /** Posts falconer jobs in Denver through the enterprise API: a title none of the lists know. */
  async function postFalconers() {
    const db = openDatabase({ dataDir: server.dataDir });
    let key = '';
    try {
      const enterprise = await db.selectFrom('enterprises').select('id').executeTakeFirstOrThrow();
      key = await createApiKey(db, enterprise.id, 'e2e-assistant');
    } finally {
      await db.destroy();
    }
    for (const workMode of ['O', 'O', 'O', 'O', 'O', 'R', 'R', 'R', 'R', 'R']) {
      const res = await fetch(`${server.url}/enterprise/api/v1/jobs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Falconer',
          description: 'Fly and care for birds of prey, and keep birds away from the airfield.',
          city: 'Denver',
          state: 'Colorado',
          country: 'United States of America',
          countryCode: 'US',
          workMode,
          employmentType: 'FT',
          experienceLevel: 'AT',
        }),
      });
      expect(res.status).toBe(201);
    }
  }

  /** The job each card is for, in order, from the first link to a job page in it. */
  const jobIds = (cards: Locator) =>
    cards.evaluateAll((articles) =>
      articles.map(
        (card) =>
          /\/job\/(\d+)/.exec(
            [...card.querySelectorAll('a')].map((a) => a.getAttribute('href')).join(' '),
          )?.[1],
      ),
    );

  it('finds a title outside its lists, narrows to remote ones, and View All Jobs shows the same jobs', async () => {
    await postFalconers();
    const { context, page } = await newReader(false);
    await openChat(page, '/job-list');
    await ask(page, 'any falconer work near Denver?');
    await expect.poll(() => jobCards(page).count()).toBe(4);
    const said = (text: string) => conversation(page).getByText(text).count();
    await expect(said('I found 10 jobs: falconer jobs in Denver, CO.')).resolves.toBe(1);
    await ask(page, 'only remote ones');
    await expect.poll(() => jobCards(page).count()).toBe(8);
    await expect(said('I found 5 jobs: remote falconer jobs in Denver, CO.')).resolves.toBe(1);
    const remoteIds = (await jobIds(jobCards(page))).slice(4);
    expect(remoteIds).toHaveLength(4);

    const viewAll = conversation(page).getByRole('link', { name: 'View All Jobs' }).last();
    await viewAll.click();
    await page.waitForURL(/\/job-list\?keyword=remote/);
    const chips = page.getByRole('list', { name: 'Search filters from your words' });
    await expect(chips.getByRole('link', { name: 'Remove Remote' }).count()).resolves.toBe(1);
    await expect(chips.getByRole('link', { name: 'Remove Denver, CO' }).count()).resolves.toBe(1);
    const listed = await jobIds(page.getByRole('main').getByRole('article'));
    expect(listed.slice(0, 4)).toEqual(remoteIds);
    await context.close();
  });
});

describe('the AI Assistant for a signed-in candidate', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newReader(true));
  });
  afterAll(() => context?.close());

  it('9: finds nursing jobs in Austin and Apply opens the job details page', async () => {
    await openChat(page, '/candidate/dashboard');
    await ask(page, 'nursing jobs in Austin');
    await expect.poll(() => jobCards(page).count()).toBeGreaterThan(0);
    const card = jobCards(page).first();
    const apply = card.getByRole('link', { name: /^Apply/ });
    const href = (await apply.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/candidate\/job-details\/\d+$/);
    await apply.click();
    await page.waitForURL(`${server.url}${href}`);
    const response = await page.reload();
    expect(response?.status()).toBe(200);
  });

  it("takes 'update my education' to the education section of the profile", async () => {
    await waitForHydration(page);
    await expect.poll(() => chatWindow(page).count()).toBe(1);
    await ask(page, 'update my education');
    const link = conversation(page).getByRole('link').last();
    await expect(link.getAttribute('href')).resolves.toBe('/candidate/edit-profile#education');
    await link.click();
    await page.waitForURL(/\/candidate\/edit-profile#education$/);
  });

  it('cuts a message at 250 characters and says so', async () => {
    await waitForHydration(page);
    await expect.poll(() => chatWindow(page).count()).toBe(1);
    await messageBox(page).fill('a'.repeat(300));
    await expect(messageBox(page).inputValue()).resolves.toHaveLength(250);
    await expect
      .poll(() => chatWindow(page).getByText('Maximum character limit is 250').count())
      .toBe(1);
    await chatWindow(page).getByRole('button', { name: 'Clear message' }).click();
    await expect(messageBox(page).inputValue()).resolves.toBe('');
    await expect(
      chatWindow(page).getByText('Maximum character limit is 250').count(),
    ).resolves.toBe(0);
  });

  it("closes with a thumbs up and offers 'Start Over'", async () => {
    await chatWindow(page).getByRole('button', { name: 'Close the chat' }).click();
    await expect
      .poll(() =>
        chatWindow(page).getByText('Overall, how would you rate your chat experience?').count(),
      )
      .toBe(1);
    const like = chatWindow(page).getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await expect(like.getAttribute('aria-pressed')).resolves.toBe('true');
    await expectAccessible(page);
    await chatWindow(page).getByRole('button', { name: 'Close', exact: true }).click();
    const startOver = chatWindow(page).getByRole('button', { name: 'Start Over' });
    await expect.poll(() => startOver.count()).toBe(1);
    await expect(
      chatWindow(page).getByRole('button', { name: 'Continue Chat' }).count(),
    ).resolves.toBe(1);
    await expect(conversation(page).getByText(/^You:/).count()).resolves.toBe(0);

    await startOver.click();
    await expect
      .poll(() =>
        conversation(page)
          .getByText(/Good (morning|afternoon|evening)/)
          .count(),
      )
      .toBe(1);
    await expect(startOver.count()).resolves.toBe(0);
  });

  it('works with the keyboard alone', async () => {
    await chatWindow(page).getByRole('button', { name: 'Minimize' }).click();
    const launcher = page.getByRole('button', { name: 'Open the AI Assistant' });
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => messageBox(page).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.type('where are my applications');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => conversation(page).getByRole('link', { name: /./ }).last().getAttribute('href'))
      .toMatch(/^\/candidate\/my-jobs\?tab=A/);

    const move = chatWindow(page).getByRole('button', { name: 'Move the chat window' });
    const before = await chatWindow(page).boundingBox();
    await move.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    const after = await chatWindow(page).boundingBox();
    expect(after && before && before.x - after.x).toBe(16);
    expect(after && before && before.y - after.y).toBe(64);

    await page.keyboard.press('Escape');
    await expect.poll(() => chatWindow(page).count()).toBe(0);
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('signing in with a conversation going', () => {
  it('opens the chat by itself once, 1.5 s after sign-in, when the reader had written in it', async () => {
    const { context, page } = await newReader(false);
    try {
      await openChat(page, '/feature');
      await ask(page, 'How do I apply for a job?');
      await chatWindow(page).getByRole('button', { name: 'Minimize' }).click();
      await expect.poll(() => chatWindow(page).count()).toBe(0);

      await signInAsDemo(context, server);
      await page.goto(`${server.url}/candidate/dashboard`);
      await waitForHydration(page);
      await expect(chatWindow(page).count()).resolves.toBe(0);
      await expect.poll(() => chatWindow(page).count(), { timeout: 5000 }).toBe(1);
      await expect(
        conversation(page)
          .getByText(/^You: How do I apply for a job\?$/)
          .count(),
      ).resolves.toBe(1);

      await chatWindow(page).getByRole('button', { name: 'Minimize' }).click();
      await page.reload();
      await waitForHydration(page);
      await page.waitForTimeout(2500);
      await expect(chatWindow(page).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the career page', () => {
  it('shows the next roles from the demo candidate title with their skills gap', async () => {
    const { context, page } = await newReader(true);
    try {
      await page.goto(`${server.url}/candidate/dashboard`);
      await page.getByRole('link', { name: /career path/i }).click();
      await page.waitForURL(/\/candidate\/career$/);
      await waitForHydration(page);
      // The candidate's own title, from their profile.
      const own = page.getByRole('region', { name: 'Next roles from Registered Nurse' });
      await expect.poll(() => own.getByRole('article').count()).toBeGreaterThan(0);
      await page.getByRole('textbox', { name: 'Job title' }).fill('ICU Nurse');
      await page.getByRole('button', { name: 'Show next roles' }).click();
      await page.waitForURL(/title=ICU\+Nurse/);
      await waitForHydration(page);
      const roles = page.getByRole('region', { name: 'Next roles from ICU Nurse' });
      await expect.poll(() => roles.getByRole('article').count()).toBeGreaterThan(0);
      const first = roles.getByRole('article').first();
      await expect(first.textContent()).resolves.toMatch(/\d[\d,]* open jobs?/);
      await expect(
        first.getByRole('link', { name: /^Search .+ jobs$/ }).getAttribute('href'),
      ).resolves.toMatch(/^\/candidate\/find-jobs\?/);
      const gaps = roles.getByRole('list', { name: /^Skills to learn for / });
      await expect.poll(() => gaps.count()).toBeGreaterThan(0);
      await expect(gaps.first().getByRole('listitem').first().textContent()).resolves.toMatch(
        /asked for by \d+% of open jobs|usual for this role/,
      );
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('shows the next roles with the page, without scripts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await signInAsDemo(context, server);
      const page = await context.newPage();
      await page.goto(`${server.url}/candidate/career?title=ICU+Nurse`);
      const roles = page.getByRole('region', { name: 'Next roles from ICU Nurse' });
      await expect(roles.getByRole('article').count()).resolves.toBeGreaterThan(0);
      await expect(page.getByText('Loading your career path…').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
