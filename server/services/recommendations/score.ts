import type { WorkMode } from '../../../src/shared/code-tables.ts';

/** Where the candidate is; any part may be unknown. */
export interface CandidatePlace {
  city?: string | null;
  state?: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string | null;
}

export interface JobFacts {
  city: string;
  state: string;
  country: string;
  countryCode: string;
  workMode: WorkMode;
  /** How many skills the job asks for in all. */
  skillCount: number;
  /** The job's skills the candidate has, with the years each side brings. */
  matched: { candidateYears: number; minYears: number; maxYears: number }[];
  /** The credentials the job asks for and whether the candidate holds each for it, if it asks. */
  credentials?: { required: boolean; held: boolean }[];
}

/** Weights of the three fits in the score; they add up to 1. */
const WEIGHTS = { skills: 0.7, location: 0.2, workMode: 0.1 };
/** A job that asks for credentials: they weigh as much as where it is, and skills a little less. */
const WEIGHTS_WITH_CREDENTIALS = { skills: 0.5, credentials: 0.2, location: 0.2, workMode: 0.1 };

/** How much of what the job asks for the candidate holds: a preferred one counts half. */
export function credentialsFit(credentials: readonly { required: boolean; held: boolean }[]) {
  const weight = (c: { required: boolean }) => (c.required ? 1 : 0.5);
  const total = credentials.reduce((sum, c) => sum + weight(c), 0);
  if (total === 0) return 1;
  return credentials.reduce((sum, c) => sum + (c.held ? weight(c) : 0), 0) / total;
}

/**
 * How well the candidate's years fit a skill's range: full inside it, a little less above it
 * (more than the job asks for), and in proportion below the minimum.
 */
export function yearsFit(candidateYears: number, minYears: number, maxYears: number): number {
  if (candidateYears < minYears) return 0.4 + (0.6 * candidateYears) / minYears;
  if (candidateYears > Math.max(minYears, maxYears)) return 0.85;
  return 1;
}

type Nearness = 'remote' | 'city' | 'state' | 'country' | 'unknown' | 'away';

const same = (a: string | null | undefined, b: string) =>
  Boolean(a) && a?.trim().toLowerCase() === b.trim().toLowerCase();

function nearness(candidate: CandidatePlace, job: JobFacts): Nearness {
  if (job.workMode === 'R') return 'remote';
  const country = candidate.countryCode ? candidate.countryCode === job.countryCode : null;
  if (country === false) return 'away';
  if (same(candidate.city, job.city) && (!candidate.state || same(candidate.state, job.state)))
    return 'city';
  if (same(candidate.state, job.state)) return 'state';
  if (country) return 'country';
  return candidate.city || candidate.state ? 'away' : 'unknown';
}

/** Location fit, and work-mode fit given the location: remote fits anywhere, onsite needs you near. */
const PLACE_FIT: Record<Nearness, { location: number; hybrid: number; onsite: number }> = {
  remote: { location: 1, hybrid: 1, onsite: 1 },
  city: { location: 1, hybrid: 1, onsite: 1 },
  state: { location: 0.8, hybrid: 0.9, onsite: 0.8 },
  country: { location: 0.6, hybrid: 0.6, onsite: 0.4 },
  unknown: { location: 0.5, hybrid: 0.5, onsite: 0.3 },
  away: { location: 0, hybrid: 0, onsite: 0 },
};

/**
 * The match score (0–100) of a job for a candidate, and the reason in a few words. A job that asks
 * for credentials also scores how many of them the candidate holds for it.
 */
export function scoreJob(
  candidate: CandidatePlace,
  job: JobFacts,
): { score: number; reason: string } {
  const total = Math.max(job.skillCount, job.matched.length, 1);
  const skills =
    job.matched.reduce((sum, m) => sum + yearsFit(m.candidateYears, m.minYears, m.maxYears), 0) /
    total;
  const near = nearness(candidate, job);
  const fit = PLACE_FIT[near];
  const mode = job.workMode === 'R' ? 1 : job.workMode === 'H' ? fit.hybrid : fit.onsite;
  const asks = job.credentials ?? [];
  const raw =
    asks.length === 0
      ? WEIGHTS.skills * skills + WEIGHTS.location * fit.location + WEIGHTS.workMode * mode
      : WEIGHTS_WITH_CREDENTIALS.skills * skills +
        WEIGHTS_WITH_CREDENTIALS.credentials * credentialsFit(asks) +
        WEIGHTS_WITH_CREDENTIALS.location * fit.location +
        WEIGHTS_WITH_CREDENTIALS.workMode * mode;
  const score = Math.min(100, Math.max(0, Math.round(raw * 100)));
  const required = asks.filter((c) => c.required);
  const credentialsText = required.length
    ? `, ${required.filter((c) => c.held).length} of ${required.length} credential${required.length === 1 ? '' : 's'}`
    : '';

  const where =
    near === 'remote'
      ? ', remote'
      : near === 'city'
        ? `, in ${job.city}`
        : near === 'state'
          ? `, in ${job.state}`
          : near === 'country'
            ? `, in ${job.country}`
            : '';
  return {
    score,
    reason: `${job.matched.length} of ${total} skill${total === 1 ? '' : 's'}${credentialsText}${where}`,
  };
}
