import type { FacetBoosts } from '../../db/repositories/job-match.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';
import { termsOf, wordsOf } from '../../db/repositories/search-text.ts';
import { fieldMates, fieldRoles } from './fields.ts';
import { byUmbrellaRole, kindred } from './kindred-roles.ts';
import { looserSteps, nearestLevel, splitSoft, without } from './loosenings.ts';
import {
  CLOSE_AT_LEAST,
  followsInTitle,
  isRoleWord,
  isTitleWord,
  isWrittenRole,
  namedTitles,
  relatedTitles,
} from './roles.ts';
import type { Concept, TextSearch } from './text-search.ts';

/** Subsets of the concepts tried at most before a search gives up on relaxing. */
export const MAX_RELAXED_TRIES = 12;

export const weightOf = (concepts: readonly Concept[]) =>
  concepts.reduce((sum, c) => sum + c.weight, 0);

const isTitle = (concept: Concept) =>
  concept.alternatives.some((phrase) => phrase.length === 1 && isTitleWord(phrase[0] as string));

/** Whether some phrase of the concept ends on a role word ('travel nurse', 'rn'). */
const endsOnRole = (concept: Concept) =>
  concept.alternatives.some((phrase) => isRoleWord(phrase.at(-1) ?? ''));
/** How many of the concepts name a role: those say what the job is, the others qualify it. */
export const rolesIn = (subset: readonly Concept[]) => subset.filter(endsOnRole).length;

/**
 * Whether the subset keeps one of two words that name a role together in some catalogue title but
 * not the other ('technician' or 'hvac' of 'hvac technician'): that is another role, or none.
 */
export function splitsTitle(subset: readonly Concept[], all: readonly Concept[]): boolean {
  return all.some((before, i) => {
    const role = all[i + 1];
    if (!role || subset.includes(role) === subset.includes(before)) return false;
    return before.alternatives.some((a) =>
      role.alternatives.some((b) => followsInTitle(a.at(-1) ?? '', b[0] ?? '')),
    );
  });
}

/** Subsets of `concepts` of each size, largest first, and within a size the most telling first. */
export function* subsets(concepts: readonly Concept[]): Generator<Concept[]> {
  const n = concepts.length;
  for (let size = n - 1; size >= 1; size--) {
    const ofSize: Concept[][] = [];
    const pick = (from: number, chosen: Concept[]) => {
      if (chosen.length === size) ofSize.push(chosen);
      else for (let i = from; i < n; i++) pick(i + 1, [...chosen, concepts[i] as Concept]);
    };
    pick(0, []);
    yield* ofSize.sort((a, b) => rolesIn(b) - rolesIn(a) || weightOf(b) - weightOf(a));
  }
}

/**
 * Whether some of the concepts say enough to list jobs for: most of what the words say ('qa' of
 * 'qa tester', not 'night shift' of 'forklift operator night shift'), or a phrase alone.
 */
function tellsEnough(subset: readonly Concept[], all: readonly Concept[]) {
  const [only] = subset;
  if (subset.length === 1 && only?.typed.includes(' ')) return true;
  return weightOf(subset) >= weightOf(all) / 2;
}
const namesRole = (concept: Concept) =>
  concept.alternatives.some((phrase) => phrase.length === 1 && isRoleWord(phrase[0] as string));

/**
 * Roles related to those the words name; when they name none together, roles related to those
 * the words still searched for name ('landscaper' for 'groundskeeper outdoors'), else those the
 * most telling word names ('package handler' for 'sorting packages').
 */
function relatedRoles(
  concepts: readonly Concept[],
  used: readonly Concept[],
  least?: number,
): string[] {
  const titles = relatedTitles(concepts, least);
  if (titles.length > 0) return titles;
  const ofUsed = used.length < concepts.length ? relatedTitles(used, least) : [];
  if (ofUsed.length > 0 || used.length < 2) return ofUsed;
  // The most of the words that name a title together ('night auditor' of 'night auditor hotel').
  let tried = 0;
  for (const subset of subsets(used)) {
    if (subset.length < 2 || ++tried > MAX_RELAXED_TRIES) break;
    const ofSubset = relatedTitles(subset, least);
    if (ofSubset.length > 0) return ofSubset;
  }
  const telling = used.reduce((a, b) => (b.weight > a.weight ? b : a));
  return relatedTitles([telling], least);
}

/** One concept any of the phrases satisfies: jobs of other roles than the words typed. */
const rolesOf = (alternatives: string[][]): Concept => ({ typed: '', alternatives, weight: 1 });
const phrasesOf = (titles: readonly string[]) => titles.map((title) => termsOf(title));

/** One way of widening a search that found few jobs: fewer words, a wider place, related roles. */
export interface Tier {
  concepts: Concept[];
  filters: JobFilters;
  titleOrSkills: boolean;
  /** Facets ranking the tier's jobs higher, besides those the text hinted at. */
  boosts?: FacetBoosts;
  /** The jobs match other roles than those typed: their words are not the search's. */
  related?: boolean;
  /** The words must be in the title: a role a skill names ('SQL Server') is no such job. */
  titleOnly?: boolean;
}

/**
 * Titles close to the role (kindred ones ending on the role word a phrase ends on, then others)
 * under the filters given, in the place and then in the rest of its state (not of a whole country:
 * a cook in Belfast is no answer to London). Their jobs come before
 * the role without a firm filter (elsewhere, or without a workplace need): a candidate who names a
 * place wants work there, and one who names a need needs it.
 */
export function* inPlace(search: TextSearch, used: Concept[], placed: JobFilters): Generator<Tier> {
  const wider = placed.city && placed.state;
  const close = [
    kindred(used, CLOSE_AT_LEAST),
    relatedRoles(search.concepts, used, CLOSE_AT_LEAST),
  ];
  const phrases = close.map(phrasesOf);
  // An internship is for a student of the field a word names ('software' of 'software
  // engineering internship'): any of its roles' will do. So will they for a workplace need: a
  // quiet software engineer's job before a noisy software developer's.
  if (placed.employmentType === 'IN' || placed.workFacts)
    phrases.push(used.flatMap((c) => wordsOf(c.meant ?? c.typed)).flatMap(fieldRoles));
  for (const alternatives of phrases) {
    if (alternatives.length === 0) continue;
    const tier = {
      concepts: [rolesOf(alternatives)],
      titleOrSkills: true,
      related: true,
      titleOnly: true,
    };
    yield { ...tier, filters: placed };
    if (wider) yield { ...tier, filters: { ...placed, city: undefined } };
  }
  // The role's own work under another title of its field, for a workplace need: a quiet records
  // clerk whose skills name data entry, for 'quiet data entry job'.
  const [title, ...others] = namedTitles(used);
  const mates = title && others.length === 0 && placed.workFacts ? fieldMates(title) : [];
  if (mates.length > 0)
    yield {
      concepts: [...used, rolesOf(phrasesOf(mates))],
      filters: placed,
      titleOrSkills: true,
      related: true,
    };
}

/**
 * The widenings of a search that found few jobs, in the order their jobs follow: the same words
 * in the rest of the state; the same words without the filters read from the text other than
 * the place, one more at a time (a pay floor, a seniority, the kind of contract, a workplace need,
 * the work mode), each in the city and then in the rest of its state, with jobs of other roles
 * under them all (roles close to the one typed, when a filter is firm, then, for words naming a
 * role, jobs with them in their skills alone) before the first firm filter (a workplace need, an
 * internship) goes, or else after the last of the others;
 * some of the words in a title or skills, those naming the role first, then the most telling
 * (never words that say less than half of what the text says, like 'center' of 'call center',
 * nor a role word that is no title alone, like 'analyst' of 'data analyst'); when the place came
 * from the text, those jobs of other roles there and in the rest of its state; several words
 * anywhere in a job's text; when the place came from the text, titles kindred to the role a
 * phrase ends on ('ICU Nurse' for 'registered nurse') here and in the rest of the state, then
 * the same words in any place, remote jobs first; roles the catalogue relates to the one named
 * (or to the most telling word), here, then in the rest of the state, then without the
 * seniority, contract and work mode read from the text ('entry level marketing' lists social
 * media roles of any level); the role word the text ends on alone ('packer' of 'picker
 * packer'); one word anywhere in a job's text; another role word alone; and last the words
 * anywhere in a job's text without that seniority, contract and work mode. Under a contract
 * typed, the related roles come before the words in passing and before words without the role.
 * `anywhere` false
 * leaves out the jobs with every word anywhere in their text, which then follow all the
 * widenings.
 */
export function* widenings(
  search: TextSearch,
  used: Concept[],
  filters: JobFilters,
  anywhere: boolean,
  /** The jobs listed first had the words in their title: those with them in skills follow. */
  titled = false,
): Generator<Tier> {
  const strong = (concepts: Concept[], where: JobFilters) =>
    ({ concepts, filters: where, titleOrSkills: true }) as const;
  const wider = filters.city && (filters.state || filters.country);
  const widerFilters = { ...filters, city: undefined };
  if (wider && used.length > 0) yield strong(used, widerFilters);
  const { early, late } = splitSoft(search.soft);
  // Jobs of another role that meet every filter, once: roles close to the one typed when a filter
  // is firm (the place, a workplace need), then jobs with the words naming the role in their
  // skills alone. They come after the role without a filter that is not firm (another contract
  // or pay) and before the role without a firm one.
  const firm = (search.soft ?? []).some((l) => l.firm);
  let closeGiven = false;
  let skillsGiven = false;
  function* closeRoles() {
    if (closeGiven || used.length === 0) return;
    closeGiven = true;
    if (firm) yield* inPlace(search, used, filters);
  }
  // A job naming the role among its skills alone is another role, not one close to it: it
  // follows the role itself without a firm filter ('quiet data entry' lists data entry clerks in
  // a noisy office before a quiet inventory clerk who does some data entry). A one-word field of
  // work ('quiet accounting job') is as much the work of the jobs naming it among their skills.
  const [named, ...qualified] = used.flatMap((c) => wordsOf(c.meant ?? c.typed));
  const roleNamed = qualified.length > 0 || (named !== undefined && isWrittenRole(named));
  function* skillRoles() {
    if (skillsGiven || used.length === 0) return;
    skillsGiven = true;
    if (!titled) return;
    // A role alone with no filter: the roles most related to it before jobs that only mention
    // it among their skills ('stocking' lists cycle counters before a cook who rotates stock).
    if (used.length === 1 && rolesIn(used) === 1 && (search.soft ?? []).length === 0) {
      const near = relatedRoles(search.concepts, used, CLOSE_AT_LEAST);
      if (near.length > 0)
        yield {
          concepts: [rolesOf(phrasesOf(near))],
          filters,
          titleOrSkills: true,
          related: true,
          titleOnly: true,
        };
    }
    yield strong(used, filters);
  }
  function* otherRoles() {
    yield* closeRoles();
    yield* skillRoles();
  }
  // A role typed alone is the role its title names: a job naming it among its skills is another
  // role, which follows. Words qualifying a role may be in its skills ('records' of a file clerk).
  const roleAlone = titled && used.length === 1;
  if (used.length > 0)
    for (const step of looserSteps(early)) {
      if (step.at(-1)?.firm) yield* roleNamed ? closeRoles() : otherRoles();
      const boosts = nearestLevel(filters, without(filters, step));
      // A need's next value is no nearer in a job naming the words among its skills alone.
      const titleOnly = roleAlone || step.at(-1)?.nearFacts !== undefined;
      yield { ...strong(used, without(filters, step)), titleOnly, boosts };
      if (wider) yield { ...strong(used, without(widerFilters, step)), titleOnly, boosts };
    }
  // A kind of an umbrella role typed by its role word ('Telemetry Nurse' of 'tele rn') is nearer
  // than the role of any kind ('Travel RN - ICU'), or one with the words in its skills alone.
  const broader = byUmbrellaRole(used);
  if (used.length > 1 && broader.some((c, i) => c !== used[i]))
    yield { ...strong(broader, filters), titleOnly: true };
  // In the place typed, fewer of the words say more than another role.
  const placed = late.some((l) => l.firm);
  if (!placed) yield* otherRoles();
  const singles: Concept[] = [];
  const qualifiers: Concept[][] = [];
  const titles = relatedRoles(search.concepts, used);
  const contracted = filters.employmentType !== undefined && titles.length > 0;
  const tried: Concept[][] = [];
  for (const subset of subsets(used)) if (tried.push(subset) >= MAX_RELAXED_TRIES) break;
  const telling = tried.sort(
    (a, b) => rolesIn(b) - rolesIn(a) || weightOf(b) - weightOf(a) || b.length - a.length,
  );
  for (const subset of telling) {
    const [only] = subset;
    // A role word that is no title alone ('analyst' of 'data analyst') follows the roles related
    // to the one typed.
    const lone = subset.length === 1 && only !== undefined && namesRole(only) && !isTitle(only);
    if (lone || !tellsEnough(subset, used)) {
      if (lone) singles.push(only);
      continue;
    }
    // Under a contract typed, words qualifying the role without it ('java' of 'contract java
    // developer') are some other role's skills: related roles on that contract come first.
    if (contracted && rolesIn(subset) < rolesIn(used)) {
      qualifiers.push(subset);
      continue;
    }
    yield strong(subset, filters);
  }
  yield* otherRoles();
  // Several words all in a job's text say more than one of them in its title. In the place typed,
  // not more than the role they name elsewhere: a job's text mentions a role's words in passing
  // ('administration', 'assist' of a nurse's).
  const inText = { concepts: used, filters, titleOrSkills: false } as const;
  const passing = anywhere && used.length > 1 && !(titled && late.length > 0);
  // Under a contract typed, they follow the related roles on that contract: a QA tester whose
  // description mentions web development is no contract web developer.
  if (passing && !contracted) yield inText;
  // Kindred titles of the role a phrase ends on ('ICU Nurse' for 'registered nurse'), in the
  // place before elsewhere.
  const kin = late.length > 0 ? kindred(used) : [];
  if (kin.length > 0) {
    const roles = rolesOf(phrasesOf(kin));
    yield { concepts: [roles], filters, titleOrSkills: true, related: true };
    if (wider)
      yield { concepts: [roles], filters: widerFilters, titleOrSkills: true, related: true };
  }
  // Roles related to the one typed in the city typed, or remote, come before the role elsewhere
  // or on site.
  const related = rolesOf(phrasesOf(titles));
  if (late.length > 0 && (filters.city || filters.workMode === 'R') && titles.length > 0)
    yield { concepts: [related], filters, titleOrSkills: true, related: true, titleOnly: true };
  // A contract or seniority typed and given up to find the role in the place still comes first
  // elsewhere: part-time nursing assistants before others once Houston has none.
  const { employmentType, experienceLevel } = search.filters;
  const given: JobFilters = {
    ...(employmentType && !filters.employmentType ? { employmentType } : {}),
    ...(experienceLevel && !filters.experienceLevel ? { experienceLevel } : {}),
  };
  const regained = Object.keys(given).length > 0;
  if (used.length > 0)
    for (const step of looserSteps(late)) {
      // Remote jobs can be done from the place typed: they rank before others elsewhere.
      const boosts: FacetBoosts = { workMode: 'R' };
      // The rest of the country comes before anywhere: a nurse in Ohio before one in Leeds.
      const country = search.placeCountry;
      const home = country && !without(filters, step).country ? { country } : {};
      // Of a role typed, its title: another role that lists it among its skills is no nearer.
      const inCountry = (where: JobFilters) => ({
        ...strong(used, { ...where, ...home }),
        boosts,
        titleOnly: titled,
      });
      if (regained && country) yield inCountry({ ...without(filters, step), ...given });
      if (country) yield inCountry(without(filters, step));
      if (regained) yield { ...strong(used, { ...without(filters, step), ...given }), boosts };
      yield { ...strong(used, without(filters, step)), boosts };
      if (anywhere) yield { ...inText, filters: without(filters, step), boosts };
      if (early.length > 0) yield strong(used, without(filters, [...early, ...step]));
    }
  if (titles.length > 0) {
    const tier = { concepts: [related], titleOrSkills: true, related: true };
    yield { ...tier, filters };
    if (wider) yield { ...tier, filters: widerFilters };
    if (early.length > 0) yield { ...tier, filters: without(filters, early) };
  }
  if (passing && contracted) yield inText;
  for (const subset of qualifiers) yield strong(subset, filters);
  const head = used.at(-1);
  if (head && singles.includes(head)) yield strong([head], filters);
  if (anywhere && used.length === 1) yield inText;
  for (const single of singles) if (single !== head) yield strong([single], filters);
  if (anywhere && used.length > 0 && early.length > 0)
    yield { ...inText, filters: without(filters, early) };
}
