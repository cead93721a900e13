import { z } from 'zod';
import type { JobCard } from './job.ts';

/** A job recommended to the candidate: its card, how well it fits (0–100) and why. */
export interface RecommendedJob extends JobCard {
  matchScore: number;
  /** e.g. '4 of 6 skills, remote' or '3 of 5 skills, in Boston'. */
  matchReason: string;
}

export interface RecommendationPage {
  jobs: RecommendedJob[];
  total: number;
  page: number;
  pageSize: number;
  /** False when the profile has no skills yet: there is nothing to match on. */
  hasSkills: boolean;
}

export const RECOMMENDATIONS_PAGE_SIZE = 20;
/** The best this many jobs are ranked and paged through. */
export const RECOMMENDATIONS_LIMIT = 200;

export const recommendationQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(0)
    .max(RECOMMENDATIONS_LIMIT / RECOMMENDATIONS_PAGE_SIZE)
    .catch(0)
    .default(0),
});

export const NO_SKILLS_MESSAGE =
  'Add your skills, with years of experience, to your profile to get job recommendations.';
export const NO_RECOMMENDATIONS_MESSAGE =
  'No open jobs match your skills right now. New jobs are posted every day, so check back soon.';

/** How well each job fits the candidate, by job id: the score and reason a card shows. */
export type JobFits = Record<number, Pick<RecommendedJob, 'matchScore' | 'matchReason'>>;

/** What server-rendered pages may ask for the candidate's recommendations. */
export interface RecommendationsPort {
  top(candidateId: number, count: number): Promise<RecommendationPage>;
  /** The fit of the given jobs (a page of search results); empty without profile skills. */
  scores(candidateId: number, jobIds: readonly number[]): Promise<JobFits>;
}
