import { z } from 'zod';
import {
  type EducationLevel,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  type JobStatus,
  PAY_PERIODS,
  type PayPeriod,
  WORK_MODES,
  type WorkMode,
} from '../code-tables.ts';
import type { HeldRule } from '../credentials/fit.ts';
import { FLOOR_SIGNS } from '../pay-currencies.ts';
import type { Address } from '../query/places.ts';
import type { UnderstoodQuery } from '../query/types.ts';
import { parseWorkFactFilters, type WorkFacts } from '../work-style/facts.ts';

/** A job as a result card shows it. */
export interface JobCard {
  id: number;
  jobTitle: string;
  establishmentName: string;
  city: string;
  state: string;
  country: string;
  workMode: WorkMode;
  employmentType: EmploymentType;
  payMin: number | null;
  payMax: number | null;
  payCurrency: string;
  payPeriod: PayPeriod | null;
  easyApply: boolean;
  postedAt: string;
  skills: { id: number; name: string }[];
  /** Work-environment facts the enterprise stated; absent when it stated none. */
  workFacts?: WorkFacts;
}

/** The whole job, as its page shows it. */
export interface JobDetail extends JobCard {
  enterpriseId: number;
  description: string;
  experienceLevel: ExperienceLevel;
  education: EducationLevel | null;
  duration: string | null;
  status: JobStatus;
  expiresAt: string | null;
  countryCode: string;
  skills: { id: number; name: string; minYears: number; maxYears: number }[];
}

export const JOB_PAGE_SIZE = 20;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');
const codeOf = <T extends Record<string, string>>(table: T) =>
  z
    .enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]])
    .optional()
    .catch(undefined);
const text = (max: number) => z.string().trim().max(max).optional().catch(undefined);

/**
 * Search criteria (spec 2.3 and 3), parsed leniently: a value that does not fit is dropped, so a
 * strange link still shows results rather than an error.
 */
export const jobSearchSchema = z.object({
  keyword: z.string().max(10_240).optional().catch(undefined),
  searchBar: z.string().max(10_240).optional().catch(undefined),
  jobTitle: text(200),
  name: text(200),
  skills: z
    .string()
    .max(2000)
    .optional()
    .catch(undefined)
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((id) => Number(id.trim()))
        .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)
        .slice(0, 20),
    ),
  city: text(120),
  state: text(120),
  country: text(120),
  remote: flag.optional().catch(undefined),
  easyApply: flag.optional().catch(undefined),
  page: z.coerce.number().int().min(0).max(500).optional().catch(undefined),
  workMode: codeOf(WORK_MODES),
  employmentType: codeOf(EMPLOYMENT_TYPES),
  experienceLevel: codeOf(EXPERIENCE_LEVELS),
  /** Pay floor, in whole currency units per `payPeriod` (per hour when no period is given). */
  payMin: z.coerce.number().int().min(0).max(100_000_000).optional().catch(undefined),
  payPeriod: codeOf(PAY_PERIODS),
  /** The floor's currency (US dollars when not given); jobs paid in others compare at USD_PER_UNIT. */
  payCurrency: codeOf(FLOOR_SIGNS),
  /** Relevance is the default when there is text; date otherwise. */
  sort: z.enum(['relevance', 'date']).optional().catch(undefined),
  /** Search the words as typed, never a correction of them ('Search instead for …'). */
  asTyped: flag.optional().catch(undefined),
  'is-healthcare': flag.optional().catch(undefined),
  /** Work-environment filters, comma-separated codes of WORK_FACT_FILTERS; unknown ones dropped. */
  workFacts: z
    .string()
    .max(500)
    .optional()
    .catch(undefined)
    .transform((v) => {
      const codes = parseWorkFactFilters(v);
      return codes.length > 0 ? codes : undefined;
    })
    .optional(),
  /** Only jobs whose required credentials the signed-in candidate holds. */
  qualified: flag.optional().catch(undefined),
  /** Healthcare shifts: the time of day (D, N, E, R) and a contract's length in weeks. */
  shiftTime: z.enum(['D', 'N', 'E', 'R']).optional().catch(undefined),
  contractWeeks: z.coerce.number().int().min(1).max(104).optional().catch(undefined),
});

export type JobSearchCriteria = z.infer<typeof jobSearchSchema> & {
  /** What the signed-in candidate holds, filled in by the server when `qualified` is asked for. */
  held?: HeldRule;
  /**
   * Phrases of the typed text read as filters ('per diem', 'night shift'), set by the server: a
   * job whose title holds one ranks higher.
   */
  titleHints?: string[];
  /**
   * Filters read from the typed text, set by the server with the words they were read from: a
   * search finding few or no jobs that meet them widens past them, saying so.
   */
  fromText?: { facet: TextFacet; text: string }[];
  /**
   * The signed-in candidate's address, set by the page when the text asks for work near them
   * ('near me'): the search reads it as the place (addressPlace) unless the text names one or a
   * place is chosen.
   */
  home?: Address;
  /**
   * The country of a city or state read from the text, set by the server: a search widening past
   * the place looks there before anywhere.
   */
  placeCountry?: string;
  /**
   * The kind of contract, work mode and place read from the text stay filters: for a saved
   * search's alerts, which tell only of jobs of the kind it names, and for the assistant, which
   * names where and how it looked in its answer and widens the place itself, saying so.
   */
  keepKind?: boolean;
};

/**
 * The text a search reads: keyword, else searchBar, else name, which a chosen title or skills
 * make a label rather than words to search.
 */
export function typedTextOf(criteria: JobSearchCriteria): string | undefined {
  const chosen = Boolean(criteria.jobTitle) || (criteria.skills?.length ?? 0) > 0;
  return criteria.keyword ?? criteria.searchBar ?? (chosen ? undefined : criteria.name);
}

/**
 * Filters read from the typed text that a search finding few jobs may widen past, once the jobs
 * that meet them are listed: what was typed in the search box says what comes first, not what
 * alone may show. Filters chosen in the panel stay as chosen.
 */
export type TextFacet =
  | 'workFacts'
  | 'shiftTime'
  | 'payFloor'
  | 'experienceLevel'
  | 'employmentType'
  | 'workMode'
  | 'place';

/** A need typed as asked, and the words of the value next to it. */
export interface NearlyMet {
  asked: string;
  nearest: string;
}

export interface JobSearchResult {
  jobs: JobCard[];
  total: number;
  page: number;
  pageSize: number;
  /** The total stopped counting: show it as "1,000+". */
  totalIsLowerBound?: boolean;
  /** The query as corrected for typos, when results are for the correction ("Showing results for …"). */
  correctedQuery?: string;
  /** Typed words no result matches: the results are for the rest of the query. */
  unmatchedWords?: string[];
  /** The filters read from the text that the results go without, their words among unmatchedWords. */
  leftOut?: { facet: TextFacet; text: string }[];
  /**
   * Workplace needs typed that no job meets, with the value next to each that the first jobs have
   * instead ('not loud': 'Some noise').
   */
  nearlyMet?: NearlyMet[];
  /**
   * How many of the jobs listed first meet everything asked (everything but the city, where the
   * search went to the rest of its state, named among unmatchedWords), when the list goes on past
   * them with jobs that meet part of it (another place, fewer of the words, related roles); 0 when
   * those come first.
   */
  exactTotal?: number;
  /**
   * Jobs of roles close to the one asked, in the place asked (its state, where it has one), listed
   * first when no job there has the words: how many, and where.
   */
  nearbyFirst?: { jobs: number; place: string };
  /** No job passes the filters chosen (not read from the text), whatever the words. */
  filtersMatchNothing?: boolean;
  /** The place chosen in the panel (not read from the text), its country named in full. */
  chosenPlace?: string;
  /** Index terms the results matched, for highlighting in cards. */
  matchedTerms?: string[];
  /** How the typed text was understood (facets shown as removable chips). */
  understood?: UnderstoodQuery;
}

/** What server-rendered pages may ask of the job catalogue (the server provides it). */
export interface JobsPort {
  search(criteria: JobSearchCriteria): Promise<JobSearchResult>;
  find(id: number): Promise<JobDetail | null>;
}

/** A typeahead suggestion (spec 3): type T is a job title, S a skill (with its id). */
export interface SearchSuggestion {
  name: string;
  type: 'T' | 'S';
  id?: number;
  /** 'min-max' years of experience, for skills. */
  yearsRange?: string;
}

/** The typeahead's query (spec 7.2): what was typed so far, and whether to suggest healthcare jobs. */
export const suggestQuerySchema = z.object({
  keyword: z.string().max(10_240).catch(''),
  'is-healthcare': z.enum(['true', 'false']).optional().catch(undefined),
});
