import { Hono } from 'hono';
import { z } from 'zod';
import { domainSchema } from '../../../src/shared/dto/enterprise.ts';
import type { Db } from '../../db/connect.ts';
import { findEnterpriseByDomain, findEnterpriseById } from '../../db/repositories/enterprises.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';
import { candidateReviewRoutes } from './candidate-review.ts';
import { toPublicDetails } from './details.ts';
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
        const row = await findEnterpriseByDomain(db, c.req.valid('param').domain);
        if (!row) throw notFound();
        return ok(c, await toPublicDetails(db, row));
      },
    )
    .get('/enterprises/:id/details', valid('param', idParam), async (c) => {
      const row = await findEnterpriseById(db, c.req.valid('param').id);
      if (!row) throw notFound();
      return ok(c, await toPublicDetails(db, row));
    })
    .route('/', enterpriseOfJobRoutes(db))
    .route('/', candidateReviewRoutes(db));
}
