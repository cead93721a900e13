import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import type { Accounts } from '../../identity/accounts.ts';
import type { EmailChange } from '../../identity/email-change.ts';
import type { FailureLimiter } from '../../identity/rate-limit.ts';
import type { SessionCookie } from '../../identity/session-tokens.ts';
import { requireCandidate, type SessionVariables } from '../../middleware/session.ts';
import type { EventBus } from '../../services/events.ts';
import type { LiveHub } from '../../services/live/hub.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import type { JobSearch } from '../../services/search/jobs.ts';
import { applicationRoutes } from '../applications/index.ts';
import { accountRoutes } from './account.ts';
import { bookmarkRoutes } from './bookmarks.ts';
import { checklistRoutes } from './checklist.ts';
import { credentialRoutes } from './credentials.ts';
import { dashboardRoutes } from './dashboard.ts';
import { emailRoutes } from './email.ts';
import { poolPriorityRoutes } from './pool-priority.ts';
import { profileRoutes } from './profile.ts';
import { educationRoutes, workHistoryRoutes } from './profile-entries.ts';
import { publicKeyRoutes } from './public-profile.ts';
import { recommendationRoutes } from './recommendations.ts';
import { referralRoutes } from './referrals.ts';
import { savedSearchRoutes } from './saved-searches.ts';
import { skillRoutes } from './skills.ts';

/** The signed-in candidate's own data; the id always comes from the session. */
export function candidateRoutes(
  db: Db,
  identity:
    | {
        accounts: Accounts;
        limiter: FailureLimiter;
        sessionCookie?: SessionCookie;
        live?: LiveHub;
        emailChange?: EmailChange;
      }
    | undefined,
  jobs: JobSearch | undefined,
  profile: Omit<ProfileDeps, 'db'>,
  events?: EventBus,
) {
  // Every route below reads `candidateId`, which this guard sets.
  const app = new Hono<{ Variables: SessionVariables }>().use(requireCandidate);

  const deps = { db, ...profile };
  app.route('/', profileRoutes(deps));
  app.route('/', skillRoutes(db));
  app.route('/', workHistoryRoutes(deps));
  app.route('/', educationRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', publicKeyRoutes(deps));
  app.route('/', referralRoutes(db));
  app.route('/', checklistRoutes(deps));
  app.route('/', credentialRoutes(deps));
  app.route('/', accountRoutes(deps, identity));
  if (identity?.emailChange)
    app.route('/email', emailRoutes(db, identity.emailChange, identity.limiter));
  app.route('/', applicationRoutes(db));
  app.route('/pool/priority', poolPriorityRoutes(db));
  if (jobs) app.route('/', bookmarkRoutes(db, jobs));
  if (jobs) app.route('/', recommendationRoutes(db, jobs, events));
  app.route('/', savedSearchRoutes(db));
  return app;
}
