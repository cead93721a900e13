import { Hono } from 'hono';
import { INTERVIEW_ACCESS_DENIED } from '../../../src/shared/dto/interview.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { interviewCalendar, newCalendarToken } from '../../services/interviews/calendar.ts';
import {
  type CandidateOutcome,
  interviewsPort,
  ownRound,
  ownSchedules,
  ratePanel,
  ratingSchema,
  respondSchema,
  respondToInvite,
  scheduleDto,
} from '../../services/interviews/candidate.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/** Spec 8: another candidate's interview (or none at all) is 405 'Interview Access denied.'. */
const denied = () => new ApiError(405, INTERVIEW_ACCESS_DENIED);

function settle(outcome: CandidateOutcome) {
  if (outcome.ok) return outcome.value;
  throw outcome.status === 405 ? denied() : new ApiError(outcome.status, outcome.message ?? '');
}

/**
 * `/api/v1/candidates/interviews`: the candidate's own interview rounds, answering invitations,
 * rating the panel, calendar files and the private calendar feed link.
 */
export function interviewRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);
  const interviews = interviewsPort(db);

  app.get('/', async (c) => ok(c, await interviews.list(c.get('candidateId'))));

  app.get('/calendar-link', async (c) =>
    ok(c, { exists: await interviews.hasCalendarLink(c.get('candidateId')) }),
  );

  /** A new private feed link, shown once; the previous link stops working. */
  app.post('/calendar-link', async (c) => {
    const token = await newCalendarToken(db, c.get('candidateId'));
    return ok(c, { url: `${new URL(c.req.url).origin}/calendar/${token}.ics` }, 201);
  });

  app.get('/schedules/:id', valid('param', idParam), async (c) => {
    const schedules = await ownSchedules(db, c.get('candidateId'), c.req.valid('param').id);
    if (!schedules) throw denied();
    return ok(c, schedules);
  });

  app.get('/:id', valid('param', idParam), async (c) => {
    const round = await ownRound(db, c.get('candidateId'), c.req.valid('param').id);
    if (!round) throw denied();
    return ok(c, scheduleDto(round));
  });

  app.get('/:id/calendar.ics', valid('param', idParam), async (c) => {
    const round = await ownRound(db, c.get('candidateId'), c.req.valid('param').id);
    if (!round) throw denied();
    const body = interviewCalendar('Interview', [round], new URL(c.req.url).origin);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="interview-${round.id}.ics"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.put(
    '/:id/respond',
    requireJson,
    valid('param', idParam),
    valid('json', respondSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return ok(
        c,
        settle(await respondToInvite(db, c.get('candidateId'), id, c.req.valid('json').status)),
      );
    },
  );

  app.put(
    '/:id/rating',
    requireJson,
    valid('param', idParam),
    valid('json', ratingSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return ok(c, settle(await ratePanel(db, c.get('candidateId'), id, c.req.valid('json'))));
    },
  );

  return app;
}
