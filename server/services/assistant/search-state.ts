import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  PAY_PERIODS,
  WORK_MODES,
} from '../../../src/shared/code-tables.ts';
import { FLOOR_SIGNS } from '../../../src/shared/pay-currencies.ts';
import type { UnderstoodQuery } from '../../../src/shared/query/types.ts';
import { workFactFiltersSchema } from '../../../src/shared/work-style/facts.ts';

const code = <T extends Record<string, string>>(table: T) =>
  z.enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]]);

/**
 * The last search of a conversation, as a follow-up builds on it: the keywords and every facet
 * understood, and how many of its jobs were shown already.
 */
const placeSchema = z.object({
  city: z.string().max(120).optional(),
  state: z.string().max(120).optional(),
  country: z.string().max(120).optional(),
  label: z.string().max(300),
});

export const searchStateSchema = z.object({
  keywords: z.string().max(300),
  place: placeSchema.optional(),
  workMode: code(WORK_MODES).optional(),
  employmentType: code(EMPLOYMENT_TYPES).optional(),
  /** The words a contract kind was asked in ('per diem'), said back while they still name it. */
  employmentSaid: z.string().max(60).optional(),
  experienceLevel: code(EXPERIENCE_LEVELS).optional(),
  payFloor: z
    .object({
      amount: z.number().int().min(0).max(100_000_000),
      period: code(PAY_PERIODS),
      currency: code(FLOOR_SIGNS).optional(),
      label: z.string().max(60).optional(),
    })
    .optional(),
  easyApply: z.boolean().optional(),
  /** Workplace needs asked for ('quiet', 'written instructions'), as work-fact filter codes. */
  workFacts: workFactFiltersSchema.optional(),
  /** Jobs already shown as cards ('show more' goes on from here). */
  shown: z.number().int().min(0).max(10_000).optional(),
  /** Where the jobs shown are, when nothing was found in the place asked for (null: anywhere). */
  widened: placeSchema.nullable().optional(),
  /** The jobs shown are of any work mode and contract: none of the kind asked for had the words. */
  anyKind: z.boolean().optional(),
});

export type SearchState = z.infer<typeof searchStateSchema>;

/** The search that found the jobs shown: the one asked for, or its widened place. */
export function searchShown(state: SearchState): SearchState {
  const { widened, anyKind, ...asked } = state;
  const kinded = anyKind ? anyKindOf(asked) : asked;
  if (widened === undefined) return kinded;
  const { place: _, ...rest } = kinded;
  return widened ? { ...rest, place: widened } : rest;
}

/** The search for jobs of any work mode and contract. */
export function anyKindOf(state: SearchState): SearchState {
  const { workMode: _m, employmentType: _e, ...rest } = state;
  return rest;
}

/** A search as asked, without what was shown of it. */
export function asAsked(state: SearchState): SearchState {
  const { widened: _w, shown: _s, anyKind: _k, ...asked } = state;
  return asked;
}
type Facets = Omit<UnderstoodQuery, 'keywords' | 'recognised' | 'unknownPlace'>;
export type FacetName = keyof Facets;

/** Whether a search names nothing to search by. */
export const isEmpty = (state: SearchState) =>
  !state.keywords &&
  !state.place &&
  !state.workMode &&
  !state.employmentType &&
  !state.experienceLevel &&
  !state.payFloor &&
  !state.easyApply &&
  !state.workFacts?.length;

/** The state's facets that are set, by name. */
export const facetsOf = (state: SearchState): FacetName[] =>
  (
    ['place', 'workMode', 'employmentType', 'experienceLevel', 'payFloor', 'easyApply'] as const
  ).filter((f) => state[f] !== undefined);

/** What the conversation keeps: the last search, if any. Anything else stored reads as none. */
export function parseContext(stored: string | undefined | null): SearchState | null {
  if (!stored) return null;
  try {
    const parsed = searchStateSchema.safeParse(JSON.parse(stored)?.lastSearch);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const contextOf = (state: SearchState | null) =>
  JSON.stringify(state ? { lastSearch: state } : {});
