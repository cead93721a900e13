import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import { enterpriseOfApiKey } from '../../services/enterprise/api-keys.ts';
import {
  applicantsOfOwnJob,
  closeOwnJob,
  jobInputSchema,
  postJob,
} from '../../services/enterprise/jobs.ts';
import { MOVE_STATUSES, moveCandidate } from '../../services/enterprise/pipeline.ts';
import type { EventBus } from '../../services/events.ts';
import type { LiveHub } from '../../services/live/hub.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { viewApplicantProfile } from '../../services/profile/views.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';
import { enterpriseCredentialRoutes } from './credentials.ts';
import { enterpriseInterviewRoutes } from './interviews.ts';
import { enterpriseMessageRoutes } from './messages.ts';
import { enterpriseReviewRoutes } from './reviews.ts';
import { enterpriseWorkStyleRoutes } from './work-style.ts';

type Vars = { Variables: { enterpriseId: number } };

/** Enterprise keys: `Authorization: Bearer wlk_…`; anything else is 401. */
function requireEnterprise(db: Db) {
  return createMiddleware<Vars>(async (c, next) => {
    const key = /^Bearer\s+(wlk_[\w-]{20,100})$/.exec(c.req.header('authorization') ?? '')?.[1];
    const enterpriseId = key ? await enterpriseOfApiKey(db, key) : undefined;
    if (!enterpriseId) return fail(c, 401, 'A valid enterprise API key is required.');
    c.set('enterpriseId', enterpriseId);
    await next();
  });
}

/**
 * The enterprise API (no screens): post and close jobs, say which credentials a job asks for, list
 * the applicants of one's own jobs and the credentials they sent, move them through the pipeline.
 * Another enterprise's job or applicant is never found.
 */
export function enterpriseApiRoutes(
  db: Db,
  profile: Omit<ProfileDeps, 'db'> & { live: LiveHub; events: EventBus },
) {
  const { events } = profile;
  const app = new Hono<Vars>();
  app.use(requireEnterprise(db));

  app.post('/jobs', requireJson, valid('json', jobInputSchema), async (c) => {
    const posted = await postJob(db, c.get('enterpriseId'), c.req.valid('json'), events);
    if (!posted.ok) return fail(c, 400, posted.message);
    return ok(c, { id: posted.ids[0] }, 201);
  });

  app.put('/jobs/:id/close', valid('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    if (!(await closeOwnJob(db, c.get('enterpriseId'), id, events))) throw notFound();
    return ok(c, { id, status: 'closed' });
  });

  app.get('/jobs/:id/applicants', valid('param', idParam), async (c) => {
    const applicants = await applicantsOfOwnJob(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!applicants) throw notFound();
    return ok(c, applicants);
  });

  app.put(
    '/applications/:id/status',
    requireJson,
    valid('param', idParam),
    valid('json', z.object({ status: z.enum(MOVE_STATUSES) })),
    async (c) => {
      const moved = await moveCandidate(
        db,
        c.get('enterpriseId'),
        c.req.valid('param').id,
        c.req.valid('json').status,
        events,
      );
      if (!moved) throw notFound();
      return ok(c, { id: c.req.valid('param').id, status: c.req.valid('json').status });
    },
  );

  // The profile of a candidate who applied to one of the enterprise's jobs; each look is counted.
  app.get('/candidates/:id/profile', valid('param', idParam), async (c) => {
    const viewed = await viewApplicantProfile(
      { db, ...profile },
      c.get('enterpriseId'),
      c.req.valid('param').id,
    );
    if (!viewed) throw notFound();
    // The look counts towards the recruiter interest the candidate's dashboard shows.
    await events.emit('candidateChanged', { candidateId: c.req.valid('param').id });
    return ok(c, viewed);
  });

  app.route('/', enterpriseInterviewRoutes(db, events));
  app.route(
    '/',
    enterpriseMessageRoutes({ db, storage: profile.storage, live: profile.live, events }),
  );
  app.route('/', enterpriseReviewRoutes(db, events));
  app.route('/', enterpriseWorkStyleRoutes(db, events));
  app.route('/', enterpriseCredentialRoutes(db, profile.storage, events));
  return app;
}
