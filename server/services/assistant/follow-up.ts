import { tokenize } from '../../../src/shared/query/tokens.ts';
import type { JobRequest } from './job-request.ts';
import { asAsked, type SearchState } from './search-state.ts';

/** How a question relates to the conversation's last search. */
export type SearchTurn =
  | { kind: 'reset' }
  | { kind: 'more' }
  | { kind: 'higherPay' }
  | { kind: 'refine'; state: SearchState };

const RESET =
  /^(?:(?:ok(?:ay)?|please|can we|let'?s|let us|i want to|i'd like to)[\s,]+)*(?:start(?:ing)? (?:over|again|afresh|from scratch)|restart|reset|clear (?:it|that|everything|the search|my search|the filters?)|forget (?:it|that|everything|the search|my search)|new search|never ?mind|scratch that)[\s.!]*(?:please)?[\s.!]*$/i;

const MORE = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|yes|yeah|sure|please|can you|could you|and|got|have you got|are there|do you have|is there)[\s,]+)*` +
    String.raw`(?:(?:show|see|give me|load|get|find|view|list|bring up)\s+(?:me\s+)?)?(?:some\s+|a few\s+|any\s+|the\s+)?` +
    String.raw`(?:more|others?|anything else|the rest|next(?:\s+(?:\d+|page|ones?|results?|jobs?|few))?|what else(?: is there| have you got| do you have)?|keep going|continue|go on)` +
    String.raw`(?:\s+(?:ones?|jobs?|results?|options?|of them|of those|like (?:that|these|those|this)|please|then|too))*[\s.!?]*$`,
  'i',
);

const HIGHER_PAY =
  /\b(?:higher|better|more|bigger|larger|increase|raise)[\s-]+(?:the\s+)?(?:pay(?:ing)?|paid|salar(?:y|ies)|wages?|money|rates?)\b|\bpay(?:s|ing)? (?:more|better)\b|\bwell[\s-]paid\b|\bhigher[\s-]paying\b/i;

/** Words that only point back at the last search ('only remote ones', 'what about Austin?'). */
const POINTING = new Set(
  `ones one only just those them these that it there what about how any anything else instead
  rather then also too same but and or now please ok okay show me give see them all with without
  more less either try again if switch change set filter filtered limit narrow restrict keep
  closer nearer nearby results options listings fine good great alright whatever prefer meant
  mean actually location city town similar`.split(/\s+/),
);

/** Words of a sentence that only asks again: with them alone, a follow-up is surely one. */
const ONLY_ASKING = new Set(
  `a an the in at near around for of to is are do does can could would you i me my we show see
  give find get jobs job work roles positions openings vacancies gigs listings ones please`.split(
    /\s+/,
  ),
);

/**
 * Whether the question says nothing but what changes ('only remote ones', 'what about Austin?'):
 * every word is a facet, a place or a word that points back at the last search.
 */
export function onlyChanges(text: string, request: JobRequest): boolean {
  let rest = text;
  for (const r of request.understood.recognised) rest = rest.replace(r.text, ' ');
  return tokenize(rest).every((t) => POINTING.has(t.norm) || ONLY_ASKING.has(t.norm));
}

/** 'Any pay', 'drop the location': a facet of the last search taken away. */
const DROP_PAY =
  /\b(?:any|no|without|drop|remove|forget|ignore|clear)\s+(?:the\s+)?(?:pay|salary|wage)\b/i;
const DROP_REMOTE =
  /\b(?:not only|not just|drop|remove|forget|ignore|clear)\s+(?:the\s+)?(?:remote|work mode|work from home)\b/i;

/** 'What about…', 'how about…', '…instead', 'and in…': a follow-up that may name a new subject. */
const CUE =
  /^(?:(?:ok(?:ay)?|and|so|but|hmm+|let'?s|let us)[\s,]+)?(?:(?:what|how) about|try|switch to|change (?:it |the (?:job|role|title|keywords?) )?to)\b|\binstead\b|^and\b|^same\b|^(?:also|now) |^(?:no[\s,]+)?(?:i )?(?:meant|mean)\b|^(?:i'?d|i would) (?:prefer|rather)\b|^actually\b/i;

/** 'Only night shifts', 'just those with benefits': the last search narrowed by more words. */
const NARROW =
  /\b(?:only|just)\b|^(?:with|without)\b|\b(?:that|which) (?:are|is|have|has|offer|pay)\b/i;

/** 'Anywhere', 'any location': the last search without its place. */
const ANYWHERE =
  /\b(?:anywhere|everywhere|any (?:location|place|city|where)|all locations)\b|\b(?:without|drop|remove|forget|ignore|clear)\s+(?:the\s+)?(?:location|place|city)\b/i;

const pointingOnly = (keywords: string) =>
  tokenize(keywords).every((t) => POINTING.has(t.norm) || ANYWHERE.test(t.norm));

/** A question after what a word means ('what does easy apply mean?'): about it, not a search. */
const ASKS_MEANING =
  /\bdoes\b.*\bmean\b|\bmeaning of\b|\bstands? for\b|\bdefin(?:e|ition)\b|\bexplain\b|\bhow (?:does|do)\b.*\bwork\b/i;

/**
 * What a question does to the last search, when it is a follow-up: start over, show more, ask
 * for better pay, or change some facets and keep the rest. Null when the question is not one.
 */
export function readFollowUp(
  text: string,
  request: JobRequest,
  last: SearchState | null,
): SearchTurn | null {
  const plain = text.trim();
  const asked = request.state;
  if (ASKS_MEANING.test(plain)) return null;
  if (RESET.test(plain)) return { kind: 'reset' };
  if (MORE.test(plain)) return { kind: 'more' };
  if (HIGHER_PAY.test(plain) && !asked.payFloor && pointingOnly(withoutPay(asked.keywords)))
    return { kind: 'higherPay' };
  if (!last) return null;
  const anywhere = ANYWHERE.test(plain);
  const dropPay = DROP_PAY.test(plain) && Boolean(last.payFloor) && !asked.payFloor;
  const dropRemote = DROP_REMOTE.test(plain) && Boolean(last.workMode);
  const changes =
    dropPay ||
    dropRemote ||
    asked.place ||
    request.unknownPlace ||
    anywhere ||
    asked.workMode ||
    asked.employmentType ||
    asked.experienceLevel ||
    asked.payFloor ||
    asked.easyApply ||
    asked.workFacts;
  const newSubject = asked.keywords && !pointingOnly(asked.keywords);
  const narrows = newSubject && !CUE.test(plain) && NARROW.test(plain);
  if (newSubject && !CUE.test(plain) && !narrows) return null;
  if (!newSubject && !changes && !CUE.test(plain)) return null;
  const words = withoutPointing(asked.keywords);
  const state: SearchState = {
    ...asAsked(last),
    keywords: !newSubject
      ? last.keywords
      : narrows
        ? [last.keywords, words].filter(Boolean).join(' ')
        : words,
  };
  if (dropPay) delete state.payFloor;
  if (dropRemote) delete state.workMode;
  if (asked.place) state.place = asked.place;
  else if (anywhere || request.unknownPlace) delete state.place;
  for (const facet of ['workMode', 'employmentType', 'experienceLevel', 'payFloor'] as const)
    if (asked[facet] && !(facet === 'workMode' && dropRemote) && !(facet === 'payFloor' && dropPay))
      Object.assign(state, { [facet]: asked[facet] });
  if (asked.easyApply) state.easyApply = true;
  if (asked.workFacts)
    state.workFacts = [...new Set([...(state.workFacts ?? []), ...asked.workFacts])];
  return { kind: 'refine', state };
}

const withoutPay = (keywords: string) =>
  keywords.replace(
    /\b(?:higher|better|more|pay(?:ing|s)?|paid|salar(?:y|ies)|wages?|money|rates?|well)\b/gi,
    '',
  );

const withoutPointing = (keywords: string) =>
  tokenize(keywords.replace(/^no\s+/i, ''))
    .filter((t) => !POINTING.has(t.norm))
    .map((t) => t.raw)
    .join(' ');
