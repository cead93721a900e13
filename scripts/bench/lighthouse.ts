import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../tests/support/browser.ts';
import { idleBlockingTime } from './idle-tbt.ts';

export interface PageScore {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time, ms; Cumulative Layout Shift. */
  lcpMs: number;
  tbtMs: number;
  /** Total Blocking Time with each task at the CPU time it took: what an idle machine measures. */
  idleTbtMs: number;
  cls: number;
  /** Script bytes over the wire while the page loads, before anyone touches it. */
  scriptBytes: number;
  renderBlockingScripts: number;
  /** The machine's one-minute load average when the page was measured. */
  load: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's default (mobile) preset, all four categories, in Debian's Chromium. */
export async function lighthouseScores(
  urls: string[],
  headers: Record<string, string> = {},
): Promise<PageScore[]> {
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
      extraHeaders: headers,
    });
    const scores: PageScore[] = [];
    for (const url of urls) {
      const audit = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: headers,
        });
      let result = await audit();
      // A trace Lighthouse failed to record (NO_NAVSTART) says nothing of the page: it is
      // recorded again, at most twice, and reported if it still fails.
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
        console.warn(`${url}: ${result.lhr.runtimeError.code}, recording the page again`);
        result = await audit();
      }
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      if (lhr.runtimeError)
        console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const blocking = lhr.audits['render-blocking-resources']?.details as
        | { items?: { url: string }[] }
        | undefined;
      const resources = lhr.audits['resource-summary']?.details as
        | { items?: { resourceType: string; transferSize: number }[] }
        | undefined;
      for (const id of CATEGORIES) {
        if (score(id) === 100) continue;
        const missed = (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        console.warn(`${url} ${id} ${score(id)}: ${missed.join(', ')}`);
      }
      // A layout shift names what moved, to be found and fixed.
      if (value('cumulative-layout-shift') > 0) {
        const shifts = lhr.audits['layout-shifts']?.details as
          | { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] }
          | undefined;
        for (const item of shifts?.items ?? [])
          console.warn(
            `${url} layout shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? '?'} ${item.node?.snippet ?? ''}`,
          );
      }
      scores.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        idleTbtMs:
          result && !lhr.runtimeError ? await idleBlockingTime(result.artifacts) : Number.NaN,
        cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        scriptBytes:
          resources?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        renderBlockingScripts: (blocking?.items ?? []).filter((item) =>
          /\.m?js(\?|$)/.test(item.url),
        ).length,
        load: loadavg()[0] ?? Number.NaN,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
