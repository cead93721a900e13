import type { GazetteerEntry, QueryCatalogues } from './catalogues.ts';
import { normalise } from './tokens.ts';
import type { UnderstoodPlace } from './types.ts';

/** A place a phrase may name, with the population that decides between namesakes. */
export interface PlaceCandidate {
  kind: 'city' | 'state' | 'country';
  city?: string;
  state?: string;
  stateCode?: string;
  country: string;
  countryCode: string;
  population: number;
}

export interface PlaceIndex {
  /** Cities, states and countries by their normalised name. */
  byName: Map<string, PlaceCandidate[]>;
  /** US states by their two-letter code. */
  byCode: Map<string, PlaceCandidate>;
  /** Countries by their ISO alpha-2 code ('US'). */
  countries: Map<string, PlaceCandidate>;
  longest: number;
  /** The first words of names of two words or more: only these start a longer look-up. */
  firstWords: Set<string>;
}

/**
 * A city at least this big is what its name means even where a state shares it: 'New York' is the
 * city, 'NY' or 'New York state' the state.
 */
const CITY_OVER_STATE_POPULATION = 1_000_000;

/** Countries whose states a bare name may mean; elsewhere a province needs 'in' before it. */
const STATES_BY_NAME = new Set(['US', 'CA', 'AU']);

/** Other names of countries and big cities, as people type them. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states': 'US',
  america: 'US',
  uk: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  uae: 'AE',
  holland: 'NL',
  korea: 'KR',
};
const CITY_ALIAS_LIST: Record<string, [city: string, countryCode: string]> = {
  nyc: ['New York', 'US'],
  'new york city': ['New York', 'US'],
  la: ['Los Angeles', 'US'],
  sf: ['San Francisco', 'US'],
  dc: ['Washington, D.C.', 'US'],
  'washington dc': ['Washington, D.C.', 'US'],
  philly: ['Philadelphia', 'US'],
  vegas: ['Las Vegas', 'US'],
  dfw: ['Dallas', 'US'],
  atl: ['Atlanta', 'US'],
  nola: ['New Orleans', 'US'],
  phx: ['Phoenix', 'US'],
  slc: ['Salt Lake City', 'US'],
  chitown: ['Chicago', 'US'],
  // New York City's boroughs are the city.
  brooklyn: ['New York', 'US'],
  queens: ['New York', 'US'],
  bronx: ['New York', 'US'],
  'the bronx': ['New York', 'US'],
  manhattan: ['New York', 'US'],
  'staten island': ['New York', 'US'],
  atx: ['Austin', 'US'],
  htx: ['Houston', 'US'],
  htown: ['Houston', 'US'],
  kc: ['Kansas City', 'US'],
  okc: ['Oklahoma City', 'US'],
  stl: ['St. Louis', 'US'],
  pdx: ['Portland', 'US'],
  jax: ['Jacksonville', 'US'],
  bmore: ['Baltimore', 'US'],
  // Big cities by the names their own people give them ('München', 'Wien').
  munchen: ['Munich', 'DE'],
  muenchen: ['Munich', 'DE'],
  koln: ['Cologne', 'DE'],
  koeln: ['Cologne', 'DE'],
  wien: ['Vienna', 'AT'],
  praha: ['Prague', 'CZ'],
  roma: ['Rome', 'IT'],
  milano: ['Milan', 'IT'],
  napoli: ['Naples', 'IT'],
  firenze: ['Florence', 'IT'],
  torino: ['Turin', 'IT'],
  lisboa: ['Lisbon', 'PT'],
  warszawa: ['Warsaw', 'PL'],
  bruxelles: ['Brussels', 'BE'],
  brussel: ['Brussels', 'BE'],
  'den haag': ['The Hague', 'NL'],
  geneve: ['Geneva', 'CH'],
  sevilla: ['Seville', 'ES'],
  cdmx: ['Mexico City', 'MX'],
  'ciudad de mexico': ['Mexico City', 'MX'],
};

/** Regions people name that lie within one state: the search looks in the whole state. */
const REGION_ALIAS_LIST: Record<string, [state: string, countryCode: string]> = {
  socal: ['California', 'US'],
  'so cal': ['California', 'US'],
  'southern california': ['California', 'US'],
  norcal: ['California', 'US'],
  'nor cal': ['California', 'US'],
  'northern california': ['California', 'US'],
  'bay area': ['California', 'US'],
  'twin cities': ['Minnesota', 'US'],
};

export const CITY_ALIASES = new Set(Object.keys(CITY_ALIAS_LIST));

/** Saint, Mount and Fort are written either way. */
const SHORT: Record<string, string> = { saint: 'st', mount: 'mt', fort: 'ft' };
export const placeWord = (norm: string) => SHORT[norm] ?? norm;
export const placeKey = (words: string) =>
  normalise(words)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(placeWord)
    .join(' ');

function add(map: Map<string, PlaceCandidate[]>, key: string, candidate: PlaceCandidate) {
  if (!key) return;
  const list = map.get(key) ?? [];
  list.push(candidate);
  map.set(key, list);
}

function build(places: readonly GazetteerEntry[]): PlaceIndex {
  const byName = new Map<string, PlaceCandidate[]>();
  const states = new Map<string, PlaceCandidate>();
  const countries = new Map<string, PlaceCandidate>();
  const provinces = new Set<string>();
  for (const p of places) {
    if (p.state !== p.city && p.state !== p.country) provinces.add(`${p.countryCode}|${p.state}`);
    const base = { country: p.country, countryCode: p.countryCode };
    add(byName, placeKey(p.city), {
      kind: 'city',
      city: p.city,
      state: p.state,
      stateCode: p.stateCode,
      ...base,
      population: p.population,
    });
    const stateId = `${p.countryCode}|${p.state}`;
    const state = states.get(stateId) ?? {
      kind: 'state',
      state: p.state,
      stateCode: p.stateCode,
      ...base,
      population: 0,
    };
    state.population += p.population;
    states.set(stateId, state);
    const country = countries.get(p.countryCode) ?? { kind: 'country', ...base, population: 0 };
    country.population += p.population;
    countries.set(p.countryCode, country);
  }
  const byCode = new Map<string, PlaceCandidate>();
  for (const state of states.values()) {
    // Where the gazetteer has no province, the city stands in for one: its name means the city.
    if (provinces.has(`${state.countryCode}|${state.state}`))
      add(byName, placeKey(state.state ?? ''), state);
    if (state.stateCode && state.countryCode === 'US')
      byCode.set(state.stateCode.toLowerCase(), state);
  }
  for (const country of countries.values()) add(byName, placeKey(country.country), country);
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
    const country = countries.get(code);
    if (country) add(byName, alias, country);
  }
  for (const [alias, [city, code]] of Object.entries(CITY_ALIAS_LIST)) {
    // The most populous namesake: 'vegas' is Las Vegas, Nevada, not Las Vegas, New Mexico.
    const [found] = (byName.get(placeKey(city)) ?? [])
      .filter((c) => c.kind === 'city' && c.countryCode === code)
      .sort((a, b) => b.population - a.population);
    if (found) add(byName, alias, found);
  }
  for (const [alias, [name, code]] of Object.entries(REGION_ALIAS_LIST)) {
    const state = states.get(`${code}|${name}`);
    if (state) add(byName, alias, state);
  }
  for (const list of byName.values()) {
    list.sort((a, b) => b.population - a.population);
    const state = list[0]?.kind === 'state' ? list[0] : undefined;
    const city = list.find(
      (c) =>
        c.kind === 'city' &&
        c.countryCode === state?.countryCode &&
        c.population >= CITY_OVER_STATE_POPULATION,
    );
    if (state && city) list.splice(0, list.length, city, ...list.filter((c) => c !== city));
  }
  const keys = [...byName.keys()].map((k) => k.split(' '));
  const longest = Math.max(1, ...keys.map((k) => k.length));
  const firstWords = new Set(keys.filter((k) => k.length > 1).map((k) => k[0] as string));
  return { byName, byCode, countries, longest: Math.min(longest, 6), firstWords };
}

const built = new WeakMap<readonly GazetteerEntry[], PlaceIndex>();

/** The gazetteer's index, built once per catalogue. */
export function placeIndex(catalogues: QueryCatalogues): PlaceIndex {
  let index = built.get(catalogues.places);
  if (!index) {
    index = build(catalogues.places);
    built.set(catalogues.places, index);
  }
  return index;
}

/** Whether a bare name (no 'in' before it) may mean this place. */
export const namedBare = (c: PlaceCandidate) =>
  c.kind !== 'state' || STATES_BY_NAME.has(c.countryCode);

/** Whether a city lies in the region a qualifier names ('Boston, MA', 'London UK'). */
export const within = (city: PlaceCandidate, region: PlaceCandidate) =>
  region.kind === 'country'
    ? city.countryCode === region.countryCode
    : region.kind === 'state' &&
      city.countryCode === region.countryCode &&
      city.state === region.state;

/**
 * The criteria and chip label of a resolved place: 'Houston, TX', 'Texas', 'United Kingdom'.
 * A state stands alone and an American, Canadian or Australian city goes with its state, since
 * jobs name their country in more than one way ('United States', 'USA').
 */
export function understoodPlace(c: PlaceCandidate): UnderstoodPlace {
  if (c.kind === 'country') return { country: c.country, label: c.country };
  if (c.kind === 'state') return { state: c.state, label: c.state ?? '' };
  const withState = STATES_BY_NAME.has(c.countryCode) && Boolean(c.state);
  const where = withState ? { state: c.state } : { country: c.country };
  // 'Washington, D.C.' says its region already.
  const region = c.city?.includes(',')
    ? ''
    : `, ${c.stateCode ?? (withState ? c.state : c.country)}`;
  return { city: c.city, ...where, label: `${c.city}${region}` };
}

/** An address as a profile keeps it: the country as its two-letter code or its name. */
/** A country's name in the gazetteer by its two-letter code ('US'), else the text as given. */
export function countryName(catalogues: QueryCatalogues, country: string): string {
  return placeIndex(catalogues).countries.get(country.toUpperCase())?.country ?? country;
}

export interface Address {
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

/**
 * The place an address is in, as a search reads a place typed: its city where the gazetteer
 * knows one of that name in its country (in its state, where one is given, the most populous
 * namesake otherwise), else its state, else its country. Undefined for an address naming no
 * place the gazetteer knows.
 */
export function addressPlace(
  catalogues: QueryCatalogues,
  address: Address,
): UnderstoodPlace | undefined {
  const { byName, byCode, countries } = placeIndex(catalogues);
  const typed = address.country?.trim() ?? '';
  const country =
    (byName.get(placeKey(typed)) ?? []).find((c) => c.kind === 'country') ??
    countries.get(typed.toUpperCase());
  // A country the gazetteer does not know leaves the city's namesakes everywhere to choose from.
  const inCountry = (c: PlaceCandidate) => !country || c.countryCode === country.countryCode;
  const stateKey = placeKey(address.state ?? '');
  const inState = (c: PlaceCandidate) =>
    placeKey(c.state ?? '') === stateKey || c.stateCode?.toLowerCase() === stateKey;
  const named = (name: string | null | undefined, kind: PlaceCandidate['kind']) =>
    (byName.get(placeKey(name ?? '')) ?? []).filter((c) => c.kind === kind && inCountry(c));
  const cities = named(address.city, 'city');
  const city = (stateKey && cities.find(inState)) || cities[0];
  if (city) return understoodPlace(city);
  const state = named(address.state, 'state')[0] ?? byCode.get(stateKey);
  if (state && inCountry(state)) return understoodPlace(state);
  return country ? understoodPlace(country) : undefined;
}
