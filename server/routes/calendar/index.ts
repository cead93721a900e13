import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/envelope.ts';
import { calendarFeed } from '../../services/interviews/calendar.ts';
import { valid } from '../validate.ts';

const feedParam = z.object({ file: z.string().regex(/^[\w-]{20,64}\.ics$/) });

/**
 * `GET /calendar/{token}.ics`: the private feed of a candidate's upcoming interviews, for
 * calendar apps that subscribe without a session. An unknown or replaced token is 404.
 */
export function calendarRoutes(db: Db) {
  const app = new Hono();
  app.get('/:file', valid('param', feedParam), async (c) => {
    const token = c.req.valid('param').file.slice(0, -'.ics'.length);
    const body = await calendarFeed(db, token, new URL(c.req.url).origin);
    if (body === null) throw notFound();
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
    });
  });
  return app;
}
