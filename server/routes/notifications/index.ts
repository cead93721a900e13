import { Hono } from 'hono';
import { z } from 'zod';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_TEXTS,
  notificationListQuerySchema,
} from '../../../src/shared/dto/notification.ts';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import type { LiveHub } from '../../services/live/hub.ts';
import { notificationInbox } from '../../services/notify/inbox.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';

const pageParams = z.object({
  page: z.coerce.number().int().min(0).max(100_000),
  size: z.coerce.number().int().min(1).max(50),
});

/**
 * `/api/v1/candidates/notifications` (spec 7.4): pages of the candidate's notifications with the
 * unread count, the unread slice, marking read, and where a tapped one leads (spec 4.1).
 */
export function notificationRoutes(db: Db, live: LiveHub) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);

  const inbox = notificationInbox(db, live);
  const list = (candidateId: number, offset: number, limit: number, unreadOnly: boolean) =>
    inbox.page(candidateId, { offset, limit, unreadOnly });

  app.get('/unread/C', valid('query', notificationListQuerySchema), async (c) => {
    const size = NOTIFICATION_LIMITS.pageSize;
    return ok(c, await list(c.get('candidateId'), c.req.valid('query').page * size, size, true));
  });

  app.get(
    '/C/:page/:size',
    valid('param', pageParams),
    valid('query', notificationListQuerySchema),
    async (c) => {
      const { page, size } = c.req.valid('param');
      return ok(c, await list(c.get('candidateId'), page * size, size, false));
    },
  );

  app.put('/C', async (c) => {
    await inbox.markAllRead(c.get('candidateId'));
    return ok(c, { unReadNotifications: 0 });
  });

  app.put('/:id/R', valid('param', idParam), async (c) => {
    if (!(await inbox.markRead(c.get('candidateId'), c.req.valid('param').id))) throw notFound();
    return ok(c, { id: c.req.valid('param').id, notificationStatus: 'R' });
  });

  app.get('/:id/target', valid('param', idParam), async (c) => {
    const target = await inbox.target(c.get('candidateId'), c.req.valid('param').id);
    if (!target) throw notFound();
    if ('expired' in target)
      return c.json(
        { statusCode: 410, errorMessage: NOTIFICATION_TEXTS.expired, expired: true },
        410,
      );
    return ok(c, target);
  });

  return app;
}
