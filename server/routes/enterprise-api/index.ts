import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  codesOf,
  DURATION_PATTERN,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  PAY_PERIODS,
  WORK_MODES,
} from '../../../src/shared/code-tables.ts';
import type { Db } from '../../db/connect.ts';
import { existingSkillIds } from '../../db/repositories/catalogue.ts';
import { applicantsOf, closeJob, findOwnJob } from '../../db/repositories/enterprise-api.ts';
import { insertJobs } from '../../db/repositories/jobs.ts';
import { rebuildSuggestions } from '../../db/repositories/suggestions.ts';
import { enterpriseOfApiKey } from '../../services/enterprise/api-keys.ts';
import { MOVE_STATUSES, moveCandidate } from '../../services/enterprise/pipeline.ts';
import { fail, notFound, ok } from '../envelope.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

type Vars = { Variables: { enterpriseId: number } };

const jobSchema = z.object({
  title: z.string().trim().min(2).max(200),
  description: z.string().trim().min(20).max(20_000),
  city: z.string().trim().min(1).max(120),
  state: z.string().trim().min(1).max(120),
  country: z.string().trim().min(1).max(120),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  workMode: z.enum(codesOf(WORK_MODES)),
  employmentType: z.enum(codesOf(EMPLOYMENT_TYPES)),
  experienceLevel: z.enum(codesOf(EXPERIENCE_LEVELS)),
  education: z.enum(codesOf(EDUCATION_LEVELS)).nullable().default(null),
  duration: z.string().regex(DURATION_PATTERN).nullable().default(null),
  payMin: z.number().int().min(0).max(10_000_000).nullable().default(null),
  payMax: z.number().int().min(0).max(10_000_000).nullable().default(null),
  payCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  payPeriod: z.enum(codesOf(PAY_PERIODS)).nullable().default(null),
  easyApply: z.boolean().default(false),
  skills: z
    .array(
      z.object({
        id: z.number().int().positive(),
        minYears: z.number().int().min(0).max(50),
        maxYears: z.number().int().min(0).max(50),
      }),
    )
    .max(30)
    .default([]),
});

/** Enterprise keys: `Authorization: Bearer wlk_…`; anything else is 401. */
function requireEnterprise(db: Db) {
  return createMiddleware<Vars>(async (c, next) => {
    const key = /^Bearer\s+(wlk_[\w-]{20,100})$/.exec(c.req.header('authorization') ?? '')?.[1];
    const enterpriseId = key ? await enterpriseOfApiKey(db, key) : undefined;
    if (!enterpriseId) return fail(c, 401, 'A valid enterprise API key is required.');
    c.set('enterpriseId', enterpriseId);
    await next();
  });
}

/**
 * The enterprise API (no screens): post and close jobs, list the applicants of one's own jobs, move
 * them through the pipeline. Another enterprise's job or applicant is never found.
 */
export function enterpriseApiRoutes(db: Db) {
  const app = new Hono<Vars>();
  app.use(requireEnterprise(db));

  app.post('/jobs', requireJson, valid('json', jobSchema), async (c) => {
    const job = c.req.valid('json');
    if (job.payMax !== null && job.payMin !== null && job.payMax < job.payMin)
      return fail(c, 400, 'payMax must not be below payMin.');
    const now = new Date().toISOString();
    const known = await existingSkillIds(
      db,
      job.skills.map((s) => s.id),
    );
    const unknown = job.skills.find((s) => !known.has(s.id));
    if (unknown) return fail(c, 400, `Unknown skill id ${unknown.id}.`);
    const [id] = await insertJobs(db, [
      {
        job: {
          enterprise_id: c.get('enterpriseId'),
          job_title_id: null,
          title: job.title,
          description: job.description,
          city: job.city,
          state: job.state,
          country: job.country,
          country_code: job.countryCode,
          work_mode: job.workMode,
          employment_type: job.employmentType,
          experience_level: job.experienceLevel,
          education: job.education,
          duration: job.duration,
          pay_min: job.payMin,
          pay_max: job.payMax,
          pay_currency: job.payCurrency,
          pay_period: job.payPeriod,
          easy_apply: job.easyApply ? 1 : 0,
          status: 'open',
          posted_at: now,
          expires_at: new Date(Date.now() + 90 * 86_400_000).toISOString(),
          created_at: now,
          updated_at: now,
        },
        skills: job.skills.map((s) => ({
          skill_id: s.id,
          min_years: s.minYears,
          max_years: Math.max(s.minYears, s.maxYears),
        })),
      },
    ]);
    await rebuildSuggestions(db);
    return ok(c, { id }, 201);
  });

  app.put('/jobs/:id/close', valid('param', idParam), async (c) => {
    const job = await findOwnJob(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!job) throw notFound();
    await closeJob(db, job.id);
    return ok(c, { id: job.id, status: 'closed' });
  });

  app.get('/jobs/:id/applicants', valid('param', idParam), async (c) => {
    const job = await findOwnJob(db, c.get('enterpriseId'), c.req.valid('param').id);
    if (!job) throw notFound();
    return ok(c, await applicantsOf(db, job.id));
  });

  app.put(
    '/applications/:id/status',
    requireJson,
    valid('param', idParam),
    valid('json', z.object({ status: z.enum(MOVE_STATUSES) })),
    async (c) => {
      const moved = await moveCandidate(
        db,
        c.get('enterpriseId'),
        c.req.valid('param').id,
        c.req.valid('json').status,
      );
      if (!moved) throw notFound();
      return ok(c, { id: c.req.valid('param').id, status: c.req.valid('json').status });
    },
  );

  return app;
}
