import type { JobSearchCriteria } from '../../../../src/shared/dto/job.ts';
import type { Db } from '../../../db/connect.ts';
import type { Career } from '../../career/index.ts';
import type { Recommendations } from '../../recommendations/index.ts';
import type { JobSearch } from '../../search/jobs.ts';
import { searchUnderstood } from '../../search/understood-search.ts';
import type { Entities } from '../entities.ts';
import type { HelpIndex } from '../help-index.ts';

/** Who is asking: a signed-in candidate, or a visitor (null id). */
export interface Asker {
  candidateId: number | null;
  firstName: string | null;
  /** False when nothing of the chat is kept (no chat id): no follow-up can build on an answer. */
  remembered?: boolean;
}

export interface AnswerDeps {
  db: Db;
  jobs: JobSearch;
  /** Flavour H: every search is a healthcare search, read as one. */
  healthcare: boolean;
  help: HelpIndex;
  career: Career;
  recommendations: Recommendations;
}

/** What one question brings to the answer it gets. */
export interface Turn {
  text: string;
  intent: string;
  entities: Entities;
  asker: Asker;
}

/** The find-jobs page for the asker: the candidate's, or the public list for a visitor (spec 4.5). */
export function findJobsPath(asker: Asker, query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString();
  const base = asker.candidateId ? '/candidate/find-jobs' : '/job-list';
  return qs ? `${base}?${qs}` : base;
}

/** A job's page for the asker (spec 9: the candidate's job details, else the public job page). */
export const jobPath = (asker: Asker, id: number) =>
  asker.candidateId ? `/candidate/job-details/${id}` : `/job/${id}`;

/**
 * A search as the flavour's search box reads it: in flavour H a healthcare search, whose words
 * of a shift ('nights', 'days') are a filter, not words to find.
 */
export const searchJobs = (deps: AnswerDeps, criteria: JobSearchCriteria) =>
  searchUnderstood(deps.jobs, deps.healthcare ? { ...criteria, 'is-healthcare': true } : criteria);
