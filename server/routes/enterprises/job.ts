import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { enterpriseOfOpenJob } from '../../services/enterprise/public-details.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';

/** GET enterprises/job/{jobId} (spec 7.3): unknown and closed jobs are not found. */
export function enterpriseOfJobRoutes(db: Db) {
  return new Hono().get('/enterprises/job/:id', valid('param', idParam), async (c) => {
    const enterprise = await enterpriseOfOpenJob(db, c.req.valid('param').id);
    if (!enterprise) throw notFound();
    return ok(c, enterprise);
  });
}
