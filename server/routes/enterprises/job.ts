import { Hono } from 'hono';
import type { EnterpriseOfJob } from '../../../src/shared/dto/enterprise-of-job.ts';
import type { Db } from '../../db/connect.ts';
import { domainsOf, findEnterpriseById } from '../../db/repositories/enterprises.ts';
import { findJobById } from '../../db/repositories/jobs.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';

/** GET enterprises/job/{jobId} (spec 7.3): unknown and closed jobs are not found. */
export function enterpriseOfJobRoutes(db: Db) {
  return new Hono().get('/enterprises/job/:id', valid('param', idParam), async (c) => {
    const job = await findJobById(db, c.req.valid('param').id);
    const enterprise =
      job?.status === 'open' ? await findEnterpriseById(db, job.enterprise_id) : undefined;
    if (!enterprise) throw notFound();
    return ok(c, {
      enterprisePublicDto: {
        enterpriseId: enterprise.id,
        establishmentName: enterprise.establishment_name,
        validDomainNames: await domainsOf(db, enterprise.id),
      },
    } satisfies EnterpriseOfJob);
  });
}
