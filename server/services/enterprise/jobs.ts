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
import { jobCredentialsSchema } from '../../../src/shared/credentials/schema.ts';
import { jobShiftSchema } from '../../../src/shared/shifts.ts';
import type { Db } from '../../db/connect.ts';
import { existingSkillIds } from '../../db/repositories/catalogue.ts';
import { setJobCredentials, setJobShift } from '../../db/repositories/credentials.ts';
import { applicantsOf, closeJob, findOwnJob } from '../../db/repositories/enterprise-api.ts';
import { insertJobs, type NewJobWithSkills } from '../../db/repositories/jobs.ts';
import { insertJobQuestions } from '../../db/repositories/screening-questions.ts';
import { rebuildSuggestions } from '../../db/repositories/suggestions.ts';
import type { EventBus } from '../events.ts';

/** A job as an enterprise posts it (the enterprise API's body). */
export const jobInputSchema = z.object({
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
  /** Credentials the job asks for: required ones, and preferred ones (`required: false`). */
  credentials: jobCredentialsSchema.default([]),
  /** Shift facts of a healthcare job: engagement, shift length and time, start, hours, weeks. */
  shift: jobShiftSchema.nullable().default(null),
  screeningQuestions: z
    .array(
      z
        .object({
          label: z.string().trim().min(3).max(300),
          type: z.enum(['text', 'yes-no', 'choice']),
          options: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
          required: z.boolean().default(true),
        })
        .refine((q) => q.type !== 'choice' || q.options.length >= 2, {
          message: 'A choice question needs at least two options.',
        }),
    )
    .max(10)
    .default([]),
});
export type JobInput = z.infer<typeof jobInputSchema>;

const DAY_MS = 86_400_000;

/** The stored row of a posted job: open for 90 days from `now`. */
export function toJobRow(enterpriseId: number, job: JobInput, now = new Date()): NewJobWithSkills {
  const at = now.toISOString();
  return {
    job: {
      enterprise_id: enterpriseId,
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
      posted_at: at,
      expires_at: new Date(now.getTime() + 90 * DAY_MS).toISOString(),
      created_at: at,
      updated_at: at,
    },
    skills: job.skills.map((s) => ({
      skill_id: s.id,
      min_years: s.minYears,
      max_years: Math.max(s.minYears, s.maxYears),
    })),
  };
}

export type PostOutcome = { ok: true; ids: number[] } | { ok: false; message: string };

/**
 * Publishes jobs: checks pay ranges and skill ids, stores them with their search index and
 * refreshes the typeahead suggestions once. The enterprise API and the demo seed both post here;
 * a caller posting many batches passes `refreshSuggestions: false` on all but the last.
 */
export async function publishJobs(
  db: Db,
  rows: readonly NewJobWithSkills[],
  options: { refreshSuggestions?: boolean; events?: EventBus } = {},
): Promise<PostOutcome> {
  const badPay = rows.find(
    ({ job }) => job.pay_min != null && job.pay_max != null && job.pay_max < job.pay_min,
  );
  if (badPay) return { ok: false, message: 'payMax must not be below payMin.' };
  const wanted = [...new Set(rows.flatMap((r) => r.skills.map((s) => s.skill_id)))];
  const known = await existingSkillIds(db, wanted);
  const unknown = wanted.find((id) => !known.has(id));
  if (unknown !== undefined) return { ok: false, message: `Unknown skill id ${unknown}.` };
  const ids = await insertJobs(db, rows);
  if (options.refreshSuggestions !== false) await rebuildSuggestions(db);
  // New jobs belong in the lists and rankings already worked out: one change a batch says so.
  if (ids[0] !== undefined) await options.events?.emit('jobChanged', { jobId: ids[0] });
  return { ok: true, ids };
}

/** Posts one job from the enterprise API, with its own screening questions. */
export async function postJob(
  db: Db,
  enterpriseId: number,
  input: JobInput,
  events?: EventBus,
): Promise<PostOutcome> {
  const posted = await publishJobs(db, [toJobRow(enterpriseId, input)], { events });
  const id = posted.ok ? posted.ids[0] : undefined;
  if (id !== undefined) {
    await insertJobQuestions(db, id, input.screeningQuestions);
    await setJobCredentials(db, id, input.credentials);
    await setJobShift(db, id, input.shift);
    // Its questions, credentials and shift are part of it too.
    await events?.emit('jobChanged', { jobId: id });
  }
  return posted;
}

/** Closes one of the enterprise's own jobs; false when it is another enterprise's or unknown. */
export async function closeOwnJob(db: Db, enterpriseId: number, jobId: number, events?: EventBus) {
  const job = await findOwnJob(db, enterpriseId, jobId);
  if (!job) return false;
  await closeJob(db, job.id);
  await events?.emit('jobChanged', { jobId: job.id });
  return true;
}

/** The applicants of one of the enterprise's own jobs; undefined when it is not theirs. */
export async function applicantsOfOwnJob(db: Db, enterpriseId: number, jobId: number) {
  const job = await findOwnJob(db, enterpriseId, jobId);
  return job && applicantsOf(db, job.id);
}
