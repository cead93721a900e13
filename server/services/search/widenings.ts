import type { FacetBoosts } from '../../db/repositories/job-match.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';
import { wordsOf } from '../../db/repositories/search-text.ts';
import { inPlace, phrasesOf, relatedRoles, rolesOf, type Tier } from './close-roles.ts';
import {
  isTitle,
  MAX_RELAXED_TRIES,
  namesRole,
  rolesIn,
  rolesNamed,
  subsets,
  tellsEnough,
  weightOf,
} from './concept-subsets.ts';
import { namesField } from './fields.ts';
import { byUmbrellaRole, kindred } from './kindred-roles.ts';
import { cityGivesWay, looserSteps, nearestLevel, splitSoft, without } from './loosenings.ts';
import { CLOSE_AT_LEAST, isWrittenRole } from './roles.ts';
import type { Concept, TextSearch } from './text-search.ts';

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
 * or seniority asked for, the related roles (on it first, when the role had none on it) come
 * before the words in passing, words without the role, and jobs naming the role in their skills
 * alone. `anywhere` false leaves out the jobs with every word anywhere in their text, which then
 * follow all the widenings.
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
  const wider = cityGivesWay(filters);
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
  const titles = relatedRoles(search.concepts, used);
  // A contract or seniority typed and given up to find the role in the place still comes first
  // elsewhere: part-time nursing assistants before others once Houston has none.
  const { employmentType, experienceLevel } = search.filters;
  const given: JobFilters = {
    ...(employmentType && !filters.employmentType ? { employmentType } : {}),
    ...(experienceLevel && !filters.experienceLevel ? { experienceLevel } : {}),
  };
  const regained = Object.keys(given).length > 0;
  // A contract or seniority asked for, kept or given up: related roles on it are nearer than
  // jobs with the words in passing or in their skills alone.
  const contracted =
    (employmentType !== undefined || experienceLevel !== undefined) && titles.length > 0;
  // Under it, a job with the words in its skills alone is another role, after the related roles
  // on that contract ('devops' of an observability engineer's skills).
  const nearRoles = contracted ? closeRoles : otherRoles;
  // In the place typed, fewer of the words say more than another role.
  const placed = late.some((l) => l.firm);
  if (!placed) yield* nearRoles();
  const singles: Concept[] = [];
  const qualifiers: Concept[][] = [];
  const tried: Concept[][] = [];
  for (const subset of subsets(used)) if (tried.push(subset) >= MAX_RELAXED_TRIES) break;
  // A word naming a field of work ('warehouse' of 'warehouse night shift') says what the work is,
  // as a role does: fewer words keep it before they keep the words qualifying it.
  const fieldsIn = (subset: Concept[]) => subset.filter(namesField).length;
  const telling = tried.sort(
    (a, b) =>
      rolesNamed(b) - rolesNamed(a) ||
      fieldsIn(b) - fieldsIn(a) ||
      weightOf(b) - weightOf(a) ||
      b.length - a.length,
  );
  for (const subset of telling) {
    const [only] = subset;
    // A role word that is no title alone ('analyst' of 'data analyst') follows the roles related
    // to the one typed.
    const lone = subset.length === 1 && only !== undefined && namesRole(only) && !isTitle(only);
    const field = subset.length === 1 && rolesIn(used) === 0 && fieldsIn(subset) === 1;
    // The roles typed without the words qualifying them ('rn' without 'pacu', 'stocking' without
    // 'night shift') are still the work asked for, however rare those words are.
    const roleKept = rolesIn(subset) === subset.length && rolesIn(subset) === rolesIn(used);
    if (lone || !(field || roleKept || tellsEnough(subset, used))) {
      if (lone) singles.push(only);
      continue;
    }
    // Under a contract asked for, words qualifying the role without it ('java' of 'contract java
    // developer') are some other role's skills: related roles on that contract come first.
    if (contracted && rolesIn(subset) < rolesIn(used)) {
      qualifiers.push(subset);
      continue;
    }
    yield strong(subset, filters);
  }
  yield* nearRoles();
  // Several words all in a job's text say more than one of them in its title. In the place typed,
  // not more than the role they name elsewhere: a job's text mentions a role's words in passing
  // ('administration', 'assist' of a nurse's).
  const inText = { concepts: used, filters, titleOrSkills: false } as const;
  const passing = anywhere && used.length > 1 && !(titled && late.length > 0);
  // Under a contract asked for, they follow the related roles on that contract: a QA tester whose
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
    // At the seniority or on the contract the role had none at: entry-level BI developers before
    // others for 'entry level data analyst'.
    if (regained) yield { ...tier, filters: { ...filters, ...given } };
    yield { ...tier, filters };
    if (wider) yield { ...tier, filters: widerFilters };
    if (early.length > 0) yield { ...tier, filters: without(filters, early) };
  }
  yield* skillRoles();
  if (passing && contracted) yield inText;
  for (const subset of qualifiers) yield strong(subset, filters);
  const head = used.at(-1);
  if (head && singles.includes(head)) yield strong([head], filters);
  if (anywhere && used.length === 1) yield inText;
  for (const single of singles) if (single !== head) yield strong([single], filters);
  if (anywhere && used.length > 0 && early.length > 0)
    yield { ...inText, filters: without(filters, early) };
}
