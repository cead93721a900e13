import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CONSENT_COOKIE } from '../src/shared/consent.ts';
import type { HostedView } from '../src/shared/dto/hosted.ts';
import { ERROR_MESSAGES } from '../src/shared/envelope.ts';
import { type AstroHandler, astroPages, renderPage } from './astro.ts';
import type { Db } from './db/connect.ts';
import type { Env } from './env.ts';
import { DOMAIN_COOKIE } from './http/cookies.ts';
import { fail } from './http/envelope.ts';
import type { Identity } from './identity/index.ts';
import { interactionRoutes } from './identity/provider/interactions.ts';
import { mountProvider } from './identity/provider/mount.ts';
import { relyingPartyRoutes } from './identity/rp/routes.ts';
import { SESSION_COOKIE } from './identity/session-tokens.ts';
import { jobPages } from './job-page/index.ts';
import { limitBodies } from './middleware/body-limit.ts';
import { type BrandingVariables, branding } from './middleware/branding.ts';
import { candidatePageCache } from './middleware/candidate-page-cache.ts';
import { clientAddress } from './middleware/client-ip.ts';
import { compress } from './middleware/compress.ts';
import { errorHandler, isApiPath } from './middleware/errors.ts';
import { pageCache } from './middleware/page-cache.ts';
import { candidateWrites, enterpriseWrites } from './middleware/page-changing-writes.ts';
import { paramsKeyBranding } from './middleware/params-key.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import {
  requireCandidate,
  requireCsrfHeader,
  type SessionVariables,
  session,
} from './middleware/session.ts';
import { productLogoMarkup } from './product-logo.ts';
import { applicationFormRoutes } from './routes/applications/form.ts';
import { type AssistantEnv, assistantRoutes } from './routes/assistant/index.ts';
import { calendarRoutes } from './routes/calendar/index.ts';
import {
  CREDENTIAL_FORM_PATH,
  credentialFormRoutes,
} from './routes/candidates/credentials-form.ts';
import { credentialsPort } from './routes/candidates/credentials-port.ts';
import { candidateRoutes } from './routes/candidates/index.ts';
import { profilePort } from './routes/candidates/profile-port.ts';
import { publicProfileRoutes } from './routes/candidates/public-profile.ts';
import { recommendationsPort } from './routes/candidates/recommendations.ts';
import { publicSkillRoutes } from './routes/candidates/skills.ts';
import { careerRoutes } from './routes/career/index.ts';
import { countryRoutes } from './routes/countries/index.ts';
import { enterpriseApiRoutes } from './routes/enterprise-api/index.ts';
import { ENTERPRISE_MESSAGE_PATH } from './routes/enterprise-api/messages.ts';
import { enterpriseRoutes } from './routes/enterprises/index.ts';
import { feedbackRoutes } from './routes/feedback/index.ts';
import { fileRoutes, fileServingRoutes, UPLOAD_PATHS } from './routes/files/index.ts';
import { interviewRoutes } from './routes/interviews/index.ts';
import { jobRoutes } from './routes/jobs/index.ts';
import { liveRoutes } from './routes/live/index.ts';
import { MESSAGE_UPLOAD_PATH, messageRoutes } from './routes/messages/index.ts';
import { notificationRoutes } from './routes/notifications/index.ts';
import { openApiRoutes } from './routes/openapi/index.ts';
import { placeRoutes } from './routes/places/index.ts';
import { reportRoutes } from './routes/reports/index.ts';
import { synonymRoutes } from './routes/synonyms/index.ts';
import { consoleLogRoutes } from './routes/system/console-log.ts';
import { cookieConsentRoutes } from './routes/system/cookie-consent.ts';
import { devMailRoutes } from './routes/system/dev-mail.ts';
import { healthRoutes } from './routes/system/health.ts';
import { probeRoutes } from './routes/system/probes.ts';
import { sessionRoutes } from './routes/system/session.ts';
import { vitalsRoutes } from './routes/vitals/index.ts';
import { workStyleFormRoutes } from './routes/work-style/form.ts';
import { adjustmentRoutes, workStyleRoutes } from './routes/work-style/index.ts';
import { createEventBus, type EventBus, scopedEventBus } from './services/events.ts';
import { interviewsPort } from './services/interviews/candidate.ts';
import { cachedJobDetails } from './services/job-details-cache.ts';
import { createLiveHub, type LiveHub } from './services/live/hub.ts';
import { publishSessionsEnded } from './services/live/session-ended.ts';
import { requestLog } from './services/log/request.ts';
import { createNotifier, type Notifier } from './services/notify/dispatcher.ts';
import { applicationsPort } from './services/pool.ts';
import { reportsPort } from './services/reports/port.ts';
import { searchOfFlavour } from './services/search/flavour.ts';
import { createJobSearch } from './services/search/jobs.ts';
import { withUnderstanding } from './services/search/understood-search.ts';
import { createStorage, type Storage, type StorageEnv } from './services/storage/index.ts';
import { workStylePort } from './services/work-style/port.ts';
import { staticFiles } from './static.ts';

export interface AppDeps {
  db: Db;
  env: Pick<Env, 'NODE_ENV' | 'FLAVOUR'> &
    StorageEnv &
    Partial<
      Pick<
        Env,
        | 'FEEDBACK_ENABLED'
        | 'LOG_REQUESTS'
        | 'PUBLIC_URL'
        | 'OIDC_ISSUER'
        | 'TRUST_PROXY_HOPS'
        | 'PAGE_CACHE_SECONDS'
        | 'CANDIDATE_PAGE_CACHE_SECONDS'
      >
    > &
    AssistantEnv;
  /** The flavour's build (dist/<flavour>); without it only the APIs answer. */
  distDir?: string;
  astro?: AstroHandler;
  /**
   * Whether a visitor's job page is answered from the page kept for the job's version
   * (server/job-page/) rather than rendered by `astro` each time; on unless false. Only a
   * stand-in for the built pages, whose output may differ by path, turns it off.
   */
  keptJobPages?: boolean;
  /** Sign-in, sessions and the embedded provider; without it only sessions already stored work. */
  identity?: Identity;
  /** Pushes events to candidates' open tabs; one is created when not given. */
  live?: LiveHub;
  /**
   * Carries job changes and outbox commits between the app's parts (and, through the live hub,
   * to the other nodes); one is created when not given. The app's own subscriptions end with close().
   */
  events?: EventBus;
  /** Delivers notifications after each event; one without e-mail is created when not given. */
  notifier?: Notifier;
  /** Where uploaded files live; by default chosen by the storage variables of env. */
  storage?: Storage;
}

function readPage(distDir: string | undefined, name: string): string | null {
  if (!distDir) return null;
  try {
    return readFileSync(join(distDir, 'client', name), 'utf8');
  } catch {
    return null;
  }
}

/** Builds the whole application without listening, so tests can call app.request(). */
export function createApp(deps: AppDeps) {
  const { db, distDir } = deps;
  const notFoundPage = readPage(distDir, '404.html');
  const errorPage = readPage(distDir, '500.html');

  // strict: false — the spec's paths end in a slash ('candidates/'), clients may send either.
  const app = new Hono<{ Variables: SessionVariables & BrandingVariables }>({ strict: false });
  app.use(requestId());
  app.use(clientAddress(deps.env.TRUST_PROXY_HOPS ?? 0));
  app.use(requestLog({ all: deps.env.LOG_REQUESTS ?? false }));
  app.use(securityHeaders({ publicUrl: deps.env.PUBLIC_URL, issuer: deps.env.OIDC_ISSUER }));
  app.use(compress());
  app.route('/', probeRoutes(db));
  // Feedback carries a screenshot of up to 1 MB and sets its own limit; uploads stream to
  // storage under their own per-category limits (routes/files). The identity provider reads its
  // own requests and limits their bodies itself; its interaction forms are this app's.
  const uploads = UPLOAD_PATHS.flatMap((path) => [`/api/v1${path}`, `/api/v1${path}/`]);
  app.use(
    limitBodies([
      '/api/v1/feedback',
      '/api/v1/feedback/*',
      '/public/api/v1/feedback',
      '/public/api/v1/feedback/*',
      MESSAGE_UPLOAD_PATH,
      ENTERPRISE_MESSAGE_PATH,
      ...uploads,
      CREDENTIAL_FORM_PATH,
      `${CREDENTIAL_FORM_PATH}/*`,
      (c) => c.req.path.startsWith('/idp/') && !c.req.path.startsWith('/idp/interaction/'),
    ]),
  );
  const files = distDir
    ? staticFiles(
        join(distDir, 'client'),
        productLogoMarkup(join(distDir, 'client'), deps.env.FLAVOUR),
      )
    : null;
  // Hashed assets are the same for everyone: served before any session or branding look-up.
  if (files) app.use('/_astro/*', files);
  const { identity, astro } = deps;
  // Every search reads the typed text through query understanding; the assistant reads its own.
  // The flavour's limit is set before the text is read: flavour H reads shift words ('nights')
  // whether or not the request said it is a healthcare search.
  const engine = searchOfFlavour(createJobSearch(db), deps.env.FLAVOUR);
  const jobSearch = searchOfFlavour(withUnderstanding(engine), deps.env.FLAVOUR);
  const storage = deps.storage ?? createStorage(db, deps.env);
  const profile = { storage, flavour: deps.env.FLAVOUR };
  // Signed file links are made synchronously while answering: the key is loaded before.
  app.use(async (_c, next) => {
    await storage.urls.ready();
    await next();
  });
  const live = deps.live ?? createLiveHub();
  const events = scopedEventBus(deps.events ?? createEventBus());
  const notifier = deps.notifier ? null : createNotifier({ db, live, events });
  app.use(
    session({
      db,
      verifyBearer: identity?.verifyBearer,
      refresh: identity?.refresh,
      cookie: identity?.sessionCookie,
    }),
  );
  app.use(branding(db));
  app.use(paramsKeyBranding(db));
  app.use(candidateWrites(events));
  // Whatever is pushed to a candidate, on any node, changed something their pages show.
  const stopWatchingLive = live.watch?.((candidateId) => {
    void events.emit('candidateChanged', { candidateId, remote: true });
  });

  const api = new Hono<{ Variables: SessionVariables }>();
  api.use(requireCsrfHeader);
  api.route('/', fileRoutes(db, storage));
  api.route('/candidates/events', liveRoutes(live, { db, verifyBearer: identity?.verifyBearer }));
  api.route('/candidates/notifications', notificationRoutes(db, live));
  api.route('/candidates/messages', messageRoutes({ db, storage, live, events }));
  api.route('/candidates/interviews', adjustmentRoutes(db));
  api.route('/candidates/interviews', interviewRoutes(db));
  api.route('/candidates/work-style', workStyleRoutes(db));
  api.route('/candidates/reports', reportRoutes(db));
  api.route('/candidates/career', careerRoutes(db));
  api.route(
    '/candidates',
    candidateRoutes(db, identity && { ...identity, live }, jobSearch, profile, events),
  );
  api.use('/jobs/*', requireCandidate);
  api.use('/places/*', requireCandidate);
  api.use('/countries', requireCandidate);
  api.route('/', jobRoutes(jobSearch, { candidatePaths: true }));
  api.route('/', placeRoutes());
  api.route('/', countryRoutes({ shared: false }));
  const feedback = (signedIn: boolean) =>
    feedbackRoutes(db, storage, { enabled: deps.env.FEEDBACK_ENABLED ?? true, signedIn });
  api.route('/feedback', feedback(true));
  app.route('/api/v1', api);

  const publicApi = new Hono();
  publicApi.route('/', healthRoutes(db));
  publicApi.route('/', sessionRoutes());
  publicApi.route('/', enterpriseRoutes(db));
  publicApi.route('/', jobRoutes(jobSearch, { candidatePaths: false }));
  publicApi.route('/', placeRoutes());
  publicApi.route('/', countryRoutes({ shared: true }));
  publicApi.route('/', synonymRoutes());
  publicApi.route('/', publicSkillRoutes(db));
  publicApi.route('/', publicProfileRoutes({ db, ...profile }));
  publicApi.route('/feedback', feedback(false));
  publicApi.route('/vitals', vitalsRoutes(db));
  app.route('/public/api/v1', publicApi);
  app.route('/public/consolelog', consoleLogRoutes());
  app.route('/', cookieConsentRoutes({ secure: identity?.sessionCookie?.secure ?? false }));
  app.route('/chatbot/api/v1', assistantRoutes({ db, jobs: engine, env: deps.env, identity }));
  app.route('/', fileServingRoutes(db, storage));
  app.use('/enterprise/api/v1/*', enterpriseWrites(events));
  app.route('/enterprise/api/v1', enterpriseApiRoutes(db, { ...profile, live, events }));
  app.route('/calendar', calendarRoutes(db));
  app.route('/api', openApiRoutes(app));
  if (identity?.provider) {
    const { provider, accounts, limiter } = identity;
    // A sign-out at the provider revokes the browser's grants: streams opened with bearer tokens
    // of the account check theirs at once.
    provider.on('grant.revoked', (ctx: { oidc?: { session?: { accountId?: string } } }, grant) => {
      const candidateId = Number(ctx.oidc?.session?.accountId);
      if (Number.isInteger(candidateId) && candidateId > 0 && typeof grant === 'string')
        publishSessionsEnded(live, candidateId, { grant });
    });
    const render = astro
      ? (c: Parameters<typeof renderPage>[1], view: HostedView) =>
          renderPage(astro, c, `/account/${view.screen}`, {
            hosted: view,
            ...(view.brand ? { branding: view.brand } : {}),
          })
      : (c: Context, view: HostedView) =>
          c.json(view, (view.status ?? 200) as ContentfulStatusCode);
    app.route(
      '/idp/interaction',
      interactionRoutes({ db, provider, accounts, limiter, live, render: render as never }),
    );
    app.all('/idp/*', mountProvider(provider));
  }
  if (identity)
    app.route(
      '/',
      relyingPartyRoutes({
        db,
        rp: identity.rp,
        flavour: deps.env.FLAVOUR,
        ipCountry: identity.ipCountry,
        cookie: identity.sessionCookie,
        live,
      }),
    );
  if (identity?.outbox) app.route('/dev/mail', devMailRoutes(identity.outbox));
  app.route('/', applicationFormRoutes(db));
  app.route('/', workStyleFormRoutes(db));
  app.route('/', credentialFormRoutes(db, storage));

  if (files) app.use(files);
  const pageCacheSeconds = deps.env.PAGE_CACHE_SECONDS ?? 60;
  if (astro && pageCacheSeconds > 0)
    app.use(
      pageCache({
        ttlMs: pageCacheSeconds * 1000,
        flavour: deps.env.FLAVOUR,
        events,
        sessionCookie: identity?.sessionCookie?.name ?? SESSION_COOKIE,
        varyCookies: [DOMAIN_COOKIE],
      }),
    );
  const candidatePageSeconds = deps.env.CANDIDATE_PAGE_CACHE_SECONDS ?? 20;
  if (astro && candidatePageSeconds > 0)
    app.use(
      candidatePageCache({
        ttlMs: candidatePageSeconds * 1000,
        flavour: deps.env.FLAVOUR,
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
        workStyle: workStylePort(db),
        credentials: credentialsPort(db, storage),
      }),
    );

  app.notFound((c) => {
    if (isApiPath(c.req.path) || !notFoundPage) return fail(c, 404, ERROR_MESSAGES.notFound);
    c.header('Cache-Control', 'no-cache');
    return c.html(notFoundPage, 404);
  });
  app.onError(
    errorHandler((c) => (errorPage ? c.html(errorPage, 500) : fail(c, 500, ERROR_MESSAGES.server))),
  );
  /**
   * Ends what the app subscribed to on the bus and stops the notifier it made itself; what was
   * passed in (bus, live hub, notifier, database) stays open for its owner to close.
   */
  const close = async () => {
    events.dispose();
    stopWatchingLive?.();
    await notifier?.close();
  };
  return Object.assign(app, { close });
}

export type App = ReturnType<typeof createApp>;
