import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../tests/support/browser.ts';

export interface PageScore {
  url: string;
  performance: number;
  accessibility: number;
  renderBlockingScripts: number;
}

/** Lighthouse's default (mobile) preset, performance and accessibility, in Debian's Chromium. */
export async function lighthouseScores(urls: string[]): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    // A first run warms the browser's caches of its own; it is not measured.
    await lighthouse(urls[0] ?? 'about:blank', {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const scores: PageScore[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      if (lhr.runtimeError)
        console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const blocking = lhr.audits['render-blocking-resources']?.details as
        | { items?: { url: string }[] }
        | undefined;
      scores.push({
        url,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        renderBlockingScripts: (blocking?.items ?? []).filter((item) =>
          /\.m?js(\?|$)/.test(item.url),
        ).length,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
