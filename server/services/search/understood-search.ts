import {
  type JobSearchCriteria,
  type JobSearchResult,
  type TextFacet,
  typedTextOf,
} from '../../../src/shared/dto/job.ts';
import type { QueryCatalogues } from '../../../src/shared/query/catalogues.ts';
import { workFactOf } from '../../../src/shared/query/facets.ts';
import { wantsHome } from '../../../src/shared/query/near-me.ts';
import { addressPlace, countryName } from '../../../src/shared/query/places.ts';
import { tokenize } from '../../../src/shared/query/tokens.ts';
import type { UnderstoodQuery } from '../../../src/shared/query/types.ts';
import { type Facet, understandQuery } from '../../../src/shared/query/understand.ts';
import { isFieldWord, vocabularyOf } from '../../../src/shared/query/vocabulary.ts';
import { wordsOf } from '../../db/repositories/search-text.ts';
import { countryOf } from '../places/gazetteer.ts';
import type { JobSearch } from './jobs.ts';
import { queryCatalogues } from './query-catalogues.ts';
import { NOISE } from './query-words.ts';
import { suggestionList } from './suggestion-list.ts';

/** Words at most a typeahead leaves off the end of a text suggesting nothing. */
const MAX_DROPPED = 2;

/** Facets whose words are no title's words: places and pay. */
const NOT_HINTS: ReadonlySet<Facet> = new Set(['place', 'unknownPlace', 'nearMe', 'payFloor']);

/** Filters read from the text that a search finding few jobs may widen past (a quiet workplace first). */
const TEXT_FACETS: ReadonlySet<Facet> = new Set([
  'workFacts',
  'shiftTime',
  'payFloor',
  'experienceLevel',
  'employmentType',
  'workMode',
  'place',
]);
/** Of those, the ones that say what kind of job it is, kept as filters when asked to. */
const KIND_FACETS: ReadonlySet<Facet> = new Set(['employmentType', 'workMode', 'place']);

/** The words a widened search names for a facet it went without ('Austin, TX', '$30+ an hour'). */
function facetText(facet: Facet, typed: string, understood: UnderstoodQuery): string {
  if (facet === 'payFloor') return understood.payFloor?.label ?? typed;
  if (facet === 'place') return understood.place?.label ?? typed;
  return typed;
}

/** Facets the request sets itself: those win over the text, so a removed chip stays removed. */
function explicitFacets(criteria: JobSearchCriteria): Set<Facet> {
  const explicit = new Set<Facet>();
  if (criteria.city || criteria.state || criteria.country) explicit.add('place');
  if (criteria.workMode || criteria.remote !== undefined) explicit.add('workMode');
  if (criteria.employmentType) explicit.add('employmentType');
  if (criteria.experienceLevel) explicit.add('experienceLevel');
  if (criteria.payMin !== undefined) explicit.add('payFloor');
  if (criteria.easyApply !== undefined) explicit.add('easyApply');
  if (criteria.shiftTime) explicit.add('shiftTime');
  if (criteria.contractWeeks !== undefined) explicit.add('contractWeeks');
  return explicit;
}

/** Workplaces a quiet workplace may name, which are also the work asked for ('quiet office'). */
const WORKPLACES = new Set(['office']);

/**
 * The keywords, with the workplace a quiet workplace names ('office' of 'quiet office job') when
 * nothing else says what work is asked for: a quiet office job is office work. Beside a role
 * ('accountant in a quiet office') the role says it; an office of one's own, or days in the
 * office, say where the work is done, not what it is.
 */
function withWorkplace(understood: UnderstoodQuery): string {
  const { keywords, recognised } = understood;
  if (!wordsOf(keywords).every((w) => NOISE.has(w))) return keywords;
  const named = recognised
    .filter((r) => r.facet === 'workFacts' && workFactOf(r.text) === 'quiet')
    .flatMap((r) => wordsOf(r.text))
    .find((w) => WORKPLACES.has(w));
  return named ? `${keywords} ${named}`.trim() : keywords;
}

/**
 * The criteria the engine gets for a search: the typed text's recognised facets as filters (those
 * the request does not set itself), the rest of the text as keywords; and how it was understood.
 */
export function understandCriteria(
  criteria: JobSearchCriteria,
  catalogues: QueryCatalogues = queryCatalogues(),
): { criteria: JobSearchCriteria; understood?: UnderstoodQuery } {
  const text = typedTextOf(criteria);
  if (text === undefined) return { criteria };
  // Only healthcare jobs state shifts: elsewhere 'night shift' stays words to search for.
  const understood = understandQuery(text, catalogues, {
    skip: explicitFacets(criteria),
    shifts: criteria['is-healthcare'] === true,
  });
  // 'Near me' from one whose address is known is their city, as if they had typed it.
  const home =
    wantsHome(understood) && criteria.home ? addressPlace(catalogues, criteria.home) : undefined;
  if (home) understood.place = home;
  const { place, workMode, employmentType, experienceLevel, payFloor, easyApply, workFacts } =
    understood;
  const { shiftTime, contractWeeks } = understood;
  const merged: JobSearchCriteria = {
    ...criteria,
    keyword: withWorkplace(understood),
    searchBar: undefined,
    ...(place && { city: place.city, state: place.state, country: place.country }),
    ...(place && !place.country && { placeCountry: countryOf(place) }),
    ...(workMode && { workMode, remote: workMode === 'R' ? true : undefined }),
    ...(employmentType && { employmentType }),
    ...(experienceLevel && { experienceLevel }),
    ...(payFloor && {
      payMin: payFloor.amount,
      payPeriod: payFloor.period,
      payCurrency: payFloor.currency,
    }),
    ...(easyApply && { easyApply }),
    ...(workFacts && { workFacts: [...new Set([...(criteria.workFacts ?? []), ...workFacts])] }),
    ...(shiftTime && { shiftTime }),
    ...(contractWeeks && { contractWeeks }),
  };
  // Filter words may also be written in titles ('Per Diem Registered Nurse'): those rank higher.
  const hints = understood.recognised.filter((r) => !NOT_HINTS.has(r.facet)).map((r) => r.text);
  if (hints.length > 0) merged.titleHints = hints;
  // Work-environment filters chosen in the panel stay: typed ones then add to them as filters.
  const chosenFacts = (criteria.workFacts?.length ?? 0) > 0;
  const fromText = understood.recognised.flatMap(({ facet: said, text }) => {
    const facet = said === 'nearMe' && home ? 'place' : said;
    return TEXT_FACETS.has(facet) &&
      !(criteria.keepKind && KIND_FACETS.has(facet)) &&
      !(facet === 'workFacts' && chosenFacts)
      ? [{ facet: facet as TextFacet, text: facetText(facet, text, understood) }]
      : [];
  });
  if (fromText.length > 0) merged.fromText = fromText;
  return { criteria: merged, understood };
}

/** A search through query understanding, with any engine. */
export async function searchUnderstood(
  engine: Pick<JobSearch, 'search'>,
  criteria: JobSearchCriteria,
): Promise<JobSearchResult> {
  const { criteria: merged, understood } = understandCriteria(criteria);
  const result = await engine.search(merged);
  const { city, state, country } = criteria;
  const place = [city, state, country && countryName(queryCatalogues(), country)].filter(Boolean);
  const leftOut = (merged.fromText ?? []).filter((read) =>
    result.unmatchedWords?.includes(read.text),
  );
  return {
    ...result,
    ...(understood ? { understood } : {}),
    ...(leftOut.length > 0 ? { leftOut } : {}),
    ...(place.length > 0 ? { chosenPlace: place.join(', ') } : {}),
  };
}

/**
 * The one way into job search for the API, the pages, saved-search alerts and the typeahead: the
 * engine's search and suggestions with the typed text understood first. The typeahead suggests
 * for the keywords alone ('nurse houston' suggests nurse titles).
 */
export function withUnderstanding(engine: JobSearch): JobSearch {
  const suggestFor = (text: string, healthcare: boolean) => {
    const { keywords, recognised } = understandQuery(text, queryCatalogues());
    if (recognised.length === 0) return engine.suggest(text, healthcare);
    if (!keywords) return Promise.resolve({ items: [], more: false, all: [] });
    return engine.suggest(keywords, healthcare);
  };
  // While a filter or a place is still being typed after the role ('barista part ti', 'cook in
  // da'), the role's suggestions stay: a text suggesting nothing is tried without its last words,
  // so long as they are filler words ('in') or no words of the field.
  const suggestWhileTyping = async (text: string, healthcare: boolean) => {
    const vocabulary = vocabularyOf(queryCatalogues());
    let typed = text;
    for (let dropped = 0; ; dropped++) {
      const found = await suggestFor(typed, healthcare);
      const tokens = tokenize(typed);
      const last = tokens.at(-1);
      if (found.all.length > 0 || dropped === MAX_DROPPED || tokens.length < 2 || !last)
        return found;
      if (isFieldWord(vocabulary, last.norm) && !NOISE.has(last.norm)) return found;
      typed = typed.slice(0, last.start);
    }
  };
  return {
    ...engine,
    search: (criteria: JobSearchCriteria) => searchUnderstood(engine, criteria),
    async suggest(text: string, healthcare: boolean) {
      const found = await suggestWhileTyping(text, healthcare);
      // A filler word among the last two ('nurse in', 'nurse in h') is likely a place on its way:
      // the role's own suggestions follow those of the text as typed ('Infusion Nurse').
      const tokens = tokenize(text);
      const filler = tokens.findLastIndex(
        (token, i) => i > 0 && i >= tokens.length - 2 && NOISE.has(token.norm),
      );
      const before = tokens[filler];
      if (!before) return found;
      const role = await suggestWhileTyping(text.slice(0, before.start), healthcare);
      return suggestionList([...found.all, ...role.all]);
    },
  };
}
