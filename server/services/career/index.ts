import type { CareerPath, NextRole, SkillGap } from '../../../src/shared/dto/career.ts';
import type { Db } from '../../db/connect.ts';
import skills from '../../db/data/skills.json' with { type: 'json' };
import {
  candidateSkillIds,
  candidateTitle,
  openJobsByTitle,
  SKILL_SAMPLE,
  skillsOfOpenJobsTitled,
} from '../../db/repositories/career.ts';
import { catalogueTitle, nextTitles, resolveTitle } from './titles.ts';

/** Skills asked for by fewer of a title's open jobs than this are not worth learning for it. */
const MIN_SHARE = 0.2;
const GAP_SIZE = 5;
const SKILL_NAMES = new Map((skills as { id: number; name: string }[]).map((s) => [s.id, s.name]));

export const roleSearchUrl = (title: string) =>
  `/candidate/find-jobs?${new URLSearchParams({ jobTitle: title })}`;

/**
 * Virtual coach: where a title leads and what to learn for each next role, from the open jobs of
 * the catalogue (the skills their employers ask for) against the skills a candidate has.
 */
export function createCareer(db: Db) {
  async function gap(title: string, openJobs: number, have: Set<number>): Promise<SkillGap[]> {
    if (openJobs === 0) {
      const listed = catalogueTitle(title)?.skills ?? [];
      return listed
        .filter((id) => !have.has(id))
        .slice(0, GAP_SIZE)
        .map((id) => ({ id, name: SKILL_NAMES.get(id) ?? String(id), share: 0 }));
    }
    const asked = await skillsOfOpenJobsTitled(db, title, GAP_SIZE + have.size);
    const read = Math.min(openJobs, SKILL_SAMPLE);
    return asked
      .filter((s) => !have.has(s.id) && Number(s.jobs) / read >= MIN_SHARE)
      .slice(0, GAP_SIZE)
      .map((s) => ({
        id: s.id,
        name: s.name,
        share: Math.round((Number(s.jobs) / read) * 100) / 100,
      }));
  }

  /** One role with its open jobs and the skills the candidate lacks for it. */
  async function role(title: string, have: Set<number>, counts?: Map<string, number>) {
    const openJobs =
      counts?.get(title.toLowerCase()) ??
      (await openJobsByTitle(db, [title])).get(title.toLowerCase()) ??
      0;
    return {
      title,
      openJobs,
      searchUrl: roleSearchUrl(title),
      skillsGap: await gap(title, openJobs, have),
    };
  }

  return {
    /** The next roles from a title (default: the candidate's own), each with its skills gap. */
    async path(candidateId: number | null, title?: string): Promise<CareerPath> {
      const stated = title ?? (candidateId ? await candidateTitle(db, candidateId) : null);
      const current = resolveTitle(stated);
      if (!current) return { currentTitle: stated ?? null, nextRoles: [] };
      const have = candidateId ? await candidateSkillIds(db, candidateId) : new Set<number>();
      const next = nextTitles(current);
      const counts = await openJobsByTitle(db, next);
      return {
        currentTitle: current.title,
        nextRoles: await Promise.all(next.map((t) => role(t, have, counts))),
      };
    },

    /** What to learn to become a title (resolved from free text), for the candidate or anyone. */
    async learn(candidateId: number | null, target: string): Promise<NextRole | null> {
      const title = resolveTitle(target);
      if (!title) return null;
      const have = candidateId ? await candidateSkillIds(db, candidateId) : new Set<number>();
      return role(title.title, have);
    },
  };
}

export type Career = ReturnType<typeof createCareer>;
