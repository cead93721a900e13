import { NOT_PLACES, ROLE_ABBREVIATIONS } from './facets.ts';
import { CITY_ALIASES, namedBare, type PlaceCandidate, type PlaceIndex } from './places.ts';
import type { Token } from './tokens.ts';
import { isFieldWord, type Vocabulary } from './vocabulary.ts';

/** A text read for places, with the gazetteer and the field's words it is read against. */
export interface PlaceText {
  index: PlaceIndex;
  vocabulary: Vocabulary;
  tokens: readonly Token[];
  /** The tokens' words as the gazetteer spells them (placeWord). */
  words: readonly string[];
}

/** Words after which a text's last word names where the work is. */
const JOB_WORDS = new Set(['job', 'jobs', 'work']);
/** State codes that are everyday words, which a text being typed may end on ('jobs in'). */
const WORD_CODES = new Set(['in', 'or', 'me', 'hi', 'ok', 'oh', 'id']);

/** State codes that are also words or abbreviations: a place only in capitals, after a city or 'in'. */
const AMBIGUOUS_CODES = new Set(
  'in or me hi oh ok id pa ma md ms de co ct mt al ne ar ga va la nd sd'.split(' '),
);

/** Words after which 'us' is the country ('remote us', 'across the us'), not the pronoun. */
const BEFORE_US = new Set(['remote', 'the']);

/** Whether a single word may be taken for a place without 'in' before it. */
function bareWord(text: PlaceText, token: Token) {
  return (
    !NOT_PLACES.has(token.norm) &&
    !ROLE_ABBREVIATIONS.has(token.norm) &&
    !isFieldWord(text.vocabulary, token.norm)
  );
}

/**
 * The state `token` names by its two-letter code, where it is read as one: after 'in' (though not
 * a lower-case 'me'), and, for a code that is also a word, only in capitals.
 */
function stateCode(text: PlaceText, token: Token, introduced: boolean): PlaceCandidate | undefined {
  const state = text.index.byCode.get(token.norm);
  if (!state) return undefined;
  if (introduced) return token.norm === 'me' && !token.upper ? undefined : state;
  if (!AMBIGUOUS_CODES.has(token.norm)) return state;
  return token.upper && !ROLE_ABBREVIATIONS.has(token.norm) ? state : undefined;
}

/** The longest place name at `at`, most populous namesake first. */
export function namedAt(
  text: PlaceText,
  at: number,
  introduced: boolean,
): { candidates: PlaceCandidate[]; to: number } {
  const { tokens, words } = text;
  const longest = text.index.firstWords.has(words[at] as string) ? text.index.longest : 1;
  // 'us' is a word as often as the country: the United States in capitals or after 'in'.
  if (tokens[at]?.norm === 'us') {
    const token = tokens[at] as Token;
    const us = text.index.countries.get('US');
    const country = us && (introduced || token.upper || BEFORE_US.has(tokens[at - 1]?.norm ?? ''));
    return country ? { candidates: [us], to: at + 1 } : { candidates: [], to: at };
  }
  for (let size = Math.min(longest, tokens.length - at); size >= 1; size--) {
    let candidates = text.index.byName.get(words.slice(at, at + size).join(' ')) ?? [];
    const token = tokens[at] as Token;
    if (size === 1 && !introduced) {
      const single = bareWord(text, token);
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
      const state = stateCode(text, token, introduced || last);
      const code = token.norm.length === 2 && !CITY_ALIASES.has(token.norm);
      if (state && (code || !candidates.some((c) => c.kind === 'city')))
        candidates = [state, ...candidates];
    }
    if (candidates.length > 0) return { candidates, to: at + size };
  }
  return { candidates: [], to: at };
}

/** A state or country right after a city ('Boston MA', 'Portland, Maine', 'London UK'). */
export function regionAt(
  text: PlaceText,
  at: number,
): { region: PlaceCandidate; to: number; firm: boolean } | undefined {
  const token = text.tokens[at];
  if (!token) return undefined;
  // 'Boston or remote' is no Oregon: a code that is also a word counts only after a comma.
  const firm = token.breakBefore || !AMBIGUOUS_CODES.has(token.norm);
  const state = text.index.byCode.get(token.norm);
  if (state) return { region: state, to: at + 1, firm };
  const { candidates, to } = namedAt(text, at, true);
  const region = candidates.find((c) => c.kind !== 'city');
  return region ? { region, to, firm: true } : undefined;
}
