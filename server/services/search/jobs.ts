import {
  JOB_PAGE_SIZE,
  type JobCard,
  type JobDetail,
  type JobSearchCriteria,
  type JobSearchResult,
  type JobsPort,
  type SearchSuggestion,
} from '../../../src/shared/dto/job.ts';
import { searchTerms } from '../../../src/shared/search-terms.ts';
import type { Db } from '../../db/connect.ts';
import { type MatchWord, matchJobs } from '../../db/repositories/job-match.ts';
import {
  countOpenJobs,
  filterJobs,
  type JobFilters,
  jobCards,
  passingJobs,
} from '../../db/repositories/job-search.ts';
import { completeWord, findSuggestions } from '../../db/repositories/suggestions.ts';
import { titleScore } from './relevance.ts';
import { expandWords } from './synonyms.ts';

type CardRow = Awaited<ReturnType<typeof jobCards>>[number];

function toCard({ job, skills }: CardRow): JobCard {
  return {
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

function toDetail(row: CardRow): JobDetail {
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

/**
 * Whether a search also matches what its words stand for (RN → registered nurse). On unless a
 * caller turns it off: the API does for requests without `x-synonyms-active: T`.
 */
export interface MatchOptions {
  synonyms?: boolean;
}

/**
 * Each search word with the title and skill words it may be the beginning of (so 'nurs' finds
 * nurses) and, when asked for, the phrases it stands for.
 */
function completedWords(db: Db, words: string[], synonyms: boolean): Promise<MatchWord[]> {
  const expanded = synonyms
    ? expandWords(words)
    : words.map((word) => ({ word, alternatives: [] }));
  return Promise.all(
    expanded.map(async (w) => ({ ...w, completions: await completeWord(db, w.word) })),
  );
}

/** At most this many suggestions are shown; one more is fetched to know whether 'See All' shows. */
export const SUGGESTIONS_SHOWN = 5;

/**
 * Job search (relevance, then recency; stable paging) and the typeahead, on either database.
 */
export function createJobSearch(db: Db): JobsPort & {
  cards(ids: number[]): Promise<JobCard[]>;
  search(criteria: JobSearchCriteria, options?: MatchOptions): Promise<JobSearchResult>;
  suggest(
    text: string,
    healthcare: boolean,
    options?: MatchOptions,
  ): Promise<{ items: SearchSuggestion[]; more: boolean; all: SearchSuggestion[] }>;
} {
  return {
    async search(
      criteria: JobSearchCriteria,
      { synonyms = true }: MatchOptions = {},
    ): Promise<JobSearchResult> {
      const page = criteria.page ?? 0;
      const filters: JobFilters = {
        jobTitle: criteria.jobTitle,
        skills: criteria.skills,
        city: criteria.city,
        state: criteria.state,
        country: criteria.country,
        remote: criteria.remote,
        easyApply: criteria.easyApply,
        healthcare: criteria['is-healthcare'],
      };
      const chosen = Boolean(criteria.jobTitle) || (criteria.skills?.length ?? 0) > 0;
      const text =
        criteria.keyword ?? criteria.searchBar ?? (chosen ? undefined : criteria.name) ?? '';
      const words = searchTerms(text);

      let ids: number[];
      let total: number;
      if (words.length > 0) {
        const matchWords = await completedWords(db, words, synonyms);
        const passing = await passingJobs(db, await matchJobs(db, matchWords), filters);
        const score = new Map(passing.map((job) => [job.id, titleScore(job.title, matchWords)]));
        passing.sort(
          (a, b) =>
            (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) ||
            b.posted_at.localeCompare(a.posted_at) ||
            b.id - a.id,
        );
        total = passing.length;
        ids = passing.slice(page * JOB_PAGE_SIZE, (page + 1) * JOB_PAGE_SIZE).map((r) => r.id);
      } else {
        total = await countOpenJobs(db, filters);
        ids = (await filterJobs(db, filters, JOB_PAGE_SIZE, page * JOB_PAGE_SIZE)).map((r) => r.id);
      }
      const cards = await jobCards(db, ids);
      return { jobs: cards.map(toCard), total, page, pageSize: JOB_PAGE_SIZE };
    },

    async cards(ids: number[]): Promise<JobCard[]> {
      return (await jobCards(db, ids)).map(toCard);
    },

    async find(id: number): Promise<JobDetail | null> {
      const [row] = await jobCards(db, [id]);
      return row && row.job.status === 'open' ? toDetail(row) : null;
    },

    async suggest(text: string, healthcare: boolean, { synonyms = true }: MatchOptions = {}) {
      // A lone abbreviation (RN, SWE…) also suggests what it stands for.
      const words = searchTerms(text);
      const phrases =
        synonyms && words.length === 1 ? (expandWords(words)[0]?.alternatives ?? []) : [];
      const found = await Promise.all(
        [text, ...phrases.map((p) => p.join(' '))].map((t) =>
          findSuggestions(db, t, { healthcare, limit: SUGGESTIONS_SHOWN + 1 }),
        ),
      );
      const seen = new Set<string>();
      const rows = found
        .flat()
        .filter((r) => !seen.has(`${r.type}:${r.name}`) && seen.add(`${r.type}:${r.name}`))
        .sort((a, b) => b.job_count - a.job_count)
        .slice(0, SUGGESTIONS_SHOWN + 1);
      const items = rows.map((r) =>
        r.type === 'S'
          ? {
              name: r.name,
              type: 'S' as const,
              id: r.skill_id ?? undefined,
              yearsRange: r.years_range ?? undefined,
            }
          : { name: r.name, type: 'T' as const },
      );
      return {
        items: items.slice(0, SUGGESTIONS_SHOWN),
        more: items.length > SUGGESTIONS_SHOWN,
        all: items,
      };
    },
  };
}

export type JobSearch = ReturnType<typeof createJobSearch>;
