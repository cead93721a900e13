import { holdsPhrase } from '../../db/repositories/query-terms.ts';
import { termOf, termsOf, wordsOf } from '../../db/repositories/search-text.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import type { Concept } from './text-search.ts';

/**
 * The field's roles as the shipped catalogue lists them: which words name a role, and which roles
 * are related. Two titles are related when most of their catalogue skills are shared (Janitor and
 * Floor Care Technician, Medical Coder and Medical Biller), a skill counting the more the fewer
 * titles ask for it (ICD-10 coding says more than HIPAA compliance), so relatedness follows the
 * catalogue, not a list.
 */
interface Role {
  title: string;
  terms: string[];
  skills: ReadonlySet<number>;
  sector: string;
}

/** The weight of shared skills, as a share of the two titles' skills together, that relates them. */
const RELATED_AT_LEAST = 0.2;
/**
 * The share that makes a title close to the one named: close enough to list in the place typed
 * before the named role elsewhere (Personal Care Aide for Home Health Aide, not Mammography
 * Technologist for Dental Hygienist).
 */
export const CLOSE_AT_LEAST = 0.3;
/** Related titles a search widens to at most. */
const RELATED_MAX = 8;
/** Kindred titles of a phrase's role a search widens to at most. */
const KIN_MAX = 12;
/** A text naming more titles than this is too broad ('nurse') to have related titles. */
const NAMED_MAX = 4;

let cached: { roles: Role[]; words: Set<string>; weights: Map<number, number> } | undefined;

function roles() {
  if (!cached) {
    const list = catalogue.jobTitles.map((t) => ({
      title: t.title,
      terms: termsOf(t.title),
      skills: new Set(t.skills),
      sector: t.sector,
    }));
    // A title's last word names the role (nurse, driver, packer); the words before it qualify it.
    const words = new Set(list.map((r) => r.terms.at(-1)).filter((t) => t !== undefined));
    const titlesWith = new Map<number, number>();
    for (const role of list)
      for (const skill of role.skills) titlesWith.set(skill, (titlesWith.get(skill) ?? 0) + 1);
    const weights = new Map(
      [...titlesWith].map(([skill, n]) => [skill, Math.log(list.length / n)] as const),
    );
    cached = { roles: list, words, weights };
  }
  return cached;
}

/** The catalogue's job titles and skill names, as written. */
const catalogueNames = () => [
  ...catalogue.jobTitles.map((t) => t.title),
  ...catalogue.skills.map((s) => s.name),
];

let fieldWords: Set<string> | undefined;

/** Whether a word as written is a word of some catalogue title or skill ('java', not 'ship'). */
export function isFieldWord(word: string): boolean {
  fieldWords ??= new Set(catalogueNames().flatMap((name) => wordsOf(name)));
  return fieldWords.has(word);
}

let writtenRoles: Set<string> | undefined;

/**
 * Whether a word as written, singular or plural, is the last word of some catalogue title
 * ('accountant', 'nurses'; not 'accounting' or 'nursing', whose stems are a role's).
 */
export function isWrittenRole(word: string): boolean {
  writtenRoles ??= new Set(catalogue.jobTitles.flatMap((t) => wordsOf(t.title).slice(-1)));
  const singular = word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return writtenRoles.has(word) || writtenRoles.has(singular);
}

let roleWordsByTerm: Map<string, string> | undefined;

/**
 * The role word as titles write it for a word of the same stem ('nurse' of 'nursing'), the word
 * itself when titles write it so; none when fewer than two titles end on it: the work a word
 * like 'housekeeping' names is more than its one title's ('Executive Housekeeper').
 */
export function writtenRoleOf(word: string): string | undefined {
  if (isWrittenRole(word)) return word;
  if (!roleWordsByTerm) {
    const counts = new Map<string, { word: string; titles: number }>();
    for (const t of catalogue.jobTitles) {
      const last = wordsOf(t.title).at(-1);
      if (!last) continue;
      const known = counts.get(termOf(last));
      if (known) known.titles++;
      else counts.set(termOf(last), { word: last, titles: 1 });
    }
    roleWordsByTerm = new Map(
      [...counts].filter(([, r]) => r.titles >= 2).map(([term, r]) => [term, r.word]),
    );
  }
  return roleWordsByTerm.get(termOf(word));
}

let fieldTerms: Set<string> | undefined;

/**
 * Whether an index term is the term of some word of a catalogue title or skill ('caregiv' of
 * 'caregivers', as of 'Caregiver').
 */
export function isFieldTerm(term: string): boolean {
  fieldTerms ??= new Set(catalogueNames().flatMap((name) => termsOf(name)));
  return fieldTerms.has(term);
}

/** Whether an index term names a role on its own, as the last word of some catalogue title does. */
export function isRoleWord(term: string): boolean {
  return roles().words.has(term);
}

/** Endings that turn an activity's stem into its doer: drive-r, writ-er, audit-or, consult-ant. */
const DOER_ENDINGS = ['', 'e', 'er', 'or', 'ist', 'ant'];

/**
 * The role terms an activity word names ('driving' a driver, 'writing' a writer, 'planning' a
 * planner), leaving out the word's own term: none for a word not ending in -ing or naming no role.
 */
export function rolesOfActivity(word: string): string[] {
  const base = word.endsWith('ing') ? word.slice(0, -3) : '';
  if (base.length < 2) return [];
  // A doubled last letter is the activity's spelling alone (plann-ing, plan-ner).
  const bases = base.at(-1) === base.at(-2) ? [base, base.slice(0, -1)] : [base];
  const own = termOf(word);
  const terms = bases.flatMap((b) => DOER_ENDINGS.map((ending) => termOf(b + ending)));
  return [...new Set(terms)].filter((term) => term !== own && isRoleWord(term));
}

/** Whether some catalogue title has `term` right after `before` ('forklift' 'operator'). */
export function followsInTitle(before: string, term: string): boolean {
  return roles().roles.some((role) =>
    role.terms.some((t, at) => t === before && role.terms[at + 1] === term),
  );
}

let titleTerms: Set<string> | undefined;

/** Whether an index term is a word of some catalogue title ('sale' of Sales Representative). */
export function isTitleTerm(term: string): boolean {
  titleTerms ??= new Set(roles().roles.flatMap((role) => role.terms));
  return titleTerms.has(term);
}

/** Whether an index term is a whole catalogue title on its own (packer, electrician, not analyst). */
export function isTitleWord(term: string): boolean {
  return roles().roles.some((role) => role.terms.length === 1 && role.terms[0] === term);
}

/** Catalogue titles holding every concept (any of its phrases). */
export function namedTitles(concepts: readonly Concept[]): string[] {
  if (concepts.length === 0) return [];
  return roles()
    .roles.filter((role) =>
      concepts.every((c) => c.alternatives.some((p) => holdsPhrase(role.terms, p))),
    )
    .map((role) => role.title);
}

/**
 * Whether the concepts, in order, are the words some catalogue title opens with before its role
 * word ('data entry' of 'Data Entry Clerk'): they name that role without its role word.
 */
export function leadsTitle(concepts: readonly Concept[]): boolean {
  if (concepts.length === 0) return false;
  return roles().roles.some(
    (role) =>
      concepts.length < role.terms.length &&
      concepts.every((c, i) =>
        c.alternatives.some((p) => p.length === 1 && p[0] === role.terms[i]),
      ),
  );
}

/** The weight of the skills two titles share, as a share of the weight of all their skills. */
function overlap(a: ReadonlySet<number>, b: ReadonlySet<number>) {
  const { weights } = roles();
  let shared = 0;
  let all = 0;
  for (const skill of a) {
    const weight = weights.get(skill) ?? 0;
    all += weight;
    if (b.has(skill)) shared += weight;
  }
  for (const skill of b) if (!a.has(skill)) all += weights.get(skill) ?? 0;
  return all === 0 ? 0 : shared / all;
}

/**
 * Titles related to those the concepts name, most related first, leaving out the named ones;
 * none when the concepts name no title or many.
 */
export function relatedTitles(concepts: readonly Concept[], least = RELATED_AT_LEAST): string[] {
  const named = new Set(namedTitles(concepts));
  if (named.size === 0 || named.size > NAMED_MAX) return [];
  const all = roles().roles;
  const sources = all.filter((role) => named.has(role.title));
  // Work of another sector is no related role, whatever skills it shares (a hotel's night
  // auditor is no compliance specialist).
  const sectors = new Set(sources.map((source) => source.sector));
  return all
    .filter((role) => !named.has(role.title) && sectors.has(role.sector))
    .map((role) => ({
      title: role.title,
      score: Math.max(...sources.map((source) => overlap(source.skills, role.skills))),
    }))
    .filter((r) => r.score >= least)
    .sort((a, b) => b.score - a.score || (a.title < b.title ? -1 : 1))
    .slice(0, RELATED_MAX)
    .map((r) => r.title);
}

/**
 * Titles ending on the role word that share enough skills with a title the concepts name ('ICU
 * Nurse' for 'registered nurse'; not 'Dental Assistant' for 'medical assistant'), the named
 * ones left out, most kindred first.
 */
export function kinTitles(
  concepts: readonly Concept[],
  roleTerm: string,
  least = RELATED_AT_LEAST,
  most = KIN_MAX,
): string[] {
  const named = new Set(namedTitles(concepts));
  const all = roles().roles;
  const sources = all.filter((role) => named.has(role.title));
  return all
    .filter((role) => !named.has(role.title) && role.terms.at(-1) === roleTerm)
    .map((role) => ({
      title: role.title,
      score: Math.max(0, ...sources.map((source) => overlap(source.skills, role.skills))),
    }))
    .filter((r) => r.score >= least)
    .sort((a, b) => b.score - a.score || (a.title < b.title ? -1 : 1))
    .slice(0, most)
    .map((r) => r.title);
}
