import type { PlaceText } from './place-lookup.ts';
import { type PlaceCandidate, within } from './places.ts';
import { typoDistance } from './typos.ts';

/** Places smaller than this are never taken for a mistyped name. */
const CORRECTED_MIN_POPULATION = 50_000;

/** A list of words: a set's, or a map's keys. */
type WordList = ReadonlySet<string> | ReadonlyMap<string, unknown>;
const shelved = new WeakMap<WordList, Map<string, string[]>>();

/**
 * The words of a list one typo from `word` may be, by first letter and length (a typo rarely
 * falls on the first letter), so a look-up reads a few of them, not the whole list.
 */
function typoCandidates(list: WordList, word: string, typos: number): string[] {
  let shelves = shelved.get(list);
  if (!shelves) {
    shelves = new Map();
    for (const known of list.keys()) {
      const key = `${known[0]}${known.length}`;
      const shelf = shelves.get(key);
      if (shelf) shelf.push(known);
      else shelves.set(key, [known]);
    }
    shelved.set(list, shelves);
  }
  const found: string[] = [];
  for (let length = word.length - typos; length <= word.length + typos; length++)
    found.push(...(shelves.get(`${word[0]}${length}`) ?? []));
  return found;
}

/**
 * Whether a word may be one of the field's, mistyped or cut short ('maint' of maintenance,
 * 'assoc'): one typo from a word of its titles and skills, or the start of one.
 */
export function nearFieldWord(text: PlaceText, word: string) {
  if (typoCandidates(text.vocabulary.words, word, 1).some((k) => typoDistance(k, word, 1) <= 1))
    return true;
  for (const known of text.vocabulary.words) if (known.startsWith(word)) return true;
  return false;
}

/**
 * The place a mistyped name most likely means: the fewest typos (a swap of two neighbouring
 * letters counting as one), then the most populous, within the region when one is given. Only
 * places of some size, names long enough to tell a typo from another word, and one typo at most:
 * a name two typos away is as likely another place nobody knows ('Atlantiss').
 */
export function correctedPlace(text: PlaceText, from: number, to: number, region?: PlaceCandidate) {
  const typed = text.words.slice(from, to).join(' ');
  const allowed = typed.length >= 5 ? 1 : 0;
  if (allowed === 0) return undefined;
  let best: { place: PlaceCandidate; typos: number } | undefined;
  for (const name of typoCandidates(text.index.byName, typed, allowed)) {
    const candidates = text.index.byName.get(name) ?? [];
    const typos = typoDistance(name, typed, allowed);
    if (typos > allowed) continue;
    const place = candidates.find(
      (c) =>
        c.population >= CORRECTED_MIN_POPULATION &&
        (!region || (c !== region && within(c, region))),
    );
    if (!place) continue;
    if (
      !best ||
      typos < best.typos ||
      (typos === best.typos && place.population > best.place.population)
    )
      best = { place, typos };
  }
  return best?.place;
}
