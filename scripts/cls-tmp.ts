import { launchChromium } from '../tests/support/browser.ts';
const url = process.argv[2]!;
const browser = await launchChromium();
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) (window as any).__shifts.push({ value: e.value, t: Math.round(e.startTime), recent: e.hadRecentInput, sources: (e.sources ?? []).map((s: any) => `${s.node?.nodeName}.${(s.node?.className ?? '').toString().slice(0, 60)}#${s.node?.id ?? ''} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await page.waitForTimeout(3000);
  console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1).slice(0, 3000));
  await context.close();
}
await browser.close();
