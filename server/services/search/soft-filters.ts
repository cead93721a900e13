import type { JobSearchCriteria, TextFacet } from '../../../src/shared/dto/job.ts';
import { workFactOf } from '../../../src/shared/query/facets.ts';
import { NEAR_FACT_VALUES, type WorkFactFilter } from '../../../src/shared/work-style/facts.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';
import type { Loosening } from './text-search.ts';

/**
 * The filters read from the text a search finding few jobs may widen past, as JobFilters, in the
 * order it goes without them: what a candidate would give up first (a shift's time of day, a pay
 * floor, a seniority, the kind of contract) before a workplace need they asked for, then the work
 * mode and last the place.
 */
const SOFT_FILTERS: Record<TextFacet, (keyof JobFilters)[]> = {
  shiftTime: ['shiftTime'],
  payFloor: ['payMinHourly'],
  experienceLevel: ['experienceLevel'],
  employmentType: ['employmentType'],
  workFacts: ['workFacts'],
  workMode: ['workMode', 'remote'],
  place: ['city', 'state', 'country'],
};
const SOFT_ORDER = Object.keys(SOFT_FILTERS) as TextFacet[];
/** The share of a pay floor a job paying near it pays at least. */
const NEAR_PAY = 0.85;
/** The place: fewer of the words are tried in it before it is gone without. */
const LATE: ReadonlySet<TextFacet> = new Set(['place']);
/**
 * Facets saying whether a job suits the candidate at all: work elsewhere or without a workplace
 * need met is no job for them, where a job of another contract, seniority or pay may still do.
 * An internship is for students, so it is one too; so is remote work, for a candidate who asks
 * to work from home and cannot go in.
 */
const FIRM: ReadonlySet<TextFacet> = new Set(['place', 'workFacts']);
const isFirm = (facet: TextFacet, criteria: JobSearchCriteria) =>
  FIRM.has(facet) ||
  (facet === 'employmentType' && criteria.employmentType === 'IN') ||
  (facet === 'workMode' && criteria.workMode === 'R');

/**
 * Of several workplace needs typed, the one a search goes without first: adjustments an employer
 * offers say less of the workplace than a need itself ('autistic friendly' of 'autistic friendly
 * driving job same routine every day').
 */
const factOrder = (code: WorkFactFilter | undefined) => (code === 'adjustments-offered' ? 0 : 1);

/**
 * The facets read from the text, which a search finding few jobs widens past, in that order.
 * Several workplace needs typed go one at a time.
 */
export function softFilters(criteria: JobSearchCriteria): Loosening[] {
  // Phrases naming the same need ('sensory friendly', 'not too loud') are one need.
  const entries: { facet: TextFacet; text: string; fact?: WorkFactFilter }[] = [];
  for (const entry of criteria.fromText ?? []) {
    const fact = entry.facet === 'workFacts' ? workFactOf(entry.text) : undefined;
    const same = fact && entries.find((e) => e.fact === fact);
    if (same) same.text = `${same.text}, ${entry.text}`;
    else entries.push({ ...entry, fact });
  }
  const soft = entries.sort(
    (a, b) =>
      SOFT_ORDER.indexOf(a.facet) - SOFT_ORDER.indexOf(b.facet) ||
      factOrder(a.fact) - factOrder(b.fact),
  );
  const facts = soft.filter((entry) => entry.facet === 'workFacts');
  return soft.flatMap((entry): Loosening[] => {
    const { facet, text, fact } = entry;
    // Each need but the last typed goes alone; the last goes with whatever is left.
    const one = fact !== undefined && facts.length > 1 && facts.at(-1) !== entry;
    const loosening = {
      keys: one ? [] : SOFT_FILTERS[facet],
      text,
      late: LATE.has(facet),
      firm: isFirm(facet, criteria),
      ...(one ? { fact } : {}),
    };
    // A pay floor comes down a little before it goes; so does a need with a value next to it.
    if (facet === 'payFloor') return [{ ...loosening, keys: [], payShare: NEAR_PAY }, loosening];
    return fact && NEAR_FACT_VALUES[fact]
      ? [{ keys: [], text, late: false, firm: loosening.firm, nearFacts: [fact] }, loosening]
      : [loosening];
  });
}
