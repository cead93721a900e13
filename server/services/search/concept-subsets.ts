import { followsInTitle, isRoleWord, isTitleWord, leadsTitle } from './roles.ts';
import type { Concept } from './text-search.ts';

/** Subsets of the concepts tried at most before a search gives up on relaxing. */
export const MAX_RELAXED_TRIES = 12;

/** How much the concepts say together: the sum of how telling each is. */
export const weightOf = (concepts: readonly Concept[]) =>
  concepts.reduce((sum, c) => sum + c.weight, 0);

/** Whether the concept is a whole catalogue title in one word ('electrician', not 'analyst'). */
export const isTitle = (concept: Concept) =>
  concept.alternatives.some((phrase) => phrase.length === 1 && isTitleWord(phrase[0] as string));

/** Whether some phrase of the concept ends on a role word ('travel nurse', 'rn'). */
export const endsOnRole = (concept: Concept) =>
  concept.alternatives.some((phrase) => isRoleWord(phrase.at(-1) ?? ''));
/** How many of the concepts name a role: those say what the job is, the others qualify it. */
export const rolesIn = (subset: readonly Concept[]) => subset.filter(endsOnRole).length;
/**
 * The roles a subset names, two or more words opening some catalogue title before its role word
 * counting as one ('accounts payable' of 'Accounts Payable Specialist'): that role without its
 * role word.
 */
export const rolesNamed = (subset: readonly Concept[]) =>
  rolesIn(subset) + (subset.length > 1 && leadsTitle(subset) ? 1 : 0);

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
    // Words typed together ('accounts payable' of 'accounts payable clerk') say more than words
    // kept apart by one left out: a subset keeps the text's order, so its span says which.
    const together = (subset: Concept[]) =>
      concepts.indexOf(subset.at(-1) as Concept) - concepts.indexOf(subset[0] as Concept) <
      subset.length
        ? 1
        : 0;
    yield* ofSize.sort(
      (a, b) =>
        rolesNamed(b) - rolesNamed(a) || together(b) - together(a) || weightOf(b) - weightOf(a),
    );
  }
}

/**
 * Whether some of the concepts say enough to list jobs for: most of what the words say ('qa' of
 * 'qa tester', not 'night shift' of 'forklift operator night shift'), or a phrase alone.
 */
export function tellsEnough(subset: readonly Concept[], all: readonly Concept[]) {
  const [only] = subset;
  if (subset.length === 1 && only?.typed.includes(' ')) return true;
  return weightOf(subset) >= weightOf(all) / 2;
}
/** Whether one word of the concept alone names a role ('nurse', 'analyst'). */
export const namesRole = (concept: Concept) =>
  concept.alternatives.some((phrase) => phrase.length === 1 && isRoleWord(phrase[0] as string));
