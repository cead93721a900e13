import { searchTerms } from '../../../src/shared/search-terms.ts';
import titles from '../../db/data/job-titles.json' with { type: 'json' };
import skills from '../../db/data/skills.json' with { type: 'json' };
import synonyms from '../../db/data/synonyms.json' with { type: 'json' };
import { allPlaces } from '../places/gazetteer.ts';

/** A job title or skill of the catalogue named in a question. */
export interface RoleEntity {
  kind: 'title' | 'skill';
  name: string;
  /** The skill's id (skills only). */
  id?: number;
}

export interface PlaceEntity {
  city?: string;
  state?: string;
  country: string;
}

export interface Entities {
  roles: RoleEntity[];
  place: PlaceEntity | null;
  remote: boolean;
  /** The question with each role replaced by 'jobrole' and each place by 'placename'. */
  masked: string;
}

const MAX_PHRASE = 5;
// Words that are skills in the catalogue but far more often plain English, or the name of a part
// of Worklane, in a question ('the onboarding tab', 'my CPR card').
const AMBIGUOUS = new Set(
  `c go sales communication scheduling filing typing onboarding recruiting reception collections
  teamwork negotiation budgeting unity cpr agile`.split(/\s+/),
);
const PLACE_CUES = new Set(['in', 'near', 'around', 'at', 'within', 'from', 'nearby', 'to']);

const words = (text: string) => searchTerms(text, 64);

function plural(phrase: string[]): string[] | null {
  const last = phrase.at(-1);
  if (!last || last.length < 3) return null;
  const form = /(s|x|ch|sh)$/.test(last)
    ? `${last}es`
    : /[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  return [...phrase.slice(0, -1), form];
}

function buildRoles(): Map<string, RoleEntity> {
  const table = new Map<string, RoleEntity>();
  const add = (phrase: string[], entity: RoleEntity) => {
    if (phrase.length === 0) return;
    const key = phrase.join(' ');
    if (!table.has(key)) table.set(key, entity);
  };
  for (const t of titles as { title: string }[]) {
    const phrase = words(t.title);
    const entity: RoleEntity = { kind: 'title', name: t.title };
    add(phrase, entity);
    const many = plural(phrase);
    if (many) add(many, entity);
  }
  for (const s of skills as { id: number; name: string }[]) {
    const phrase = words(s.name);
    if (phrase.length === 1 && AMBIGUOUS.has(phrase[0] ?? '')) continue;
    add(phrase, { kind: 'skill', name: s.name, id: s.id });
  }
  // Abbreviations and other names stand for the catalogue entry one of their phrases names.
  for (const group of synonyms as string[][]) {
    const phrases = group.map(words);
    const known = phrases.map((p) => table.get(p.join(' '))).find(Boolean);
    if (!known) continue;
    for (const p of phrases) {
      add(p, known);
      const many = plural(p);
      if (many) add(many, known);
    }
  }
  return table;
}

interface PlaceHit extends PlaceEntity {
  population: number;
}

function buildPlaces() {
  const cities = new Map<string, PlaceHit>();
  const states = new Map<string, PlaceHit>();
  const countries = new Map<string, PlaceHit>();
  const keep = (map: Map<string, PlaceHit>, key: string, hit: PlaceHit) => {
    const old = map.get(key);
    if (!old || old.population < hit.population) map.set(key, hit);
  };
  for (const p of allPlaces()) {
    keep(cities, words(p.city).join(' '), {
      city: p.city,
      state: p.state,
      country: p.country,
      population: p.population,
    });
    if (p.state !== p.city)
      keep(states, words(p.state).join(' '), {
        state: p.state,
        country: p.country,
        population: p.population,
      });
    keep(countries, words(p.country).join(' '), { country: p.country, population: 1e12 });
  }
  return { cities, states, countries };
}

let roleTable: Map<string, RoleEntity> | undefined;
let placeTables: ReturnType<typeof buildPlaces> | undefined;

/** Builds the look-up tables now rather than on the first question. */
export function warmEntities() {
  roleTable ??= buildRoles();
  placeTables ??= buildPlaces();
}

const REMOTE =
  /\b(remote(ly)?|from home|wfh|work[- ]from[- ]home|home[- ]based|telecommut\w*|anywhere)\b/i;

/**
 * Job titles and skills from the catalogue (with their abbreviations and plurals), one place
 * from the gazetteer (a city, province or country after 'in', 'near'…, or written with a capital),
 * and whether remote work is asked for. Longest phrases win. Without `skills`, only titles are
 * roles: a skill alone ('baking', 'Python') is as often a hobby as a job.
 */
export function extractEntities(text: string, { skills = true } = {}): Entities {
  warmEntities();
  const roles = roleTable as Map<string, RoleEntity>;
  const places = placeTables as ReturnType<typeof buildPlaces>;
  const tokens = words(text);
  const capitalised = new Set(
    (text.match(/\p{Lu}[\p{L}'.-]*/gu) ?? []).map((w) => words(w)[0]).filter(Boolean),
  );
  const found: RoleEntity[] = [];
  let place: PlaceEntity | null = null;
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = false;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n > 0 && !matched; n--) {
      const phrase = tokens.slice(i, i + n).join(' ');
      const previous = tokens[i - 1] ?? '';
      const cued = PLACE_CUES.has(previous) || (i > 0 && capitalised.has(tokens[i] ?? ''));
      const hit: PlaceHit | undefined =
        !place && cued
          ? (places.cities.get(phrase) ?? places.states.get(phrase) ?? places.countries.get(phrase))
          : undefined;
      if (hit && (n > 1 || phrase.length > 2)) {
        place = { city: hit.city, state: hit.state, country: hit.country };
        out.push('placename');
      } else {
        const role = roles.get(phrase);
        if (!role || (!skills && role.kind === 'skill')) continue;
        if (!found.some((r) => r.name === role.name)) found.push(role);
        out.push('jobrole');
      }
      i += n;
      matched = true;
    }
    if (!matched) {
      out.push(tokens[i] ?? '');
      i++;
    }
  }
  return { roles: found, place, remote: REMOTE.test(text), masked: out.join(' ') };
}
