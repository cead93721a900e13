import { NOT_PLACES, PLACE_INTRODUCERS, ROLE_ABBREVIATIONS } from './facets.ts';
import {
  CITY_ALIASES,
  namedBare,
  type PlaceCandidate,
  type PlaceIndex,
  placeKey,
  placeWord,
  within,
} from './places.ts';
import type { Token } from './tokens.ts';
import { typoDistance } from './typos.ts';
import { isFieldWord, type Vocabulary } from './vocabulary.ts';

/** What a place phrase resolved to: the place, and the words before it that named none. */
export interface PlaceHit {
  /** None when the words after 'in' name no known place. */
  place?: PlaceCandidate;
  /** Token range of the words that named the place (with 'in' and its qualifier). */
  from: number;
  to: number;
  /** Token range of city words the gazetteer does not know ('Katy' of 'Katy, TX'). */
  unknown?: { from: number; to: number };
}

/** Places smaller than this are never taken for a mistyped name. */
const CORRECTED_MIN_POPULATION = 50_000;
/**
 * The fewest people a town has for its name alone, one word without 'in' before it, to be read
 * as the town: a word naming only a village ('bank teller', Teller, Alaska) is a word.
 */
const BARE_MIN_POPULATION = 10_000;

/** The fewest letters a place named without 'in' is read from when mistyped. */
const MIN_BARE_MISTYPED = 6;
/** Words of a text tried at most as a mistyped place named without 'in'. */
const MAX_BARE_GUESSES = 10;

/** Words after which a text's last word names where the work is. */
const JOB_WORDS = new Set(['job', 'jobs', 'work']);
/** State codes that are everyday words, which a text being typed may end on ('jobs in'). */
const WORD_CODES = new Set(['in', 'or', 'me', 'hi', 'ok', 'oh', 'id']);

/** State codes that are also words or abbreviations: a place only in capitals, after a city or 'in'. */
const AMBIGUOUS_CODES = new Set(
  'in or me hi oh ok id pa ma md ms de co ct mt al ne ar ga va la nd sd'.split(' '),
);

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

export class PlaceMatcher {
  private readonly index: PlaceIndex;
  private readonly vocabulary: Vocabulary;
  private readonly tokens: readonly Token[];
  private readonly words: string[];
  /** Words tried as a mistyped place named without 'in' so far. */
  private bareGuesses = 0;
  /** Whether the text has the word 'state' at all, before looking for 'state of' or '… state'. */
  private readonly saysState: boolean;

  constructor(index: PlaceIndex, vocabulary: Vocabulary, tokens: readonly Token[]) {
    this.index = index;
    this.vocabulary = vocabulary;
    this.tokens = tokens;
    this.words = tokens.map((t) => placeWord(t.norm));
    this.saysState = tokens.some((t) => t.norm === 'state');
  }

  /** Whether a single word may be taken for a place without 'in' before it. */
  private bareWord(token: Token) {
    return (
      !NOT_PLACES.has(token.norm) &&
      !ROLE_ABBREVIATIONS.has(token.norm) &&
      !isFieldWord(this.vocabulary, token.norm)
    );
  }

  private code(token: Token, introduced: boolean): PlaceCandidate | undefined {
    const state = this.index.byCode.get(token.norm);
    if (!state) return undefined;
    if (introduced) return token.norm === 'me' && !token.upper ? undefined : state;
    if (!AMBIGUOUS_CODES.has(token.norm)) return state;
    return token.upper && !ROLE_ABBREVIATIONS.has(token.norm) ? state : undefined;
  }

  /** The longest place name at `at`, most populous namesake first. */
  private named(at: number, introduced: boolean): { candidates: PlaceCandidate[]; to: number } {
    const { tokens, words } = this;
    const longest = this.index.firstWords.has(words[at] as string) ? this.index.longest : 1;
    for (let size = Math.min(longest, tokens.length - at); size >= 1; size--) {
      let candidates = this.index.byName.get(words.slice(at, at + size).join(' ')) ?? [];
      const token = tokens[at] as Token;
      if (size === 1 && !introduced) {
        const single = this.bareWord(token);
        candidates = candidates.filter(
          (c) =>
            namedBare(c) &&
            single &&
            (c.kind !== 'city' ||
              token.norm.length > 3 ||
              token.upper ||
              CITY_ALIASES.has(token.norm)),
        );
      } else if (!introduced) candidates = candidates.filter(namedBare);
      if (size === 1) {
        // A state's two-letter code names the state before a town of that name ('in wa' is
        // Washington, not Wa in Ghana), unless it is a city's usual short name ('la'); else it
        // names the state only where no city does.
        // A code that ends the text after 'jobs' names where they are ('receptionist jobs va').
        const last =
          at === tokens.length - 1 &&
          JOB_WORDS.has(tokens[at - 1]?.norm ?? '') &&
          !WORD_CODES.has(token.norm);
        const state = this.code(token, introduced || last);
        const code = token.norm.length === 2 && !CITY_ALIASES.has(token.norm);
        if (state && (code || !candidates.some((c) => c.kind === 'city')))
          candidates = [state, ...candidates];
      }
      if (candidates.length > 0) return { candidates, to: at + size };
    }
    return { candidates: [], to: at };
  }

  /** A state or country right after a city ('Boston MA', 'Portland, Maine', 'London UK'). */
  private region(at: number): { region: PlaceCandidate; to: number; firm: boolean } | undefined {
    const token = this.tokens[at];
    if (!token) return undefined;
    // 'Boston or remote' is no Oregon: a code that is also a word counts only after a comma.
    const firm = token.breakBefore || !AMBIGUOUS_CODES.has(token.norm);
    const state = this.index.byCode.get(token.norm);
    if (state) return { region: state, to: at + 1, firm };
    const { candidates, to } = this.named(at, true);
    const region = candidates.find((c) => c.kind !== 'city');
    return region ? { region, to, firm: true } : undefined;
  }

  /**
   * A place named at `at` ('Houston', 'Boston, MA', 'TX', 'in Texas', 'in Atlantiss'), or nothing;
   * a mistyped name ('in Chicgo', 'Phoenx, AZ') is read as the place it most likely means.
   */
  at(at: number): PlaceHit | undefined {
    const hit = this.found(at) ?? this.mistypedBare(at);
    if (!hit?.unknown) return hit;
    const region = hit.place && hit.place.kind !== 'city' ? hit.place : undefined;
    const place = this.corrected(hit.unknown.from, hit.unknown.to, region);
    return place ? { place, from: hit.from, to: hit.to } : hit;
  }

  /**
   * A place named without 'in' and mistyped ('rn houtson', 'cna floirda', 'los angelos'): words
   * no role or skill has nor is one typo from (a mistyped role stays a role: 'nurce'), read as
   * the place they most likely mean, as after 'in'.
   */
  private mistypedBare(at: number): PlaceHit | undefined {
    // A search reads its first words only: a long text is not read through for mistyped places.
    const token = this.tokens[at] as Token;
    if (!this.unknownWord(token) || ++this.bareGuesses > MAX_BARE_GUESSES) return undefined;
    for (let size = 2; size >= 1; size--) {
      const words = this.tokens.slice(at, at + size);
      if (words.length < size || words.slice(1).some((w) => w.breakBefore)) continue;
      const [first] = words;
      const starts = (w: Token) =>
        w === first && size > 1 && this.index.firstWords.has(placeWord(w.norm));
      if (!words.every((w) => this.unknownWord(w) && (starts(w) || !this.nearFieldWord(w.norm))))
        continue;
      if (words.every((w) => this.index.byName.has(placeWord(w.norm)))) continue;
      // A short word is too often another word or an abbreviation to be read as a place.
      if (words.map((w) => w.norm).join(' ').length < MIN_BARE_MISTYPED) continue;
      const place = this.corrected(at, at + size);
      if (place) return { place, from: at, to: at + size };
    }
    return undefined;
  }

  /**
   * Whether a word may be one of the field's, mistyped or cut short ('maint' of maintenance,
   * 'assoc'): one typo from a word of its titles and skills, or the start of one.
   */
  private nearFieldWord(word: string) {
    if (typoCandidates(this.vocabulary.words, word, 1).some((k) => typoDistance(k, word, 1) <= 1))
      return true;
    for (const known of this.vocabulary.words) if (known.startsWith(word)) return true;
    return false;
  }

  /**
   * The place a mistyped name most likely means: the fewest typos (a swap of two neighbouring
   * letters counting as one), then the most populous, within the region when one is given. Only
   * places of some size, names long enough to tell a typo from another word, and one typo at most:
   * a name two typos away is as likely another place nobody knows ('Atlantiss').
   */
  private corrected(from: number, to: number, region?: PlaceCandidate) {
    const typed = this.words.slice(from, to).join(' ');
    const allowed = typed.length >= 5 ? 1 : 0;
    if (allowed === 0) return undefined;
    let best: { place: PlaceCandidate; typos: number } | undefined;
    for (const name of typoCandidates(this.index.byName, typed, allowed)) {
      const candidates = this.index.byName.get(name) ?? [];
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

  /** How many words at `at` say 'state of' or 'the state of', which asks for a state; else 0. */
  private stateOf(at: number) {
    const from = this.tokens[at]?.norm === 'the' ? at + 1 : at;
    const said = this.tokens[from]?.norm === 'state' && this.tokens[from + 1]?.norm === 'of';
    return said ? from + 2 - at : 0;
  }

  /**
   * The state a name means when the text says so ('state of New York', 'Washington state'),
   * though a big city shares its name.
   */
  private saidState(at: number): PlaceHit | undefined {
    if (!this.saysState) return undefined;
    const token = this.tokens[at] as Token;
    const introduced = PLACE_INTRODUCERS.has(token.norm);
    const start = introduced ? at + 1 : at;
    const before = this.stateOf(start) > 0;
    const nameAt = start + this.stateOf(start);
    if (nameAt >= this.tokens.length) return undefined;
    const { candidates, to } = this.named(nameAt, true);
    // By its name: 'or state' is no Oregon.
    const state = candidates.find(
      (c) =>
        c.kind === 'state' && placeKey(c.state ?? '') === this.words.slice(nameAt, to).join(' '),
    );
    if (!state || (!introduced && !before && !namedBare(state))) return undefined;
    const after = !before && this.tokens[to]?.norm === 'state' && !this.tokens[to]?.breakBefore;
    return before || after ? { place: state, from: at, to: after ? to + 1 : to } : undefined;
  }

  private found(at: number): PlaceHit | undefined {
    const said = this.saidState(at);
    if (said) return said;
    const token = this.tokens[at] as Token;
    const introduced = PLACE_INTRODUCERS.has(token.norm) && at + 1 < this.tokens.length;
    const start = introduced ? at + 1 : at;
    const { candidates, to } = this.named(start, introduced);
    const best = candidates[0];
    if (!best) return this.unknownCity(start, introduced) ?? this.unknownAfter(at, introduced);
    const qualifier = best.kind === 'country' ? undefined : this.region(to);
    const inside =
      qualifier && candidates.find((c) => c !== qualifier.region && within(c, qualifier.region));
    if (qualifier && inside) return { place: inside, from: at, to: qualifier.to };
    if (qualifier && best.kind === 'city' && qualifier.firm)
      return { place: qualifier.region, from: at, to: qualifier.to, unknown: { from: start, to } };
    // One word alone names no village: it is a word ('bank teller').
    const bare = !introduced && to - start === 1;
    const place = bare
      ? candidates.find((c) => c.kind !== 'city' || c.population >= BARE_MIN_POPULATION)
      : best;
    return place && { place, from: at, to };
  }

  /**
   * Whether a one-word bare place at `hit` gives way to a place named with 'in', 'near' or
   * 'around' later on: 'bank teller jobs in Charlotte' is in Charlotte, not in Teller, Alaska.
   */
  yieldsToLater(hit: PlaceHit) {
    if (hit.to - hit.from !== 1 || PLACE_INTRODUCERS.has((this.tokens[hit.from] as Token).norm))
      return false;
    for (let at = hit.to; at < this.tokens.length; at++)
      if (PLACE_INTRODUCERS.has((this.tokens[at] as Token).norm) && this.found(at)?.place)
        return true;
    return false;
  }

  /** Words after 'in' that name no place the gazetteer knows ('in Atlantiss'). */
  private unknownAfter(at: number, introduced: boolean): PlaceHit | undefined {
    if (!introduced) return undefined;
    let to = at + 1;
    while (
      to < this.tokens.length &&
      to - at <= 3 &&
      this.unknownWord(this.tokens[to] as Token) &&
      (to === at + 1 || !this.tokens[to]?.breakBefore)
    )
      to++;
    return to > at + 1 ? { from: at, to, unknown: { from: at + 1, to } } : undefined;
  }

  /**
   * City words the gazetteer does not know, before a comma and a state ('Katy, TX'): the state
   * is the place and the words are reported unknown.
   */
  private unknownCity(start: number, introduced: boolean): PlaceHit | undefined {
    for (let size = 1; size <= 2; size++) {
      const words = this.tokens.slice(start, start + size);
      if (words.length < size || !words.every((w) => this.unknownWord(w))) return undefined;
      const next = this.tokens[start + size];
      if (!next?.breakBefore) continue;
      const qualifier = this.region(start + size);
      if (qualifier?.firm)
        return {
          place: qualifier.region,
          from: introduced ? start - 1 : start,
          to: qualifier.to,
          unknown: { from: start, to: start + size },
        };
    }
    return undefined;
  }

  /** A word that may be part of a place name nobody knows: letters, not a role or a field. */
  unknownWord(token: Token) {
    return (
      /^\p{L}{3,}$/u.test(token.norm) &&
      !NOT_PLACES.has(token.norm) &&
      !ROLE_ABBREVIATIONS.has(token.norm) &&
      !isFieldWord(this.vocabulary, token.norm) &&
      !PLACE_INTRODUCERS.has(token.norm)
    );
  }
}
