import { openDatabase } from '../../server/db/connect.ts';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { FLAVOUR_CODES } from '../../src/shared/flavours.ts';
import { type RunningServer, startServer } from '../../tests/support/server.ts';
import { lighthouseScores, type PageScore } from './lighthouse.ts';

/**
 * Lighthouse (mobile preset) on /, /feature, /job-list and a job page of each flavour, and its
 * budgets: Performance, Accessibility, Best Practices and SEO 100, LCP ≤ 1.5 s, TBT ≤ 50 ms,
 * CLS 0, at most 30 KB of script before the first interaction, no render-blocking script.
 * Returns the budgets missed.
 */
const PAGES = ['/', '/feature', '/job-list', '/job/:job'];
const BUDGET = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0, scriptBytes: 30 * 1024 };

function missed(flavour: string, path: string, s: PageScore): string[] {
  const out: string[] = [];
  const where = `${flavour} ${path}`;
  for (const [name, value] of [
    ['performance', s.performance],
    ['accessibility', s.accessibility],
    ['best practices', s.bestPractices],
    ['SEO', s.seo],
  ] as const)
    if (value < BUDGET.score) out.push(`${where}: ${name} ${value} < ${BUDGET.score}`);
  if (s.lcpMs > BUDGET.lcpMs) out.push(`${where}: LCP ${s.lcpMs} ms > ${BUDGET.lcpMs} ms`);
  if (s.tbtMs > BUDGET.tbtMs) out.push(`${where}: TBT ${s.tbtMs} ms > ${BUDGET.tbtMs} ms`);
  if (s.cls > BUDGET.cls) out.push(`${where}: CLS ${s.cls} > ${BUDGET.cls}`);
  if (s.scriptBytes > BUDGET.scriptBytes)
    out.push(`${where}: ${kb(s.scriptBytes)} KB of script > ${kb(BUDGET.scriptBytes)} KB`);
  if (s.renderBlockingScripts > 0) out.push(`${where}: render-blocking script`);
  return out;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The candidate area's busiest pages, signed in as the demo candidate: Performance ≥ 95. */
const SIGNED_IN_PAGES = ['/candidate/dashboard', '/candidate/find-jobs', '/candidate/my-jobs'];
const SIGNED_IN_PERFORMANCE = 95;

async function demoCookie(server: RunningServer) {
  const db = openDatabase({ dataDir: server.dataDir });
  try {
    const demo = await findCandidateByEmail(db, DEMO_CANDIDATE.email);
    if (!demo) throw new Error('the demo candidate is missing');
    return `${SESSION_COOKIE}=${(await startSession(db, demo.id)).token}; cookieConsent=accepted`;
  } finally {
    await db.destroy();
  }
}

async function signedInScores(server: RunningServer, failures: string[]) {
  const urls = SIGNED_IN_PAGES.map((p) => server.url + p);
  for (const score of await lighthouseScores(urls, { cookie: await demoCookie(server) })) {
    const path = new URL(score.url).pathname;
    console.log(
      `D signed in ${path.padEnd(22)} perf ${score.performance}  LCP ${score.lcpMs} ms  TBT ${score.tbtMs} ms  CLS ${score.cls}  JS ${kb(score.scriptBytes)} KB`,
    );
    if (score.performance < SIGNED_IN_PERFORMANCE)
      failures.push(
        `D ${path} signed in: performance ${score.performance} < ${SIGNED_IN_PERFORMANCE}`,
      );
  }
}

export async function benchLighthouse(): Promise<string[]> {
  const failures: string[] = [];
  console.log('Lighthouse (mobile preset)');
  console.log('flavour  page          perf  a11y  bp  seo   LCP ms  TBT ms  CLS    JS KB');
  for (const flavour of FLAVOUR_CODES) {
    const server = await startServer(flavour);
    try {
      const search = (await (await fetch(`${server.url}/public/api/v1/jobs/search`)).json()) as {
        responsePayload: { jobs: { id: number }[] };
      };
      const job = String(search.responsePayload.jobs[0]?.id);
      const urls = PAGES.map((p) => server.url + p.replace(':job', job));
      for (const score of await lighthouseScores(urls)) {
        const path = new URL(score.url).pathname;
        console.log(
          [
            flavour.padEnd(8),
            path.padEnd(12),
            String(score.performance).padStart(5),
            String(score.accessibility).padStart(5),
            String(score.bestPractices).padStart(3),
            String(score.seo).padStart(4),
            String(score.lcpMs).padStart(8),
            String(score.tbtMs).padStart(7),
            String(score.cls).padEnd(5).padStart(6),
            kb(score.scriptBytes).padStart(7),
          ].join(' '),
        );
        failures.push(...missed(flavour, path, score));
      }
      if (flavour === 'D') await signedInScores(server, failures);
    } finally {
      await server.stop();
    }
  }
  return failures;
}
