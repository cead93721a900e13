import type { QueryCatalogues } from './catalogues.ts';
import {
  FACET_FIRST_WORDS,
  FACET_PHRASES,
  type FacetValue,
  LONGEST_FACET_PHRASE,
  negationAt,
  ROLE_ABBREVIATIONS,
  SHORT_FACETS,
} from './facets.ts';
import { NEAR_ME } from './near-me.ts';
import { findPay } from './pay.ts';
import { PlaceMatcher } from './place-match.ts';
import { placeIndex, understoodPlace } from './places.ts';
import { phraseOf, type Token, tokenize, unbroken, withoutSpans } from './tokens.ts';
import type { UnderstoodQuery } from './types.ts';
import { typoDistance } from './typos.ts';
import { isHeadWord, rolePhraseAt, type Vocabulary, vocabularyOf } from './vocabulary.ts';

export type Facet = UnderstoodQuery['recognised'][number]['facet'];

export interface UnderstandOptions {
  /** Facets the search already has from elsewhere: their words stay keywords. */
  skip?: ReadonlySet<Facet>;
  /** Read shift words ('nights', '13 weeks'): only healthcare jobs state shifts. */
  shifts?: boolean;
}

const SHIFT_FACETS: readonly Facet[] = ['shiftTime', 'contractWeeks'];
interface Span {
  start: number;
  end: number;
  facet: Facet;
}

function facetAt(
  tokens: readonly Token[],
  at: number,
  vocabulary: Vocabulary,
): { value: FacetValue; to: number } | null {
  if (!FACET_FIRST_WORDS.has((tokens[at] as Token).norm))
    return mistypedFacetAt(tokens, at, vocabulary);
  for (let size = Math.min(LONGEST_FACET_PHRASE, tokens.length - at); size >= 1; size--) {
    if (!unbroken(tokens, at, at + size)) continue;
    const value = FACET_PHRASES.get(phraseOf(tokens, at, at + size));
    // After a number, 'days' or 'nights' counts them ('3 days a week'): no time of day.
    const counted = size === 1 && /^\d+$/.test(tokens[at - 1]?.norm ?? '');
    if (value && !(counted && value.facet === 'shiftTime')) return { value, to: at + size };
  }
  const next = tokens[at + 1];
  // 'part tme', 'full tiem': the second word mistyped.
  if (next && unbroken(tokens, at, at + 2) && typoDistance(next.norm, 'time', 1) <= 1) {
    const value = FACET_PHRASES.get(`${(tokens[at] as Token).norm} time`);
    if (value) return { value, to: at + 2 };
  }
  // 'first office job': the first job of some work is an entry-level one ('first aid' is no job).
  const first = FACET_PHRASES.get('first job');
  if (
    first &&
    (tokens[at] as Token).norm === 'first' &&
    /^jobs?$/.test(tokens[at + 2]?.norm ?? '') &&
    unbroken(tokens, at, at + 3)
  )
    return { value: first, to: at + 1 };
  return mistypedEndAt(tokens, at, vocabulary);
}

/**
 * A facet phrase whose last word is typed with one typo ('no expereince', 'entry levle'): a word
 * long enough to tell a typo from another word, and no word of the field.
 */
function mistypedEndAt(tokens: readonly Token[], at: number, vocabulary: Vocabulary) {
  for (let size = Math.min(LONGEST_FACET_PHRASE, tokens.length - at); size >= 2; size--) {
    if (!unbroken(tokens, at, at + size)) continue;
    const typed = (tokens[at + size - 1] as Token).norm;
    if (typed.length < 5 || vocabulary.words.has(typed)) continue;
    const before = `${phraseOf(tokens, at, at + size - 1)} `;
    for (const [phrase, value] of FACET_PHRASES) {
      if (!phrase.startsWith(before) || phrase.split(' ').length !== size) continue;
      const last = phrase.slice(before.length);
      if (last.length >= 5 && typoDistance(last, typed, 1) <= 1) return { value, to: at + size };
    }
  }
  return null;
}

/**
 * A facet phrase whose first word is typed with one typo and the rest as it is ('writen
 * instructions', 'flexable hours'), on the same terms as mistypedEndAt.
 */
function mistypedStartAt(tokens: readonly Token[], at: number, vocabulary: Vocabulary) {
  const typed = (tokens[at] as Token).norm;
  if (typed.length < 5 || vocabulary.words.has(typed)) return null;
  for (let size = Math.min(LONGEST_FACET_PHRASE, tokens.length - at); size >= 2; size--) {
    if (!unbroken(tokens, at, at + size)) continue;
    const after = ` ${phraseOf(tokens, at + 1, at + size)}`;
    for (const [phrase, value] of FACET_PHRASES) {
      if (!phrase.endsWith(after) || phrase.split(' ').length !== size) continue;
      const first = phrase.slice(0, -after.length);
      if (first.length >= 5 && typoDistance(first, typed, 1) <= 1) return { value, to: at + size };
    }
  }
  return null;
}

/**
 * A one-word facet typed with one typo ('remtoe', 'hybird', 'temporay'): only words long enough
 * to tell a typo from another word, and never a word of the field ('contact' is no 'contract').
 */
function mistypedFacetAt(tokens: readonly Token[], at: number, vocabulary: Vocabulary) {
  const start = mistypedStartAt(tokens, at, vocabulary);
  if (start) return start;
  const { norm } = tokens[at] as Token;
  if (norm.length < 6 || vocabulary.words.has(norm)) return null;
  for (const word of MISTYPED_FACET_WORDS) {
    if (Math.abs(word.length - norm.length) > 1 || typoDistance(word, norm, 1) > 1) continue;
    const value = FACET_PHRASES.get(word);
    if (value) return { value, to: at + 1 };
  }
  return null;
}

/** Whether a word is one typo from a word naming what a title or skill is ('casiher'). */
function nearHeadWord(vocabulary: Vocabulary, word: string) {
  if (word.length < 5) return false;
  for (const head of vocabulary.heads)
    if (
      head[0] === word[0] &&
      Math.abs(head.length - word.length) <= 1 &&
      typoDistance(head, word, 1) <= 1
    )
      return true;
  return false;
}

/**
 * A short form of a facet ('pt cashier'): only beside a word naming what a title or skill is
 * ('cashier', 'nurse', or one of them mistyped), other than an abbreviation, so 'pt' alone,
 * 'pt ot' and 'travel pt' stay therapists.
 */
function shortFacetAt(tokens: readonly Token[], at: number, vocabulary: Vocabulary) {
  const value = SHORT_FACETS.get((tokens[at] as Token).norm);
  if (!value) return null;
  const beside = tokens.some(
    (t, k) =>
      k !== at &&
      !SHORT_FACETS.has(t.norm) &&
      !ROLE_ABBREVIATIONS.has(t.norm) &&
      (isHeadWord(vocabulary, t.norm) || nearHeadWord(vocabulary, t.norm)),
  );
  return beside ? { value, to: at + 1 } : null;
}

/** One-word facets read through one typo. */
const MISTYPED_FACET_WORDS = [
  'remote',
  'remotely',
  'hybrid',
  'parttime',
  'fulltime',
  'temporary',
  'seasonal',
  'freelance',
  'internship',
  'permanent',
  'telecommute',
];

/**
 * What a typed search means (pure: it reads only the text and the catalogues). Recognises a place
 * ('Houston', 'nurse in Texas', 'Boston, MA', 'TX'; namesakes go to the most populous), work mode,
 * employment type, seniority, a pay floor and Easy Apply; every other word stays a keyword, and
 * each recognised phrase is reported as typed. Roles of the field are never read as places or
 * facets ('nurse practitioner', 'contract administrator'). A facet is taken once; a second
 * phrase for it stays a keyword, except work-environment filters, which add up.
 */
export function understandQuery(
  text: string,
  catalogues: QueryCatalogues,
  { skip: given = new Set(), shifts = false }: UnderstandOptions = {},
): UnderstoodQuery {
  const skip: ReadonlySet<Facet> = shifts ? given : new Set([...given, ...SHIFT_FACETS]);
  const understood: UnderstoodQuery = { keywords: '', recognised: [] };
  const spans: Span[] = [];
  const placeTaken = () =>
    skip.has('place') || understood.place !== undefined || understood.unknownPlace !== undefined;

  const pay = skip.has('payFloor') ? undefined : findPay(text);
  let masked = text;
  if (pay) {
    understood.payFloor = {
      amount: pay.amount,
      period: pay.period,
      ...(pay.currency !== 'USD' && { currency: pay.currency }),
      label: pay.label,
    };
    spans.push({ start: pay.start, end: pay.end, facet: 'payFloor' });
    masked = text.slice(0, pay.start) + ' '.repeat(pay.end - pay.start) + text.slice(pay.end);
  }

  const near = skip.has('place') ? null : NEAR_ME.exec(masked);
  if (near) {
    understood.nearMe = true;
    const end = near.index + near[0].length;
    spans.push({ start: near.index, end, facet: 'nearMe' });
    masked = masked.slice(0, near.index) + ' '.repeat(near[0].length) + masked.slice(end);
  }

  const tokens = tokenize(masked);
  const vocabulary = vocabularyOf(catalogues);
  const places = new PlaceMatcher(placeIndex(catalogues), vocabulary, tokens);
  const span = (from: number, to: number, facet: Facet) =>
    spans.push({
      start: (tokens[from] as Token).start,
      end: (tokens[to - 1] as Token).end,
      facet,
    });

  for (let at = 0; at < tokens.length; ) {
    const role = rolePhraseAt(vocabulary, tokens, at);
    if (role > 0) {
      at += role;
      continue;
    }
    // A facet asked away ('no nights') is no filter: its words stay, and ask for nothing.
    const negation = negationAt(
      tokens.map((t) => t.norm),
      at,
    );
    const negated =
      negation > 0 && !facetAt(tokens, at, vocabulary)
        ? at + negation < tokens.length && facetAt(tokens, at + negation, vocabulary)
        : null;
    if (negated) {
      at = negated.to;
      continue;
    }
    const place = SHORT_FACETS.has((tokens[at] as Token).norm) ? places.at(at) : undefined;
    const facet = place?.place
      ? null
      : (facetAt(tokens, at, vocabulary) ?? shortFacetAt(tokens, at, vocabulary));
    // Work-environment filters add up: 'quiet with flexible hours' asks for both.
    if (facet?.value.facet === 'workFacts' && !skip.has('workFacts')) {
      const code = facet.value.value;
      understood.workFacts = [...new Set([...(understood.workFacts ?? []), code])];
      span(at, facet.to, 'workFacts');
      at = facet.to;
      continue;
    }
    if (facet && understood[facet.value.facet] === undefined && !skip.has(facet.value.facet)) {
      Object.assign(understood, { [facet.value.facet]: facet.value.value });
      span(at, facet.to, facet.value.facet);
      at = facet.to;
      continue;
    }
    // The same said twice ('seasonal temp work') is one filter, and neither is a keyword.
    if (facet && understood[facet.value.facet] === facet.value.value) {
      span(at, facet.to, facet.value.facet);
      at = facet.to;
      continue;
    }
    const hit = placeTaken() || facet ? undefined : places.at(at);
    if (hit && !places.yieldsToLater(hit)) {
      if (hit.unknown) {
        // The whole phrase: 'Portland, TX' is unknown though Portland and Texas are not.
        const to = hit.place ? hit.to : hit.unknown.to;
        understood.unknownPlace = text.slice(
          (tokens[hit.unknown.from] as Token).start,
          (tokens[to - 1] as Token).end,
        );
      }
      if (hit.place) understood.place = understoodPlace(hit.place);
      if (hit.place && hit.unknown) {
        // 'Katy, TX': the unknown city and the state it names are reported apart.
        span(hit.from, hit.unknown.to, 'unknownPlace');
        span(hit.unknown.to, hit.to, 'place');
      } else span(hit.from, hit.to, hit.place ? 'place' : 'unknownPlace');
      at = hit.to;
      continue;
    }
    at += facet ? facet.to - at : 1;
  }

  spans.sort((a, b) => a.start - b.start);
  // Words next to each other saying the same filter are one chip (workplace needs add up).
  for (let i = spans.length - 1; i > 0; i--) {
    const [before, after] = [spans[i - 1] as Span, spans[i] as Span];
    const same = before.facet === after.facet && before.facet !== 'workFacts';
    if (same && /^\s*$/.test(text.slice(before.end, after.start))) {
      before.end = after.end;
      spans.splice(i, 1);
    }
  }
  understood.recognised = spans.map((s) => ({ text: text.slice(s.start, s.end), facet: s.facet }));
  understood.keywords = spans.length > 0 ? withoutSpans(text, spans) : text.trim();
  return understood;
}
