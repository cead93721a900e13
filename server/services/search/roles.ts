import { termsOf } from '../../db/repositories/search-text.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import type { Concept } from './query-plan.ts';

/**
 * The field's roles as the shipped catalogue lists them: which words name a role, and which roles
 * are related. Two titles are related when their catalogue skills overlap (Paralegal and Legal
 * Assistant, Janitor and Floor Care Technician), so relatedness follows the catalogue, not a list.
 */
interface Role {
  title: string;
  terms: string[];
  skills: ReadonlySet<number>;
}

/** Shared skills, as a share of the two titles' skills together, that make two titles related. */
const RELATED_AT_LEAST = 0.25;
/** Related titles a search widens to at most. */
const RELATED_MAX = 8;
/** A text naming more titles than this is too broad ('nurse') to have related titles. */
const NAMED_MAX = 4;

let cached: { roles: Role[]; words: Set<string> } | undefined;

function roles() {
  if (!cached) {
    const list = catalogue.jobTitles.map((t) => ({
      title: t.title,
      terms: termsOf(t.title),
      skills: new Set(t.skills),
    }));
    // A title's last word names the role (nurse, driver, packer); the words before it qualify it.
    const words = new Set(list.map((r) => r.terms.at(-1)).filter((t) => t !== undefined));
    cached = { roles: list, words };
  }
  return cached;
}

/** Whether an index term names a role on its own, as the last word of some catalogue title does. */
export function isRoleWord(term: string): boolean {
  return roles().words.has(term);
}

const holds = (terms: readonly string[], phrase: readonly string[]) =>
  terms.some((_, at) => phrase.every((t, k) => terms[at + k] === t));

/** Catalogue titles holding every concept (any of its phrases). */
export function namedTitles(concepts: readonly Concept[]): string[] {
  if (concepts.length === 0) return [];
  return roles()
    .roles.filter((role) => concepts.every((c) => c.alternatives.some((p) => holds(role.terms, p))))
    .map((role) => role.title);
}

function overlap(a: ReadonlySet<number>, b: ReadonlySet<number>) {
  let shared = 0;
  for (const skill of a) if (b.has(skill)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Titles related to those the concepts name, most related first, leaving out the named ones;
 * none when the concepts name no title or many.
 */
export function relatedTitles(concepts: readonly Concept[]): string[] {
  const named = new Set(namedTitles(concepts));
  if (named.size === 0 || named.size > NAMED_MAX) return [];
  const all = roles().roles;
  const sources = all.filter((role) => named.has(role.title));
  return all
    .filter((role) => !named.has(role.title))
    .map((role) => ({
      title: role.title,
      score: Math.max(...sources.map((source) => overlap(source.skills, role.skills))),
    }))
    .filter((r) => r.score >= RELATED_AT_LEAST)
    .sort((a, b) => b.score - a.score || (a.title < b.title ? -1 : 1))
    .slice(0, RELATED_MAX)
    .map((r) => r.title);
}
