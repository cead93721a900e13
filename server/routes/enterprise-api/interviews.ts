import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import type { EventBus } from '../../services/events.ts';
import {
  changeRound,
  closeInterviews,
  closeSchema,
  inviteSchema,
  inviteToInterview,
  type Outcome,
  ownApplicationRounds,
  scheduleSchema,
} from '../../services/interviews/enterprise.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

type Vars = { Variables: { enterpriseId: number } };

function settle<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw outcome.status === 404 ? notFound() : new ApiError(409, outcome.message ?? '');
}

/**
 * Interviews on the enterprise API: invite an applicant of one's own job to a round, reschedule,
 * cancel, mark a round completed, close the process. Each change notifies the candidate.
 * Another enterprise's applications and rounds are never found.
 */
export function enterpriseInterviewRoutes(db: Db, events: EventBus) {
  const app = new Hono<Vars>();

  app.get('/applications/:id/interviews', valid('param', idParam), async (c) => {
    return ok(c, await ownApplicationRounds(db, c.get('enterpriseId'), c.req.valid('param').id));
  });

  app.post(
    '/applications/:id/interviews',
    requireJson,
    valid('param', idParam),
    valid('json', inviteSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const invited = await inviteToInterview(
        db,
        c.get('enterpriseId'),
        id,
        c.req.valid('json'),
        events,
      );
      return ok(c, settle(invited), 201);
    },
  );

  app.put(
    '/applications/:id/interviews/close',
    requireJson,
    valid('param', idParam),
    valid('json', closeSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { closureStatus } = c.req.valid('json');
      return ok(c, settle(await closeInterviews(db, c.get('enterpriseId'), id, closureStatus)));
    },
  );

  app.put(
    '/interviews/:id/schedule',
    requireJson,
    valid('param', idParam),
    valid('json', scheduleSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return ok(
        c,
        settle(await changeRound(db, c.get('enterpriseId'), id, 'reschedule', input, events)),
      );
    },
  );

  const change = z.object({ id: idParam.shape.id, action: z.enum(['cancel', 'complete']) });
  app.put('/interviews/:id/:action', valid('param', change), async (c) => {
    const { id, action } = c.req.valid('param');
    return ok(
      c,
      settle(await changeRound(db, c.get('enterpriseId'), id, action, undefined, events)),
    );
  });

  return app;
}
