import type { JobSearchResult } from '../../../../src/shared/dto/job.ts';
import { workFactOf } from '../../../../src/shared/query/facets.ts';
import { describeSearch } from '../search-criteria.ts';
import type { SearchState } from '../search-state.ts';

/*
 * What a job search answer says of the jobs it found: how many, for what, where, and what they
 * go without.
 */

export const jobsText = (total: number, lowerBound = false) =>
  lowerBound
    ? `${total.toLocaleString('en-US')}+ jobs`
    : total === 1
      ? 'one job'
      : `${total.toLocaleString('en-US')} jobs`;

/**
 * How many of the jobs found meet all that was asked, where the list goes on past them with jobs
 * that meet part of it (paying a little less, related roles); undefined where all of them do, or
 * where words were left out (the answer says which instead).
 */
function exactOf(result: JobSearchResult, left: readonly string[]): number | undefined {
  const exact = left.length === 0 ? result.exactTotal : undefined;
  return exact && exact < result.total ? exact : undefined;
}

/** How many jobs were found for what was asked: those that meet all of it. */
function count(result: JobSearchResult, left: readonly string[]): string {
  const exact = exactOf(result, left);
  return exact ? jobsText(exact) : jobsText(result.total, result.totalIsLowerBound);
}

/** The jobs that follow those meeting all that was asked, as the results page says it. */
function similarText(result: JobSearchResult, left: readonly string[]): string {
  const exact = exactOf(result, left);
  if (!exact) return '';
  if (result.totalIsLowerBound) return ' Similar jobs follow.';
  const similar = result.total - exact;
  return similar === 1 ? ' One similar job follows.' : ` ${similar} similar jobs follow.`;
}

/**
 * How the search read the words, as the results page says it: a correction, words left out, or
 * a workplace need met by the value next to it.
 */
function readAs(result: JobSearchResult, left: string[], typed: string): string {
  if (result.correctedQuery && typed)
    return ` (I took "${typed}" to mean "${result.correctedQuery}".)`;
  if (left.length > 0)
    return ` No job matched all your words, so these are without "${left.join(' ')}".`;
  const [nearly] = result.nearlyMet ?? [];
  if (nearly)
    return ` No job matched "${nearly.asked}", so the nearest come first: ${nearly.nearest.toLowerCase()}.`;
  return '';
}

export const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The search as the jobs found meet it: without the filters the search went without, and without
 * its words where it went without all of them. Also the words left out that this says.
 */
function metOf(ran: SearchState, result: JobSearchResult, left: readonly string[]) {
  const met = { ...ran };
  const said: string[] = [];
  for (const { facet, text } of result.leftOut ?? []) {
    said.push(text);
    if (facet === 'payFloor') delete met.payFloor;
    if (facet === 'experienceLevel') delete met.experienceLevel;
    if (facet === 'employmentType') delete met.employmentType;
    if (facet === 'workMode') delete met.workMode;
    if (facet === 'workFacts') {
      const code = workFactOf(text);
      const kept = met.workFacts?.filter((need) => need !== code);
      if (kept?.length) met.workFacts = kept;
      else delete met.workFacts;
    }
  }
  const dropped = new Set(left.flatMap(wordsOf));
  const keywords = wordsOf(ran.keywords);
  if (keywords.length > 0 && keywords.every((word) => dropped.has(word))) {
    met.keywords = '';
    said.push(...left.filter((typed) => wordsOf(typed).every((w) => keywords.includes(w))));
  }
  return { met, said };
}

/**
 * The search as the engine read it: with the words corrected where it corrected them, so an
 * answer names what the jobs are ('plumber jobs'), not the slip ('plumbr jobs').
 */
const asCorrected = (state: SearchState, result: JobSearchResult, typed: string): SearchState =>
  result.correctedQuery && state.keywords === typed
    ? { ...state, keywords: result.correctedQuery }
    : state;

/** What a search asks of a job, whatever the place. */
const askedOf = (state: SearchState) => describeSearch(state, { place: false });

/**
 * The words a search went without, with the city apart where the engine went from it to the
 * rest of its state (then the first of them): the others, and where the jobs are instead.
 */
function withoutCity(ran: SearchState, result: JobSearchResult) {
  const unmatched = result.unmatchedWords ?? [];
  const cityLeft = Boolean(ran.place?.city) && unmatched[0] === ran.place?.city;
  return {
    cityLeft,
    left: cityLeft ? unmatched.slice(1) : unmatched,
    elsewhere: ` elsewhere in ${ran.place?.state ?? ran.place?.country}`,
  };
}

/**
 * Whether no job listed first meets all that was asked (similar ones come first), nothing but
 * the city (`left`: the other words gone without) having been gone without.
 */
export const closeOnly = (result: JobSearchResult, left = result.unmatchedWords ?? []) =>
  result.exactTotal === 0 && left.length === 0 && !result.nearlyMet?.length;

/**
 * What an answer says about the jobs found: how many, for what, and where the search had to look
 * instead of the place asked for (the engine itself looks in the rest of the state when the
 * city has nothing, and says so by leaving the city out first). What the jobs go without is
 * said once: as what they are not, or as words left out.
 */
export function foundText(
  typedAsked: SearchState,
  typedRan: SearchState,
  result: JobSearchResult,
  unknownPlace?: string,
): string {
  const typed = typedRan.keywords;
  const asked = asCorrected(typedAsked, result, typed);
  const ran = asCorrected(typedRan, result, typed);
  const { cityLeft, left, elsewhere } = withoutCity(ran, result);
  const where = cityLeft
    ? elsewhere
    : ran.place
      ? ` in ${ran.place.label}`
      : asked.place || unknownPlace
        ? ' everywhere'
        : '';
  const { met, said } = metOf(ran, result, left);
  const rest = left.filter((typed) => !said.includes(typed));
  const found = count(result, left);
  const what = describeSearch(met, { place: false });
  if (unknownPlace)
    return `I couldn't find a place called ${unknownPlace}, so here are ${what}${where}: I found ${found}.${readAs(result, rest, typed)}${similarText(result, left)}`;
  if (askedOf(met) !== askedOf(asked))
    return `I couldn't find ${describeSearch(asked)}, so here are ${what}${where}: I found ${found}.${readAs(result, rest, typed)}${similarText(result, left)}`;
  const how = readAs(result, left, typed) + similarText(result, left);
  const close = closeOnly(result, left);
  if (asked.place && (cityLeft || ran.place?.label !== asked.place.label))
    return close
      ? `I couldn't find ${what} in ${asked.place.label}, so here are jobs close to them${where}: I found ${found} ${found === 'one job' ? 'that meets' : 'each meeting'} part of what you asked.`
      : `I couldn't find ${what} in ${asked.place.label}, so here are those${where}: I found ${found}.${how}`;
  if (close)
    return `I found ${found} close to ${describeSearch(met)}: each meets part of what you asked.`;
  // One job is named as one: 'I found one cashier job in Texas.'
  if (found === 'one job')
    return `I found one ${describeSearch(met).replace(/\bjobs\b/, 'job')}.${how}`;
  // Nothing but a place or a need asked: 'I found 134 jobs (quiet workplace)', not 'jobs: jobs'.
  const described = describeSearch(met);
  if (described.startsWith('jobs')) return `I found ${found}${described.slice(4)}.${how}`;
  return `I found ${found}: ${described}.${how}`;
}

/**
 * What the cards from `from` to `to` of a search are, for 'Show more': the jobs that meet all
 * that was asked ('Here are more rn jobs in Houston, TX'), the similar ones that follow them, or
 * jobs close to it where words were left out, and the city gone without as the first answer says.
 */
export function moreText(
  typedShown: SearchState,
  result: JobSearchResult,
  from: number,
  to: number,
): string {
  const shown = asCorrected(typedShown, result, typedShown.keywords);
  const { cityLeft, left, elsewhere } = withoutCity(shown, result);
  const what = cityLeft ? `${askedOf(shown)}${elsewhere}` : describeSearch(shown);
  const total = `${result.total.toLocaleString('en-US')}${result.totalIsLowerBound ? '+' : ''}`;
  const range = to - from === 1 ? `number ${to} of ${total}` : `${from + 1} to ${to} of ${total}`;
  const exact = left.length === 0 ? result.exactTotal : undefined;
  if (exact !== undefined && exact < result.total && to > exact)
    return from >= exact
      ? `Here are more jobs similar to ${what}: ${range}.`
      : `Here are more ${what}, then similar jobs: ${range}.`;
  if (left.length > 0) return `Here are more jobs close to ${what}: ${range}.`;
  return `Here are more ${what}: ${range}.`;
}
