import { Hono } from 'hono';
import type { Db } from './db/connect.ts';
import type { Identity } from './identity/index.ts';
import {
  requireCandidate,
  requireCsrfHeader,
  type SessionVariables,
} from './middleware/session.ts';
import { candidateRoutes } from './routes/candidates/index.ts';
import { publicProfileRoutes } from './routes/candidates/public-profile.ts';
import { publicSkillRoutes } from './routes/candidates/skills.ts';
import { careerRoutes } from './routes/career/index.ts';
import { countryRoutes } from './routes/countries/index.ts';
import { enterpriseRoutes } from './routes/enterprises/index.ts';
import { feedbackRoutes } from './routes/feedback/index.ts';
import { fileRoutes } from './routes/files/index.ts';
import { interviewRoutes } from './routes/interviews/index.ts';
import { jobRoutes } from './routes/jobs/index.ts';
import { liveRoutes } from './routes/live/index.ts';
import { messageRoutes } from './routes/messages/index.ts';
import { notificationRoutes } from './routes/notifications/index.ts';
import { placeRoutes } from './routes/places/index.ts';
import { reportRoutes } from './routes/reports/index.ts';
import { synonymRoutes } from './routes/synonyms/index.ts';
import { healthRoutes } from './routes/system/health.ts';
import { sessionRoutes } from './routes/system/session.ts';
import { vitalsRoutes } from './routes/vitals/index.ts';
import { adjustmentRoutes, workStyleRoutes } from './routes/work-style/index.ts';
import type { EventBus } from './services/events.ts';
import type { LiveHub } from './services/live/hub.ts';
import type { ProfileDeps } from './services/profile/deps.ts';
import type { JobSearch } from './services/search/jobs.ts';
import type { Storage } from './services/storage/index.ts';

/** What the candidate and public APIs are built from; the app makes each part once. */
export interface ApiParts {
  db: Db;
  storage: Storage;
  profile: Omit<ProfileDeps, 'db'>;
  live: LiveHub;
  events: EventBus;
  identity?: Identity;
  /** The search every API answers with, read through query understanding. */
  jobSearch: JobSearch;
  /** FEEDBACK_ENABLED: whether feedback sent is stored (on unless set false). */
  feedbackEnabled: boolean;
}

const feedback = ({ db, storage, feedbackEnabled }: ApiParts, signedIn: boolean) =>
  feedbackRoutes(db, storage, { enabled: feedbackEnabled, signedIn });

/**
 * The API of signed-in candidates (/api/v1): writes made with the session cookie carry the CSRF
 * header, and jobs, places and countries answer only a candidate.
 */
export function candidateApiRoutes(parts: ApiParts) {
  const { db, storage, profile, live, events, identity, jobSearch } = parts;
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
  api.route('/feedback', feedback(parts, true));
  return api;
}

/** The API anyone may call (/public/api/v1), signed in or not. */
export function publicApiRoutes(parts: ApiParts) {
  const { db, profile, jobSearch } = parts;
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
  publicApi.route('/feedback', feedback(parts, false));
  publicApi.route('/vitals', vitalsRoutes(db));
  return publicApi;
}
