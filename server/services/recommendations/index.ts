import { LRUCache } from 'lru-cache';
import { isoToday } from '../../../src/shared/credentials/status.ts';
import {
  type JobFits,
  RECOMMENDATIONS_LIMIT,
  RECOMMENDATIONS_PAGE_SIZE,
  type RecommendationPage,
  type RecommendationsPort,
} from '../../../src/shared/dto/recommendation.ts';
import type { Db } from '../../db/connect.ts';
import { credentials as credentialEntries } from '../../db/repositories/credentials.ts';
import {
  applicationsMark,
  candidatePlace,
  candidateSkillYears,
  jobPlaces,
  jobSkillYears,
  openJobsNeedingSkill,
} from '../../db/repositories/recommendations.ts';
import { fitOf } from '../credentials/fit.ts';
import type { EventBus } from '../events.ts';
import type { JobSearch } from '../search/jobs.ts';
import { type CandidatePlace, type JobFacts, scoreJob } from './score.ts';

/** Skills beyond this many (the least experienced) do not widen the candidate set. */
const SKILLS_CONSIDERED = 30;
/** The newest open jobs read per skill: the candidate set stays bounded on any catalogue. */
const JOBS_PER_SKILL = 300;
/** A ranking is worked out again at least this often, whatever else holds. */
const RANKING_TTL_MS = 60_000;

interface Ranked {
  id: number;
  score: number;
  reason: string;
  matched: number;
  postedAt: string;
}

/**
 * Open jobs ranked for a candidate: by skill overlap weighted by years, the credentials a job asks
 * for that the candidate holds, then location and work-mode fit. Jobs the candidate applied to are left out.
 */
export function createRecommendations(db: Db, jobs: Pick<JobSearch, 'cards'>, events?: EventBus) {
  async function placeOf(candidateId: number): Promise<CandidatePlace> {
    const where = await candidatePlace(db, candidateId);
    return {
      city: where?.city ?? null,
      state: where?.state ?? null,
      countryCode: where?.region ?? null,
    };
  }

  /** What each job asks for and whether the candidate holds it there today. */
  async function credentialFacts(candidateId: number, jobIds: readonly number[]) {
    const fits = await fitOf(db, candidateId, jobIds);
    return new Map(
      [...fits].map(([id, fit]) => [
        id,
        fit.map((item) => ({ required: item.required, held: item.held === 'held' })),
      ]),
    );
  }

  /**
   * A candidate's ranking, kept with everything of theirs it was worked out from (skills, place,
   * credentials, applications, the day) and the count of job changes then: it is reused while
   * all of those are the same, which a few small reads tell, so the dashboard does not rank the
   * catalogue again on every visit. Any node's change to a job reaches every node's count.
   */
  const rankings = new LRUCache<number, { key: string; ranked: Ranked[] }>({
    max: 10_000,
    ttl: RANKING_TTL_MS,
  });
  // Without the app's bus no job change would be heard: every ranking is then worked out afresh.
  let jobChanges = 0;
  events?.on('jobChanged', () => {
    jobChanges++;
  });

  async function rank(candidateId: number): Promise<{ ranked: Ranked[]; hasSkills: boolean }> {
    const skills = await candidateSkillYears(db, candidateId, SKILLS_CONSIDERED);
    if (skills.length === 0) return { ranked: [], hasSkills: false };
    const [place, held, applications] = await Promise.all([
      placeOf(candidateId),
      credentialEntries.list(db, candidateId),
      applicationsMark(db, candidateId),
    ]);
    const key = JSON.stringify([jobChanges, isoToday(), skills, place, held, applications]);
    const kept = events ? rankings.get(candidateId) : undefined;
    if (kept?.key === key) return { ranked: kept.ranked, hasSkills: true };
    const ranked = await rankAfresh(candidateId, skills, place);
    if (events) rankings.set(candidateId, { key, ranked });
    return { ranked, hasSkills: true };
  }

  async function rankAfresh(
    candidateId: number,
    skills: Awaited<ReturnType<typeof candidateSkillYears>>,
    place: CandidatePlace,
  ): Promise<Ranked[]> {
    const years = new Map(skills.map((s) => [s.skill_id, s.years_of_experience]));
    const rows = (
      await Promise.all(
        skills.map((s) => openJobsNeedingSkill(db, candidateId, s.skill_id, JOBS_PER_SKILL)),
      )
    ).flat();

    const facts = new Map<number, JobFacts & { postedAt: string }>();
    for (const row of rows) {
      let job = facts.get(row.job_id);
      if (!job) {
        job = {
          city: row.city,
          state: row.state,
          country: row.country,
          countryCode: row.country_code,
          workMode: row.work_mode,
          skillCount: Number(row.skill_count ?? 0),
          matched: [],
          postedAt: row.posted_at,
        };
        facts.set(row.job_id, job);
      }
      job.matched.push({
        candidateYears: years.get(row.skill_id) ?? 0,
        minYears: row.min_years,
        maxYears: row.max_years,
      });
    }

    const credentials = await credentialFacts(candidateId, [...facts.keys()]);
    const ranked = [...facts].map(([id, job]): Ranked => {
      const { score, reason } = scoreJob(place, { ...job, credentials: credentials.get(id) });
      return { id, score, reason, matched: job.matched.length, postedAt: job.postedAt };
    });
    ranked.sort(
      (a, b) =>
        b.score - a.score ||
        b.matched - a.matched ||
        b.postedAt.localeCompare(a.postedAt) ||
        b.id - a.id,
    );
    return ranked.slice(0, RECOMMENDATIONS_LIMIT);
  }

  async function page(
    candidateId: number,
    index: number,
    pageSize = RECOMMENDATIONS_PAGE_SIZE,
  ): Promise<RecommendationPage> {
    const { ranked, hasSkills } = await rank(candidateId);
    const slice = ranked.slice(index * pageSize, (index + 1) * pageSize);
    const byId = new Map(slice.map((r) => [r.id, r]));
    const cards = await jobs.cards(slice.map((r) => r.id));
    return {
      jobs: cards.flatMap((card) => {
        const r = byId.get(card.id);
        return r ? [{ ...card, matchScore: r.score, matchReason: r.reason }] : [];
      }),
      total: ranked.length,
      page: index,
      pageSize,
      hasSkills,
    };
  }

  /**
   * The match score and reason of each of the given jobs for the candidate, as recommendations
   * score them ('4 of 6 skills, in Boston'); none while the profile has no skills.
   */
  async function scores(candidateId: number, jobIds: readonly number[]): Promise<JobFits> {
    if (jobIds.length === 0) return {};
    const skills = await candidateSkillYears(db, candidateId, SKILLS_CONSIDERED);
    if (skills.length === 0) return {};
    const years = new Map(skills.map((s) => [s.skill_id, s.years_of_experience]));
    const [place, where, asked, credentials] = await Promise.all([
      placeOf(candidateId),
      jobPlaces(db, jobIds),
      jobSkillYears(db, jobIds),
      credentialFacts(candidateId, jobIds),
    ]);
    const fits: JobFits = {};
    for (const job of where) {
      const own = asked.filter((s) => s.job_id === job.id);
      // A job that names no skills has nothing to match on.
      if (own.length === 0) continue;
      const matched = own.flatMap((s) => {
        const had = years.get(s.skill_id);
        return had === undefined
          ? []
          : [{ candidateYears: had, minYears: s.min_years, maxYears: s.max_years }];
      });
      const { score, reason } = scoreJob(place, {
        city: job.city,
        state: job.state,
        country: job.country,
        countryCode: job.country_code,
        workMode: job.work_mode,
        skillCount: own.length,
        matched,
        credentials: credentials.get(job.id),
      });
      fits[job.id] = { matchScore: score, matchReason: reason };
    }
    return fits;
  }

  const port: RecommendationsPort = {
    top: (candidateId, count) => page(candidateId, 0, count),
    scores,
  };
  return { page, ...port };
}

export type Recommendations = ReturnType<typeof createRecommendations>;
