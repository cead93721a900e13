import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and kept off the network: these machines refuse outside connections. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, with the flags that keep it off the network. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: install it with \`apt-get install chromium\`.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/**
 * Waits until the page's own scripts, which start after its first paint (src/lib/after-paint.ts),
 * have all run: importing a module the page loaded settles once that module has been evaluated.
 */
export async function waitForPageScripts(page: Page) {
  await page.waitForFunction(() => !document.querySelector('template[data-after-paint]'));
  // A string, so the test runner's module transform leaves the browser's import() alone.
  await page.evaluate(
    `Promise.all([...document.querySelectorAll('script[type="module"][src]')].map((script) => import(script.src)))`,
  );
}

/**
 * Waits for the page's own scripts (waitForPageScripts), then hydrates every island on the page
 * and waits until all have: those still waiting for the reader's first touch
 * (`client:interaction`) are touched with a focus event, which starts them without acting on
 * anything. An island has hydrated once React owns its markup: Astro marks it started (no `ssr`)
 * as soon as React is handed the island, and React hydrates in a transition, later. Tests of the
 * first touch itself do not call this.
 */
export async function waitForHydration(page: Page) {
  await waitForPageScripts(page);
  await page.waitForFunction(() => {
    for (const island of document.querySelectorAll('astro-island[await-interaction]'))
      island.firstElementChild?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const ownedByReact = (element: Element | null) =>
      element === null || Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return [...document.querySelectorAll('astro-island')].every(
      (island) => !island.hasAttribute('ssr') && ownedByReact(island.firstElementChild),
    );
  });
}
