import type { Hono, Env as HonoEnv } from 'hono';
import { CONSENT_COOKIE } from '../src/shared/consent.ts';
import { type AstroHandler, astroPages } from './astro.ts';
import type { Db } from './db/connect.ts';
import type { Env } from './env.ts';
import { DOMAIN_COOKIE } from './http/cookies.ts';
import { SESSION_COOKIE } from './identity/session-tokens.ts';
import { jobPages } from './job-page/index.ts';
import { candidatePageCache } from './middleware/candidate-page-cache.ts';
import { pageCache } from './middleware/page-cache.ts';
import { credentialsPort } from './routes/candidates/credentials-port.ts';
import { profilePort } from './routes/candidates/profile-port.ts';
import { recommendationsPort } from './routes/candidates/recommendations.ts';
import { settingsPort } from './routes/candidates/settings-port.ts';
import { createCareer } from './services/career/index.ts';
import type { EventBus } from './services/events.ts';
import { interviewsPort } from './services/interviews/candidate.ts';
import { cachedJobDetails } from './services/job-details-cache.ts';
import { applicationsPort } from './services/pool.ts';
import type { ProfileDeps } from './services/profile/deps.ts';
import { reportsPort } from './services/reports/port.ts';
import type { JobSearch } from './services/search/jobs.ts';
import type { Storage } from './services/storage/index.ts';
import { workStylePort } from './services/work-style/port.ts';
import type { staticFiles } from './static.ts';

export interface PageServingDeps {
  db: Db;
  env: Pick<Env, 'FLAVOUR'> &
    Partial<Pick<Env, 'PAGE_CACHE_SECONDS' | 'CANDIDATE_PAGE_CACHE_SECONDS'>>;
  /** The build's static files; none without a build. */
  files: ReturnType<typeof staticFiles> | null;
  astro?: AstroHandler;
  /** Whether a visitor's job page is answered from the page kept for the job's version. */
  keptJobPages?: boolean;
  events: EventBus;
  /** The name of the session cookie, when the identity in use sets one of its own. */
  sessionCookie?: string;
  jobSearch: JobSearch;
  storage: Storage;
  profile: Omit<ProfileDeps, 'db'>;
}

/**
 * Serves what no route answered: the build's static files, then the pages, from the caches when
 * kept there, else rendered by Astro.
 */
export function servePages<E extends HonoEnv>(app: Hono<E>, deps: PageServingDeps) {
  const { db, env, files, astro, events, jobSearch, storage, profile } = deps;
  if (files) app.use(files);
  const pageCacheSeconds = env.PAGE_CACHE_SECONDS ?? 60;
  if (astro && pageCacheSeconds > 0)
    app.use(
      pageCache({
        ttlMs: pageCacheSeconds * 1000,
        flavour: env.FLAVOUR,
        events,
        sessionCookie: deps.sessionCookie ?? SESSION_COOKIE,
        varyCookies: [DOMAIN_COOKIE],
      }),
    );
  const candidatePageSeconds = env.CANDIDATE_PAGE_CACHE_SECONDS ?? 20;
  if (astro && candidatePageSeconds > 0)
    app.use(
      candidatePageCache({
        ttlMs: candidatePageSeconds * 1000,
        flavour: env.FLAVOUR,
        events,
        // The pages read no other cookie: branding reads the sign-in domain, consent the dialog.
        varyCookies: [DOMAIN_COOKIE, CONSENT_COOKIE],
      }),
    );
  const jobs = cachedJobDetails(jobSearch, { events });
  if (astro && deps.keptJobPages !== false) app.use(jobPages({ astro, locals: { jobs }, events }));
  if (astro)
    app.use(
      astroPages(astro, {
        jobs,
        applications: applicationsPort(db, jobSearch),
        recommendations: recommendationsPort(db, jobSearch, events),
        interviews: interviewsPort(db),
        reports: reportsPort(db),
        profile: profilePort({ db, ...profile }),
        settings: settingsPort(db),
        career: createCareer(db),
        workStyle: workStylePort(db),
        credentials: credentialsPort(db, storage),
      }),
    );
}
