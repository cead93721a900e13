import { Hono } from 'hono';
import { z } from 'zod';
import { domainSchema } from '../../../src/shared/dto/enterprise.ts';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import {
  enterpriseDetailsByDomain,
  enterpriseDetailsById,
} from '../../services/enterprise/public-details.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';
import { candidateReviewRoutes } from './candidate-review.ts';
import { enterpriseOfJobRoutes } from './job.ts';

/**
 * Public enterprise branding (spec 7.3): looked up by career-portal domain or by id; and the
 * enterprise behind a shared job.
 */
export function enterpriseRoutes(db: Db) {
  return new Hono()
    .get(
      '/candidates/enterprise/details/:domain',
      valid('param', z.object({ domain: domainSchema })),
      async (c) => {
        const details = await enterpriseDetailsByDomain(db, c.req.valid('param').domain);
        if (!details) throw notFound();
        return ok(c, details);
      },
    )
    .get('/enterprises/:id/details', valid('param', idParam), async (c) => {
      const details = await enterpriseDetailsById(db, c.req.valid('param').id);
      if (!details) throw notFound();
      return ok(c, details);
    })
    .route('/', enterpriseOfJobRoutes(db))
    .route('/', candidateReviewRoutes(db));
}
