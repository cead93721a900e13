import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { PUBLIC_API_BASE } from '../shared/constants.ts';
import type { VitalsReport } from '../shared/dto/web-vitals.ts';
import { backgroundApi } from './api/client.ts';
import { settings } from './site.ts';

/**
 * Reports the page's Core Web Vitals (LCP, INP, CLS, TTFB) to the server. Loaded after the page's
 * load event so it never competes with it; the library reads the buffered entries from the start.
 * Values are collected and sent in one beacon whenever the page is hidden.
 */
const PATH = 'vitals';
const page =
  document.querySelector<HTMLMetaElement>('meta[name="route"]')?.content || location.pathname;
const pending = new Map<string, Metric>();

function flush() {
  if (pending.size === 0) return;
  const report: VitalsReport = {
    page,
    flavour: settings.FLAVOUR,
    metrics: [...pending.values()].map((m) => ({
      name: m.name as VitalsReport['metrics'][number]['name'],
      value: m.value,
      rating: m.rating,
      navigationType: m.navigationType,
    })),
  };
  pending.clear();
  const beacon = new Blob([JSON.stringify(report)], { type: 'application/json' });
  if (!navigator.sendBeacon?.(`${PUBLIC_API_BASE}/${PATH}`, beacon))
    void backgroundApi.post(PATH, report, { public: true, keepalive: true }).catch(() => undefined);
}

const collect = (metric: Metric) => pending.set(metric.id, metric);
onLCP(collect);
onINP(collect);
onCLS(collect);
onTTFB(collect);
addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});
addEventListener('pagehide', flush);
