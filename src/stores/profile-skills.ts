import { map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import type { CandidateSkillDto } from '../shared/dto/profile.ts';
import { api } from './api.ts';
import { type CatalogueSkill, createSkillSearch } from './profile-skill-search.ts';
import { yearsError } from './profile-validation.ts';
import { showToast } from './toasts.ts';

export interface SkillsState {
  /** Until the page's data is loaded into the store, the island shows that data as it came. */
  started: boolean;
  items: CandidateSkillDto[];
  /** Years as typed, by skill id, until saved. */
  years: Record<number, string>;
  /** A skill chosen from the catalogue, waiting for its years. */
  adding: CatalogueSkill | null;
  addingYears: string;
  errors: Record<string, string>;
  errorRound: number;
  busy: boolean;
}

/** #skills: each skill with the candidate's years of experience, saved one at a time. */
export const $profileSkills = map<SkillsState>({
  started: false,
  items: [],
  years: {},
  adding: null,
  addingYears: '',
  errors: {},
  errorRound: 0,
  busy: false,
});

const patch = (p: Partial<SkillsState>) => $profileSkills.set({ ...$profileSkills.get(), ...p });
export const typed = (items: CandidateSkillDto[]) =>
  Object.fromEntries(items.map((s) => [s.id, String(s.yearsOfExperience)]));
const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

export const profileSkillSearch = createSkillSearch((skill) =>
  patch({ adding: skill, addingYears: '', errors: {} }),
);

export function startSkills(items: CandidateSkillDto[]) {
  patch({ started: true, items, years: typed(items), adding: null, addingYears: '', errors: {} });
}

export const setAddingYears = (years: string) => patch({ addingYears: years, errors: {} });
export const cancelAdding = () => patch({ adding: null, addingYears: '', errors: {} });
export const setYears = (id: number, years: string) =>
  patch({ years: { ...$profileSkills.get().years, [id]: years }, errors: {} });

function showError(key: string, message: string) {
  patch({
    errors: { [key]: message },
    busy: false,
    errorRound: $profileSkills.get().errorRound + 1,
  });
}

async function put(skill: CatalogueSkill, years: string, errorKey: string, said: string) {
  const error = yearsError(years, true);
  if (error) return showError(errorKey, error);
  patch({ busy: true });
  try {
    await api.put(`candidates/skills/${skill.id}`, { yearsOfExperience: Number(years) });
    const saved: CandidateSkillDto = { ...skill, yearsOfExperience: Number(years) };
    const { items } = $profileSkills.get();
    const next = items.some((s) => s.id === skill.id)
      ? items.map((s) => (s.id === skill.id ? saved : s))
      : [...items, saved];
    patch({ items: next, years: typed(next), adding: null, addingYears: '', busy: false });
    showToast(said, 'success');
  } catch (failure) {
    showError(errorKey, messageOf(failure));
  }
}

/** Adds the chosen skill with its years (or updates it when the candidate already has it). */
export function addSkill() {
  const { adding, addingYears } = $profileSkills.get();
  if (adding) return put(adding, addingYears, 'adding', `${adding.name} is added to your skills.`);
}

export function saveYears(id: number) {
  const { items, years } = $profileSkills.get();
  const skill = items.find((s) => s.id === id);
  if (skill) return put(skill, years[id] ?? '', `skill-${id}`, `${skill.name} is updated.`);
}

export async function deleteSkill(id: number) {
  const skill = $profileSkills.get().items.find((s) => s.id === id);
  if (!skill) return;
  patch({ busy: true });
  try {
    await api.delete(`candidates/skills/${id}`);
    const items = $profileSkills.get().items.filter((s) => s.id !== id);
    patch({ items, years: typed(items), busy: false });
    showToast(`${skill.name} is removed from your skills.`, 'success');
  } catch (failure) {
    patch({ busy: false });
    showToast(messageOf(failure), 'error');
  }
}
