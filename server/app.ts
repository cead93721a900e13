import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { ERROR_MESSAGES } from '../src/shared/envelope.ts';
import { type ApiParts, candidateApiRoutes, publicApiRoutes } from './api-routes.ts';
import type { AstroHandler } from './astro.ts';
import type { Db } from './db/connect.ts';
import type { Env } from './env.ts';
import { fail } from './http/envelope.ts';
import type { Identity } from './identity/index.ts';
import { mountIdentityRoutes } from './identity-routes.ts';
import { limitBodies } from './middleware/body-limit.ts';
import { type BrandingVariables, branding } from './middleware/branding.ts';
import { clientAddress } from './middleware/client-ip.ts';
import { compress } from './middleware/compress.ts';
import { errorHandler, isApiPath } from './middleware/errors.ts';
import { candidateWrites, enterpriseWrites } from './middleware/page-changing-writes.ts';
import { paramsKeyBranding } from './middleware/params-key.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { type SessionVariables, session } from './middleware/session.ts';
import { servePages } from './page-serving.ts';
import { productLogoMarkup } from './product-logo.ts';
import { applicationFormRoutes } from './routes/applications/form.ts';
import { type AssistantEnv, assistantRoutes } from './routes/assistant/index.ts';
import { calendarRoutes } from './routes/calendar/index.ts';
import {
  CREDENTIAL_FORM_PATH,
  credentialFormRoutes,
} from './routes/candidates/credentials-form.ts';
import { enterpriseApiRoutes } from './routes/enterprise-api/index.ts';
import { ENTERPRISE_MESSAGE_PATH } from './routes/enterprise-api/messages.ts';
import { fileServingRoutes, UPLOAD_PATHS } from './routes/files/index.ts';
import { MESSAGE_UPLOAD_PATH } from './routes/messages/index.ts';
import { openApiRoutes } from './routes/openapi/index.ts';
import { consoleLogRoutes } from './routes/system/console-log.ts';
import { cookieConsentRoutes } from './routes/system/cookie-consent.ts';
import { probeRoutes } from './routes/system/probes.ts';
import { workStyleFormRoutes } from './routes/work-style/form.ts';
import { createEventBus, type EventBus, scopedEventBus } from './services/events.ts';
import { createLiveHub, type LiveHub } from './services/live/hub.ts';
import { requestLog } from './services/log/request.ts';
import { createNotifier, type Notifier } from './services/notify/dispatcher.ts';
import { searchOfFlavour } from './services/search/flavour.ts';
import { createJobSearch } from './services/search/jobs.ts';
import { withUnderstanding } from './services/search/understood-search.ts';
import { createStorage, type Storage, type StorageEnv } from './services/storage/index.ts';
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

  const parts: ApiParts = {
    db,
    storage,
    profile,
    live,
    events,
    identity,
    jobSearch,
    feedbackEnabled: deps.env.FEEDBACK_ENABLED ?? true,
  };
  app.route('/api/v1', candidateApiRoutes(parts));
  app.route('/public/api/v1', publicApiRoutes(parts));
  app.route('/public/consolelog', consoleLogRoutes());
  app.route('/', cookieConsentRoutes({ secure: identity?.sessionCookie?.secure ?? false }));
  app.route('/chatbot/api/v1', assistantRoutes({ db, jobs: engine, env: deps.env, identity }));
  app.route('/', fileServingRoutes(db, storage));
  app.use('/enterprise/api/v1/*', enterpriseWrites(events));
  app.route('/enterprise/api/v1', enterpriseApiRoutes(db, { ...profile, live, events }));
  app.route('/calendar', calendarRoutes(db));
  app.route('/api', openApiRoutes(app));
  mountIdentityRoutes(app, { db, identity, astro, live, flavour: deps.env.FLAVOUR });
  app.route('/', applicationFormRoutes(db));
  app.route('/', workStyleFormRoutes(db));
  app.route('/', credentialFormRoutes(db, storage));

  servePages(app, {
    db,
    env: deps.env,
    files,
    astro,
    keptJobPages: deps.keptJobPages,
    events,
    sessionCookie: identity?.sessionCookie?.name,
    jobSearch,
    storage,
    profile,
  });

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
