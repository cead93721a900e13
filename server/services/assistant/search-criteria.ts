import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  WORK_MODES,
} from '../../../src/shared/code-tables.ts';
import { type JobSearchCriteria, jobSearchSchema } from '../../../src/shared/dto/job.ts';
import { payFloorLabel } from '../../../src/shared/query/pay.ts';
import { understandQuery } from '../../../src/shared/query/understand.ts';
import { WORK_FACT_FILTERS, type WorkFactFilter } from '../../../src/shared/work-style/facts.ts';
import { queryCatalogues } from '../search/query-catalogues.ts';
import type { SearchState } from './search-state.ts';

const WORK_MODE_WORDS = { R: 'remote', H: 'hybrid', O: 'onsite' } as const;
const EMPLOYMENT_WORDS: Partial<Record<keyof typeof EMPLOYMENT_TYPES, string>> = {
  FT: 'full time',
  PT: 'part time',
  FL: 'contract',
  IN: 'internship',
};
const LEVEL_WORDS: Partial<Record<keyof typeof EXPERIENCE_LEVELS, string>> = {
  EL: 'entry level',
  AT: 'associate level',
  ML: 'mid senior level',
  DR: 'director level',
  ET: 'executive level',
};

/** A workplace need in words ('quiet workplace'), as the search box reads it back. */
const needWords = (code: WorkFactFilter) => WORK_FACT_FILTERS[code].label.toLowerCase();

/** The search as one line of text, the way a person would type it in the search box. */
function searchText(state: SearchState): string | null {
  const parts: string[] = [];
  if (state.experienceLevel) {
    const words = LEVEL_WORDS[state.experienceLevel];
    if (!words) return null;
    parts.push(words);
  }
  if (state.employmentType) {
    const words = EMPLOYMENT_WORDS[state.employmentType];
    if (!words) return null;
    parts.push(words);
  }
  if (state.workMode) parts.push(WORK_MODE_WORDS[state.workMode]);
  for (const code of state.workFacts ?? []) parts.push(needWords(code));
  if (state.keywords) parts.push(state.keywords);
  if (state.payFloor) parts.push(payFloorLabel(state.payFloor));
  if (state.easyApply) parts.push('easy apply');
  if (state.place) parts.push(`in ${state.place.label}`);
  return parts.join(' ');
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean).sort().join(' ');

/** Whether the search box would read the text back as exactly this search. */
function readsBack(text: string, state: SearchState): boolean {
  const read = understandQuery(text, queryCatalogues());
  const same = <T>(a: T | undefined, b: T | undefined) => JSON.stringify(a) === JSON.stringify(b);
  const place = (p: SearchState['place']) =>
    p && { city: p.city, state: p.state, country: p.country };
  const pay = (p: SearchState['payFloor']) =>
    p && { amount: p.amount, period: p.period, currency: p.currency ?? 'USD' };
  return (
    words(read.keywords) === words(state.keywords) &&
    !read.unknownPlace &&
    same(place(read.place), place(state.place)) &&
    read.workMode === state.workMode &&
    read.employmentType === state.employmentType &&
    read.experienceLevel === state.experienceLevel &&
    same(pay(read.payFloor), pay(state.payFloor)) &&
    Boolean(read.easyApply) === Boolean(state.easyApply) &&
    same(read.workFacts?.toSorted() ?? [], state.workFacts?.toSorted() ?? [])
  );
}

/**
 * The criteria of a search, as the results page's link carries them: the search as typed text
 * when the search box reads it back the same (the page then shows its facets as chips), else
 * the keywords with each facet as its own parameter.
 */
export function criteriaOf(state: SearchState): Record<string, string> {
  const text = searchText(state);
  if (text && readsBack(text, state)) return { keyword: text };
  const criteria: Record<string, string> = {};
  if (state.keywords) criteria.keyword = state.keywords;
  if (state.place?.city) criteria.city = state.place.city;
  if (state.place?.state) criteria.state = state.place.state;
  if (state.place?.country) criteria.country = state.place.country;
  if (state.workMode) criteria.workMode = state.workMode;
  if (state.workMode === 'R') criteria.remote = 'true';
  if (state.employmentType) criteria.employmentType = state.employmentType;
  if (state.experienceLevel) criteria.experienceLevel = state.experienceLevel;
  if (state.payFloor) {
    criteria.payMin = String(state.payFloor.amount);
    criteria.payPeriod = state.payFloor.period;
    if (state.payFloor.currency) criteria.payCurrency = state.payFloor.currency;
  }
  if (state.easyApply) criteria.easyApply = 'true';
  if (state.workFacts?.length) criteria.workFacts = state.workFacts.join(',');
  return criteria;
}

/** The criteria exactly as the results page reads them from the link's query. */
export const searchCriteria = (params: Record<string, string>): JobSearchCriteria =>
  jobSearchSchema.parse(params);

/**
 * A contract kind in words. One code covers every contingent kind, so a kind asked by name
 * ('per diem', 'temporary') is said with the rest it stands for ('per diem or other contract'),
 * while the words still name the code asked for; else the code's own words.
 */
function employmentWords(state: SearchState): string | undefined {
  const code = state.employmentType;
  if (!code) return undefined;
  const own = EMPLOYMENT_WORDS[code] ?? EMPLOYMENT_TYPES[code].toLowerCase();
  const said = state.employmentSaid;
  if (
    code === 'FL' &&
    said &&
    said !== own &&
    understandQuery(said, queryCatalogues()).employmentType === code
  )
    return `${said} or other ${own}`;
  return own;
}

/** 'remote full time welder jobs paying $25+ an hour in Austin, TX'. */
export function describeSearch(state: SearchState, { place = true } = {}): string {
  const parts: string[] = [];
  if (state.experienceLevel) parts.push(EXPERIENCE_LEVELS[state.experienceLevel].toLowerCase());
  const kind = employmentWords(state);
  if (kind) parts.push(kind);
  if (state.workMode) parts.push(WORK_MODES[state.workMode].toLowerCase());
  if (state.keywords) parts.push(state.keywords);
  parts.push('jobs');
  if (state.easyApply) parts.push('with Easy Apply');
  if (state.payFloor) parts.push(`paying ${payFloorLabel(state.payFloor)}`);
  if (place && state.place) parts.push(`in ${state.place.label}`);
  const needs = (state.workFacts ?? []).map(needWords);
  if (needs.length > 0) parts.push(`(${needs.join(', ')})`);
  return parts.join(' ');
}
