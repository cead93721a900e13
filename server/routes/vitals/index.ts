import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { vitalsReportSchema } from '../../../src/shared/dto/web-vitals.ts';
import { ERROR_MESSAGES } from '../../../src/shared/envelope.ts';
import type { Db } from '../../db/connect.ts';
import { fail, ok } from '../../http/envelope.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { recordWebVitals } from '../../services/vitals.ts';
import { requireJson, valid } from '../validate.ts';

/**
 * `POST /` stores the Core Web Vitals one page view reports (LCP, INP, CLS, TTFB), with its route
 * pattern, flavour and navigation type; `npm run vitals` prints their 75th percentiles. Anyone may
 * report, so each address is limited to 60 reports a minute, counted across every node, of at most
 * 4 KB each.
 */
export function vitalsRoutes(db: Db) {
  return new Hono().post(
    '/',
    rateLimit({ db, scope: 'vitals', limit: 60, windowMs: 60_000 }),
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => fail(c, 413, ERROR_MESSAGES.tooLarge) }),
    requireJson,
    valid('json', vitalsReportSchema),
    async (c) => ok(c, { stored: await recordWebVitals(db, c.req.valid('json')) }, 202),
  );
}
