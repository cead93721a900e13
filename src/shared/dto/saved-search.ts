import { z } from 'zod';
import { WORK_FACT_FILTER_CODES, workFactFiltersSchema } from '../work-style/facts.ts';
import type { JobSearchCriteria } from './job.ts';

const words = (max: number) => z.string().trim().min(1).max(max).optional();

/** The criteria a saved search keeps: the job search's, without paging. */
export const savedSearchCriteriaSchema = z
  .object({
    keyword: words(200),
    jobTitle: words(200),
    skills: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31),
      )
      .max(20)
      .optional(),
    city: words(120),
    state: words(120),
    country: words(120),
    remote: z.boolean().optional(),
    easyApply: z.boolean().optional(),
    /** Saved in flavour H: the search, its link and its alerts keep to healthcare jobs. */
    'is-healthcare': z.boolean().optional(),
    /** Work-environment filters (codes of WORK_FACT_FILTERS). */
    workFacts: workFactFiltersSchema.optional(),
  })
  .strict();

export type SavedSearchCriteria = z.infer<typeof savedSearchCriteriaSchema>;

export const MAX_SAVED_SEARCHES = 20;

export const SAVED_SEARCH_MESSAGES = {
  limit: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one in Settings to save another.`,
  empty: 'Search by keyword, skill or location before saving a search.',
  saved: "Search saved. We'll e-mail you new matching jobs.",
} as const;

export const newSavedSearchSchema = z.object({
  criteria: savedSearchCriteriaSchema,
  alerts: z.boolean().default(true),
});

export const savedSearchUpdateSchema = z
  .object({ criteria: savedSearchCriteriaSchema, alerts: z.boolean() })
  .partial()
  .refine((body) => body.criteria !== undefined || body.alerts !== undefined, {
    message: 'Send criteria, alerts or both.',
  });

export interface SavedSearchDto {
  id: number;
  criteria: SavedSearchCriteria;
  label: string;
  alerts: boolean;
  createdAt: string;
}

const KEYS = [
  'keyword',
  'jobTitle',
  'skills',
  'city',
  'state',
  'country',
  'remote',
  'easyApply',
  'is-healthcare',
  'workFacts',
] as const;

/** The same criteria with empty values dropped and keys in one order, so equal searches compare equal. */
export function normaliseCriteria(criteria: SavedSearchCriteria): SavedSearchCriteria {
  const out: Record<string, unknown> = {};
  for (const key of KEYS) {
    const value = criteria[key];
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) {
      // Skill ids in number order; work-environment filters in their own order.
      if (value.length > 0)
        out[key] =
          key === 'workFacts'
            ? WORK_FACT_FILTER_CODES.filter((code) => (value as string[]).includes(code))
            : [...new Set(value as number[])].sort((a, b) => a - b);
    } else out[key] = value;
  }
  return out as SavedSearchCriteria;
}

/** Whether the criteria ask for anything: the healthcare limit alone does not. */
export const hasCriteria = (criteria: SavedSearchCriteria) =>
  Object.keys(normaliseCriteria(criteria)).some((key) => key !== 'is-healthcare');

/**
 * The criteria of a search as the results page read it: the text searched for is the keyword, the
 * search bar or, when no title or skill was picked, the suggestion's name (as the search does).
 */
export function criteriaOfSearch(search: JobSearchCriteria): SavedSearchCriteria {
  const chosen = Boolean(search.jobTitle) || (search.skills?.length ?? 0) > 0;
  const keyword = (
    search.keyword ??
    search.searchBar ??
    (chosen ? undefined : search.name)
  )?.trim();
  return normaliseCriteria({
    keyword: keyword ? keyword.slice(0, 200) : undefined,
    jobTitle: search.jobTitle || undefined,
    skills: search.skills,
    city: search.city || undefined,
    state: search.state || undefined,
    country: search.country || undefined,
    remote: search.remote,
    easyApply: search.easyApply,
    'is-healthcare': search['is-healthcare'],
    workFacts: search.workFacts,
  });
}

/** The query string of the results page for these criteria (without the leading '?'). */
export function searchQuery(criteria: SavedSearchCriteria): string {
  const params = new URLSearchParams();
  const c = normaliseCriteria(criteria);
  if (c.keyword) params.set('keyword', c.keyword);
  if (c.jobTitle) params.set('jobTitle', c.jobTitle);
  if (c.skills) params.set('skills', c.skills.join(','));
  if (c.city) params.set('city', c.city);
  if (c.state) params.set('state', c.state);
  if (c.country) params.set('country', c.country);
  if (c.remote) params.set('remote', 'true');
  if (c.easyApply) params.set('easyApply', 'true');
  if (c['is-healthcare']) params.set('is-healthcare', 'true');
  if (c.workFacts) params.set('workFacts', c.workFacts.join(','));
  return params.toString();
}
