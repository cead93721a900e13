import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { jobInputSchema, publishJobs, toJobRow } from '../../server/services/enterprise/jobs.ts';
import type { TestApp } from './app.ts';

/** The demo catalogue with `jobs` jobs: the open ones and the closed or expired ones, oldest first. */
export async function seedJobs(t: TestApp, jobs: number) {
  await seedDemoData(t.db, { jobs });
  const rows = await t.db
    .selectFrom('jobs')
    .select(['id', 'enterprise_id', 'status'])
    .orderBy('id')
    .execute();
  const ref = ({ id, enterprise_id }: (typeof rows)[number]) => ({ id, enterprise_id });
  return {
    open: rows.filter((row) => row.status === 'open').map(ref),
    ended: rows.filter((row) => row.status !== 'open').map(ref),
  };
}

/** The first seeded enterprise. */
export const firstEnterprise = (t: TestApp) =>
  t.db.selectFrom('enterprises').select(['id', 'establishment_name']).executeTakeFirstOrThrow();

/**
 * Publishes one job of the enterprise through the enterprise service, as an on-site, full-time
 * entry-level job in Boston unless `fields` say otherwise; returns its id.
 */
export async function publishJob(
  t: TestApp,
  enterpriseId: number,
  fields: { title: string; description: string } & Record<string, unknown>,
) {
  const input = jobInputSchema.parse({
    city: 'Boston',
    state: 'Massachusetts',
    country: 'United States',
    countryCode: 'US',
    workMode: 'O',
    employmentType: 'FT',
    experienceLevel: 'AT',
    ...fields,
  });
  const posted = await publishJobs(t.db, [toJobRow(enterpriseId, input)], { events: t.events });
  if (!posted.ok) throw new Error(posted.message);
  return posted.ids[0] as number;
}
