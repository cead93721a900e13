import type { Db } from '../../server/db/connect.ts';
import { openConversation, recordTurn } from '../../server/db/repositories/assistant.ts';
import { CHOICES } from '../../server/services/assistant/answers/clarify.ts';
import {
  createClassifier,
  FALLBACK,
  writtenUtterances,
} from '../../server/services/assistant/classifier.ts';
import { contextOf, type SearchState } from '../../server/services/assistant/search-state.ts';
import type { Assistant } from '../../server/services/assistant/service.ts';
import { type Understanding, understand } from '../../server/services/assistant/understand.ts';
import { queryCatalogues } from '../../server/services/search/query-catalogues.ts';
import { placeIndex } from '../../src/shared/query/places.ts';
import { understandQuery } from '../../src/shared/query/understand.ts';

/** The budgets of the held-out sets (issue: the assistant's quality bar). */
export const ACCURACY_BUDGET = 0.95;
export const FALLBACK_BUDGET = 0.95;
export const CRITERIA_BUDGET = 0.9;
/** The first held-out set, kept as a regression set with its own, older budgets. */
export const REGRESSION_ACCURACY_BUDGET = 0.92;
export const REGRESSION_FALLBACK_BUDGET = 0.9;

/** Criteria a held-out job request expects; `state` is a two-letter code. */
export type Expected = Partial<
  Record<
    | 'keywords'
    | 'city'
    | 'state'
    | 'country'
    | 'workMode'
    | 'employmentType'
    | 'experienceLevel'
    | 'payPeriod',
    string
  > & { payMin: number }
>;

export interface HeldOutSet {
  inDomain: [string, string][];
  outOfDomain: string[];
  jobRequests?: { text: string; expect: Expected }[];
  followUps?: { previous: Expected; text: string; expect: Expected }[];
}

export interface Quality {
  accuracy: number;
  fallbackRate: number;
  inDomain: number;
  outOfDomain: number;
  /** Each miss as text, for sets whose utterances may be shown. */
  misses: string[];
  /** How many questions of each expected intent were missed ('None' for out-of-domain ones). */
  missedIntents: Record<string, number>;
}

/** The intent an understanding answers with: a search is 'jobs.find', a question back 'clarify'. */
export const intentOf = (u: Understanding) =>
  u.kind === 'search' ? 'jobs.find' : u.kind === 'clarify' ? 'clarify' : u.intent;

/** Intent accuracy on in-domain questions and how often off-topic ones get the fallback. */
export async function measureQuality(set: HeldOutSet): Promise<Quality> {
  const classifier = await createClassifier();
  const misses: string[] = [];
  const missedIntents: Record<string, number> = {};
  const miss = (text: string, got: string, expected: string) => {
    misses.push(`"${text}": ${got}, expected ${expected}`);
    missedIntents[expected] = (missedIntents[expected] ?? 0) + 1;
  };
  let right = 0;
  for (const [text, expected] of set.inDomain) {
    const got = intentOf(await understand(classifier, text));
    if (got === expected) right++;
    else miss(text, got, expected);
  }
  let fellBack = 0;
  for (const text of set.outOfDomain) {
    const got = intentOf(await understand(classifier, text));
    if (got === FALLBACK) fellBack++;
    else miss(text, got, FALLBACK);
  }
  return {
    accuracy: right / set.inDomain.length,
    fallbackRate: fellBack / Math.max(1, set.outOfDomain.length),
    inDomain: set.inDomain.length,
    outOfDomain: set.outOfDomain.length,
    misses,
    missedIntents,
  };
}

/**
 * Questions close to the training data, to compare with sets written apart from it: the written
 * training sentences themselves, and the questions the clarifying options send back.
 */
export function trainingAdjacentSets(): { training: HeldOutSet; options: HeldOutSet } {
  const inDomain: [string, string][] = [];
  const outOfDomain: string[] = [];
  for (const [intent, utterances] of writtenUtterances())
    for (const u of utterances) {
      if (intent === FALLBACK) outOfDomain.push(u);
      else inDomain.push([u, intent]);
    }
  const options = Object.entries(CHOICES).map(([intent, c]): [string, string] => [c.ask, intent]);
  return { training: { inDomain, outOfDomain }, options: { inDomain: options, outOfDomain: [] } };
}

const wordSet = (text: string) =>
  [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}$]+/u)
        .filter(Boolean),
    ),
  ]
    .sort()
    .join(' ');

/** A place as query understanding resolves it, for comparing names written in other ways. */
function placeOf(text: string) {
  return understandQuery(`in ${text}`, queryCatalogues()).place;
}

/** The full name of a US state code, as jobs store it ('TX' is Texas). */
const stateName = (code: string) =>
  placeIndex(queryCatalogues()).byCode.get(code.toLowerCase())?.state ?? code;

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * Countries of the gazetteer by ISO code, the country of each city in its state, and the country
 * of each state or province name (the most populous namesake: Florida is in the United States
 * before it is in Uruguay).
 */
let countryTables: ReturnType<typeof buildCountries> | undefined;
const countries = () => {
  countryTables ??= buildCountries();
  return countryTables;
};

function buildCountries() {
  const byCode = new Map<string, string>();
  const ofCity = new Map<string, string>();
  const statePopulation = new Map<string, Map<string, number>>();
  for (const p of queryCatalogues().places) {
    byCode.set(p.countryCode, p.country);
    ofCity.set(`${p.city}|${p.state}`.toLowerCase(), p.country);
    const state = p.state.toLowerCase();
    const counts = statePopulation.get(state) ?? new Map<string, number>();
    counts.set(p.country, (counts.get(p.country) ?? 0) + Math.max(0, p.population));
    statePopulation.set(state, counts);
  }
  const ofState = new Map<string, string>();
  for (const [state, counts] of statePopulation)
    ofState.set(state, [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '');
  return { byCode, ofCity, ofState };
}

/** A country as written in an expectation: an ISO code ('GB') or a name ('UK', 'Canada'). */
const countryName = (value: string) =>
  /^[A-Z]{2}$/.test(value)
    ? (countries().byCode.get(value) ?? value)
    : (placeOf(value)?.country ?? value);

/** The country of a place; American and Canadian places name their state instead. */
const countryOfPlace = (place: SearchState['place']) =>
  place?.country ??
  (place?.city && place.state
    ? countries().ofCity.get(`${place.city}|${place.state}`.toLowerCase())
    : undefined) ??
  (place?.state ? countries().ofState.get(place.state.toLowerCase()) : undefined);

/** Whether a search has the expected criteria (only the keys the expectation names). */
export function matches(state: SearchState | null | undefined, expect: Expected): boolean {
  if (!state) return false;
  const place = state.place;
  for (const [key, value] of Object.entries(expect)) {
    const ok = (() => {
      switch (key) {
        case 'keywords':
          return wordSet(state.keywords) === wordSet(String(value));
        case 'city':
          return same(place?.city, String(value));
        case 'state':
          return same(place?.state, stateName(String(value)));
        case 'country':
          return same(countryOfPlace(place), countryName(String(value)));
        case 'payMin':
          return state.payFloor?.amount === value;
        case 'payPeriod':
          return state.payFloor?.period === value;
        default:
          return state[key as 'workMode'] === value;
      }
    })();
    if (!ok) return false;
  }
  return true;
}

/** A search's criteria in the terms of an expectation, to show what a miss searched instead. */
export function criteriaOf(state: SearchState | null | undefined): Expected {
  if (!state) return {};
  const place = state.place;
  return {
    ...(state.keywords ? { keywords: state.keywords } : {}),
    ...(place?.city ? { city: place.city } : {}),
    ...(place?.state ? { state: place.state } : {}),
    ...(countryOfPlace(place) ? { country: countryOfPlace(place) } : {}),
    ...(state.workMode ? { workMode: state.workMode } : {}),
    ...(state.employmentType ? { employmentType: state.employmentType } : {}),
    ...(state.experienceLevel ? { experienceLevel: state.experienceLevel } : {}),
    ...(state.payFloor ? { payMin: state.payFloor.amount, payPeriod: state.payFloor.period } : {}),
  };
}

/** The search a follow-up's previous turn ran, from its expected criteria. */
export function stateOf(previous: Expected): SearchState {
  const where = [
    previous.city,
    previous.state ? stateName(previous.state) : '',
    previous.country ? countryName(previous.country) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const place = where ? placeOf(where) : undefined;
  return {
    keywords: previous.keywords ?? '',
    ...(place ? { place } : {}),
    ...(previous.workMode ? { workMode: previous.workMode as SearchState['workMode'] } : {}),
    ...(previous.employmentType
      ? { employmentType: previous.employmentType as SearchState['employmentType'] }
      : {}),
    ...(previous.experienceLevel
      ? { experienceLevel: previous.experienceLevel as SearchState['experienceLevel'] }
      : {}),
    ...(previous.payMin !== undefined
      ? {
          payFloor: {
            amount: previous.payMin,
            period: (previous.payPeriod ?? 'HR') as NonNullable<SearchState['payFloor']>['period'],
          },
        }
      : {}),
    shown: 4,
  };
}

/**
 * Through the whole assistant on a database: how often a job request runs a search with the
 * expected criteria, and how often a follow-up of a previous search does.
 */
export async function measureSearches(db: Db, assistant: Assistant, set: HeldOutSet) {
  const ask = (ask: string, user: string) =>
    assistant.chat({
      ask,
      userKey: user,
      budgetKey: 'bench',
      asker: { candidateId: null, firstName: null },
    });
  const misses: string[] = [];
  const miss = (
    text: string,
    got: { intent: string; search?: SearchState | null },
    expect: Expected,
  ) =>
    misses.push(
      `"${text}": ${got.intent === 'jobs.find' ? JSON.stringify(criteriaOf(got.search)) : got.intent}, expected ${JSON.stringify(expect)}`,
    );
  let requests = 0;
  for (const [i, r] of (set.jobRequests ?? []).entries()) {
    const result = await ask(r.text, `v:bench-request-${i}`);
    if (result.intent === 'jobs.find' && matches(result.search, r.expect)) requests++;
    else miss(r.text, result, r.expect);
  }
  let followUps = 0;
  for (const [i, f] of (set.followUps ?? []).entries()) {
    const user = `v:bench-follow-${i}`;
    const at = new Date().toISOString();
    const id = await openConversation(db, user, null, at);
    await recordTurn(db, id, {
      intent: 'jobs.find',
      now: at,
      context: contextOf(stateOf(f.previous)),
    });
    const result = await ask(f.text, user);
    if (result.intent === 'jobs.find' && matches(result.search, f.expect)) followUps++;
    else miss(`${JSON.stringify(f.previous)} → ${f.text}`, result, f.expect);
  }
  return {
    criteriaRate: requests / Math.max(1, set.jobRequests?.length ?? 0),
    jobRequests: set.jobRequests?.length ?? 0,
    followUpRate: followUps / Math.max(1, set.followUps?.length ?? 0),
    followUps: set.followUps?.length ?? 0,
    /** Each request or follow-up searched otherwise, for sets whose questions may be shown. */
    misses,
  };
}
