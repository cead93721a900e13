import type { JobCard, JobDetail } from '../../../src/shared/dto/job.ts';
import type { WorkFacts } from '../../../src/shared/work-style/facts.ts';
import type { jobCards } from '../../db/repositories/job-search.ts';

/** A job as the result cards and the job page show it, from its row, skills and facts. */

export type CardRow = Awaited<ReturnType<typeof jobCards>>[number];

export function toCard({ job, skills, facts }: CardRow): JobCard {
  return {
    ...(facts ? { workFacts: facts as WorkFacts } : {}),
    id: job.id,
    jobTitle: job.title,
    establishmentName: job.establishment_name,
    city: job.city,
    state: job.state,
    country: job.country,
    workMode: job.work_mode,
    employmentType: job.employment_type,
    payMin: job.pay_min,
    payMax: job.pay_max,
    payCurrency: job.pay_currency,
    payPeriod: job.pay_period,
    easyApply: job.easy_apply === 1,
    postedAt: job.posted_at,
    skills: skills.map((s) => ({ id: s.id, name: s.name })),
  };
}

export function toDetail(row: CardRow): JobDetail {
  const { job, skills } = row;
  return {
    ...toCard(row),
    enterpriseId: job.enterprise_id,
    description: job.description,
    experienceLevel: job.experience_level,
    education: job.education,
    duration: job.duration,
    status: job.status,
    expiresAt: job.expires_at,
    countryCode: job.country_code,
    skills: skills.map((s) => ({
      id: s.id,
      name: s.name,
      minYears: s.min_years,
      maxYears: s.max_years,
    })),
  };
}
