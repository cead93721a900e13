import type { ExperienceLevel } from '../../../src/shared/code-tables.ts';
import type { NearlyMet } from '../../../src/shared/dto/job.ts';
import { nearValueText } from '../../../src/shared/work-style/facts.ts';
import type { FacetBoosts } from '../../db/repositories/job-match.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';
import type { Loosening } from './text-search.ts';

/**
 * The filters read from the text that a search finding few jobs goes without (soft-filters.ts),
 * step by step, and what each step leaves of the search's filters.
 */

/** The text's filters gone without first (pay, seniority, contract, work mode) and late, apart. */
export function splitSoft(soft: readonly Loosening[] = []) {
  return { early: soft.filter((l) => !l.late), late: soft.filter((l) => l.late) };
}

/** The soft filters gone without one more at a time: the first, the first two, … all of them. */
export function looserSteps(soft: readonly Loosening[] = []): Loosening[][] {
  return soft.map((_, i) => soft.slice(0, i + 1));
}

/** What a search went without, as typed: each once (a pay floor comes down, then goes). */
export const textOf = (step: readonly Loosening[]) => [...new Set(step.map((l) => l.text))];

/**
 * What a step went without, as typed, apart from the needs it only came down to their next
 * value on ('not loud': some noise), which are named with that value.
 */
export function stepTexts(step: readonly Loosening[]): { gone: string[]; nearly: NearlyMet[] } {
  const gone = textOf(step.filter((l) => !l.nearFacts));
  const nearly = step.flatMap((l) => {
    const [code] = l.nearFacts ?? [];
    const nearest = code && nearValueText(code);
    return nearest && !gone.includes(l.text) ? [{ asked: l.text, nearest }] : [];
  });
  return { gone, nearly };
}

/** Whether a search's city may give way to the state or country beside it when it has no jobs. */
export function cityGivesWay(filters: JobFilters): filters is JobFilters & { city: string } {
  return Boolean(filters.city && (filters.state || filters.country));
}

export function without(filters: JobFilters, loosenings: readonly Loosening[]): JobFilters {
  const wider = { ...filters };
  for (const loosening of loosenings) {
    if (loosening.payShare && wider.payMinHourly !== undefined && filters.payMinHourly)
      wider.payMinHourly = filters.payMinHourly * loosening.payShare;
    if (loosening.nearFacts) wider.nearFacts = [...(wider.nearFacts ?? []), ...loosening.nearFacts];
    for (const key of loosening.keys) delete wider[key];
    const { fact } = loosening;
    if (fact && wider.workFacts) {
      const rest = wider.workFacts.filter((code) => code !== fact);
      if (rest.length > 0) wider.workFacts = rest;
      else delete wider.workFacts;
    }
  }
  return wider;
}

/**
 * Seniorities that ask as little experience as another: an internship is as open to someone
 * without experience as an entry-level job.
 */
const NEAREST_LEVEL: Partial<Record<ExperienceLevel, ExperienceLevel>> = { EL: 'IN', IN: 'EL' };

/** A seniority given up still ranks the one nearest it first. */
export function nearestLevel(filters: JobFilters, wider: JobFilters): FacetBoosts | undefined {
  const given = filters.experienceLevel;
  const nearest = given && !wider.experienceLevel ? NEAREST_LEVEL[given] : undefined;
  return nearest ? { experienceLevel: nearest } : undefined;
}
