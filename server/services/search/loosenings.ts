import type { ExperienceLevel } from '../../../src/shared/code-tables.ts';
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
