import type { Db } from '../../db/connect.ts';
import {
  deleteCandidateSkill,
  replaceCandidateSkills,
  saveCandidateSkill,
} from '../../db/repositories/candidate-skills.ts';
import { existingSkillIds } from '../../db/repositories/catalogue.ts';
import { searchSkills } from '../../db/repositories/skills.ts';

export const SKILL_MESSAGES = {
  unknown: 'This skill is not in the list. Choose a skill from the suggestions.',
  twice: 'Each skill can be added only once.',
} as const;

type SkillOutcome = { ok: true } | { ok: false; message: string };

/** Replaces the candidate's skills; refused when one is listed twice or not in the catalogue. */
export async function replaceSkills(
  db: Db,
  candidateId: number,
  list: readonly { id: number; yearsOfExperience: number }[],
): Promise<SkillOutcome> {
  const ids = [...new Set(list.map((s) => s.id))];
  if (ids.length !== list.length) return { ok: false, message: SKILL_MESSAGES.twice };
  const known = await existingSkillIds(db, ids);
  if (known.size !== ids.length) return { ok: false, message: SKILL_MESSAGES.unknown };
  await replaceCandidateSkills(
    db,
    candidateId,
    list.map((s) => ({ skillId: s.id, years: s.yearsOfExperience })),
  );
  return { ok: true };
}

/** Adds one catalogue skill or changes its years; refused when it is not in the catalogue. */
export async function saveSkill(
  db: Db,
  candidateId: number,
  skillId: number,
  years: number,
): Promise<SkillOutcome> {
  if ((await existingSkillIds(db, [skillId])).size === 0)
    return { ok: false, message: SKILL_MESSAGES.unknown };
  await saveCandidateSkill(db, candidateId, skillId, years);
  return { ok: true };
}

/** Removes one of the candidate's skills; false when they do not have it. */
export const removeSkill = (db: Db, candidateId: number, skillId: number) =>
  deleteCandidateSkill(db, candidateId, skillId);

/** Catalogue skills for pickers, those starting with the keyword first. */
export const skillSuggestions = (db: Db, keyword: string, limit: number) =>
  searchSkills(db, keyword, limit);
