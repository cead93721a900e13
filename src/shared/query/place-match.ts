import { NOT_PLACES, PLACE_INTRODUCERS, ROLE_ABBREVIATIONS } from './facets.ts';
import { correctedPlace, nearFieldWord } from './mistyped-place.ts';
import { namedAt, type PlaceText, regionAt } from './place-lookup.ts';
import {
  namedBare,
  type PlaceCandidate,
  type PlaceIndex,
  placeKey,
  placeWord,
  within,
} from './places.ts';
import type { Token } from './tokens.ts';
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

/**
 * The fewest people a town has for its name alone, one word without 'in' before it, to be read
 * as the town: a word naming only a village ('bank teller', Teller, Alaska) is a word.
 */
const BARE_MIN_POPULATION = 10_000;

/** The fewest letters a place named without 'in' is read from when mistyped. */
const MIN_BARE_MISTYPED = 6;
/** Words of a text tried at most as a mistyped place named without 'in'. */
const MAX_BARE_GUESSES = 10;
/** Words that end a place's name by saying what kind of place it is ('Gotham City'). */
const PLACE_KINDS: ReadonlySet<string> = new Set(['city', 'town', 'village', 'county', 'island']);

export class PlaceMatcher {
  private readonly text: PlaceText;
  /** Words tried as a mistyped place named without 'in' so far. */
  private bareGuesses = 0;
  /** Whether the text has the word 'state' at all, before looking for 'state of' or '… state'. */
  private readonly saysState: boolean;

  constructor(index: PlaceIndex, vocabulary: Vocabulary, tokens: readonly Token[]) {
    this.text = { index, vocabulary, tokens, words: tokens.map((t) => placeWord(t.norm)) };
    this.saysState = tokens.some((t) => t.norm === 'state');
  }

  /**
   * A place named at `at` ('Houston', 'Boston, MA', 'TX', 'in Texas', 'in Atlantiss'), or nothing;
   * a mistyped name ('in Chicgo', 'Phoenx, AZ') is read as the place it most likely means.
   */
  at(at: number): PlaceHit | undefined {
    const hit = this.found(at) ?? this.mistypedBare(at);
    if (!hit?.unknown) return hit;
    const region = hit.place && hit.place.kind !== 'city' ? hit.place : undefined;
    const place = correctedPlace(this.text, hit.unknown.from, hit.unknown.to, region);
    return place ? { place, from: hit.from, to: hit.to } : hit;
  }

  /**
   * A place named without 'in' and mistyped ('rn houtson', 'cna floirda', 'los angelos'): words
   * no role or skill has nor is one typo from (a mistyped role stays a role: 'nurce'), read as
   * the place they most likely mean, as after 'in'.
   */
  private mistypedBare(at: number): PlaceHit | undefined {
    // A search reads its first words only: a long text is not read through for mistyped places.
    const token = this.text.tokens[at] as Token;
    if (!this.unknownWord(token) || ++this.bareGuesses > MAX_BARE_GUESSES) return undefined;
    for (let size = 2; size >= 1; size--) {
      const words = this.text.tokens.slice(at, at + size);
      if (words.length < size || words.slice(1).some((w) => w.breakBefore)) continue;
      const [first] = words;
      const starts = (w: Token) =>
        w === first && size > 1 && this.text.index.firstWords.has(placeWord(w.norm));
      if (
        !words.every((w) => this.unknownWord(w) && (starts(w) || !nearFieldWord(this.text, w.norm)))
      )
        continue;
      if (words.every((w) => this.text.index.byName.has(placeWord(w.norm)))) continue;
      // A short word is too often another word or an abbreviation to be read as a place.
      if (words.map((w) => w.norm).join(' ').length < MIN_BARE_MISTYPED) continue;
      const place = correctedPlace(this.text, at, at + size);
      if (place) return { place, from: at, to: at + size };
    }
    return undefined;
  }

  /** How many words at `at` say 'state of' or 'the state of', which asks for a state; else 0. */
  private stateOf(at: number) {
    const from = this.text.tokens[at]?.norm === 'the' ? at + 1 : at;
    const said =
      this.text.tokens[from]?.norm === 'state' && this.text.tokens[from + 1]?.norm === 'of';
    return said ? from + 2 - at : 0;
  }

  /**
   * The state a name means when the text says so ('state of New York', 'Washington state'),
   * though a big city shares its name.
   */
  private saidState(at: number): PlaceHit | undefined {
    if (!this.saysState) return undefined;
    const token = this.text.tokens[at] as Token;
    const introduced = PLACE_INTRODUCERS.has(token.norm);
    const start = introduced ? at + 1 : at;
    const before = this.stateOf(start) > 0;
    const nameAt = start + this.stateOf(start);
    if (nameAt >= this.text.tokens.length) return undefined;
    const { candidates, to } = namedAt(this.text, nameAt, true);
    // By its name: 'or state' is no Oregon.
    const state = candidates.find(
      (c) =>
        c.kind === 'state' &&
        placeKey(c.state ?? '') === this.text.words.slice(nameAt, to).join(' '),
    );
    if (!state || (!introduced && !before && !namedBare(state))) return undefined;
    const after =
      !before && this.text.tokens[to]?.norm === 'state' && !this.text.tokens[to]?.breakBefore;
    return before || after ? { place: state, from: at, to: after ? to + 1 : to } : undefined;
  }

  private found(at: number): PlaceHit | undefined {
    const said = this.saidState(at);
    if (said) return said;
    const token = this.text.tokens[at] as Token;
    const introduced = PLACE_INTRODUCERS.has(token.norm) && at + 1 < this.text.tokens.length;
    const start = introduced ? at + 1 : at;
    const { candidates, to } = namedAt(this.text, start, introduced);
    const best = candidates[0];
    if (!best) return this.unknownCity(start, introduced) ?? this.unknownAfter(at, introduced);
    const qualifier = best.kind === 'country' ? undefined : regionAt(this.text, to);
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
    if (
      hit.to - hit.from !== 1 ||
      PLACE_INTRODUCERS.has((this.text.tokens[hit.from] as Token).norm)
    )
      return false;
    for (let at = hit.to; at < this.text.tokens.length; at++)
      if (PLACE_INTRODUCERS.has((this.text.tokens[at] as Token).norm) && this.found(at)?.place)
        return true;
    return false;
  }

  /** Words after 'in' that name no place the gazetteer knows ('in Atlantiss'). */
  private unknownAfter(at: number, introduced: boolean): PlaceHit | undefined {
    if (!introduced) return undefined;
    let to = at + 1;
    while (
      to < this.text.tokens.length &&
      to - at <= 3 &&
      this.unknownWord(this.text.tokens[to] as Token) &&
      (to === at + 1 || !this.text.tokens[to]?.breakBefore)
    )
      to++;
    // 'in gotham city': the word that says what kind of place it is belongs to its name.
    const next = this.text.tokens[to];
    if (to > at + 1 && next && !next.breakBefore && PLACE_KINDS.has(next.norm)) to++;
    return to > at + 1 ? { from: at, to, unknown: { from: at + 1, to } } : undefined;
  }

  /**
   * City words the gazetteer does not know, before a comma and a state ('Katy, TX'): the state
   * is the place and the words are reported unknown.
   */
  private unknownCity(start: number, introduced: boolean): PlaceHit | undefined {
    for (let size = 1; size <= 2; size++) {
      const words = this.text.tokens.slice(start, start + size);
      if (words.length < size || !words.every((w) => this.unknownWord(w))) return undefined;
      const next = this.text.tokens[start + size];
      if (!next?.breakBefore) continue;
      const qualifier = regionAt(this.text, start + size);
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
      !isFieldWord(this.text.vocabulary, token.norm) &&
      !PLACE_INTRODUCERS.has(token.norm)
    );
  }
}
