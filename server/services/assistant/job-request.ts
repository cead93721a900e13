import { tokenize } from '../../../src/shared/query/tokens.ts';
import type { UnderstoodQuery } from '../../../src/shared/query/types.ts';
import { understandQuery } from '../../../src/shared/query/understand.ts';
import { rolePhraseAt, vocabularyOf } from '../../../src/shared/query/vocabulary.ts';
import { queryCatalogues } from '../search/query-catalogues.ts';
import { mentionsOccupation } from './occupations.ts';
import type { SearchState } from './search-state.ts';

/**
 * Words that make a sentence a request without saying what is wanted: 'can you find me', 'I'm
 * looking for', 'any … jobs', 'openings', 'near me'. They are not keywords of the search.
 */
const REQUEST_WORDS = new Set(
  `i im ive id me my mine we us our you your u can could would will should shall please pls plz
  kindly find finding show showing search searching look looking seek seeking hunt hunting get
  getting give list see browse want wanting wanted need needing needs like love interested
  interest help lets let know tell any some all every a an the this that these those there here
  is are am be been being was were do does did have has had got for in at on to of with within
  from by near nearby around about into as job jobs work works working employment position
  positions opening openings role roles vacancy vacancies gig gigs opportunity opportunities
  listing listings post posting postings career careers hire hiring hires recruiting employer
  employers company companies available open currently now today right what which where who whos
  whats when how anything something stuff kind type sort local locally area close and or also just
  only really very good great best decent nice well paying pay pays paid salary wage wages earn
  earning make making ones one apply applying new latest recent same other others more ok okay
  suit suits suited suitable
  hi hello hey thanks thank start starting asap urgently urgent immediately desperately quickly
  soon`.split(/\s+/),
);

/** Words of work itself: a sentence with one of them asks about jobs. */
const JOB_WORDS =
  /\b(jobs?|work(ing)?|hiring|hire|employment|vacanc(y|ies)|openings?|positions?|roles?|gigs?|shifts?|opportunit(y|ies)|careers?|listings?|postings?)\b/i;

/** 'How does … work?': 'work' as a verb ends the question and says nothing of jobs. */
const HOW_IT_WORKS =
  /\bhow\s+(?:do|does|did|will|would|can|could|should|is|are)\b[^?.!]*?\bwork(?:s|ed)?\s*[?.!]*\s*$/i;

/** What a chat question asks of the job search, and whether it asks for jobs at all. */
export interface JobRequest {
  state: SearchState;
  /** The sentence speaks of work: a job word, an occupation, or a facet of a job. */
  aboutWork: boolean;
  /** It says 'jobs', 'work', 'hiring'… or sets a facet of a job: it asks for jobs outright. */
  asksForJobs: boolean;
  /** A place phrase after 'in' that named no place ('in Atlantis'), as typed. */
  unknownPlace?: string;
  /**
   * Such a phrase in lower case ('in atlantis'), read as words of the search, since 'interested
   * in teaching' names a field: whether it is a place after all is for the jobs to say
   * (answers/unknown-place.ts).
   */
  lowerCasePlace?: string;
  /** A US ZIP code typed ('jobs near 90210'): no place the search knows, and no word to find. */
  zip?: string;
  /** Two values asked for one facet ('remote onsite'): the words of the second. */
  conflict?: {
    facet: 'workMode' | 'employmentType';
    first: string;
    second: string;
    /** The keywords without the words of the second value. */
    keywords: string;
  };
  understood: UnderstoodQuery;
}

const catalogues = () => queryCatalogues();

/** The words of `text` that are not request words, except inside a role of the field. */
export function subjectWords(text: string): string[] {
  const tokens = tokenize(text);
  const vocabulary = vocabularyOf(catalogues());
  const kept: string[] = [];
  for (let at = 0; at < tokens.length; ) {
    const role = rolePhraseAt(vocabulary, tokens, at);
    if (role > 0) {
      for (const t of tokens.slice(at, at + role)) kept.push(t.raw);
      at += role;
      continue;
    }
    const token = tokens[at++];
    if (token && !REQUEST_WORDS.has(token.norm)) kept.push(token.raw.replace(/\.$/, ''));
  }
  return kept;
}

/** The words without the last of each of `drop`, case aside: those were read as something else. */
export function withoutWords(words: readonly string[], drop: readonly string[]): string[] {
  const left = [...words];
  for (const word of drop) {
    const at = left.findLastIndex((w) => w.toLowerCase() === word.toLowerCase());
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** Who a job is asked for: 'for an autistic person', 'for people with autism'. */
const FOR_A_PERSON =
  /\bfor\s+(?:(?:a|an|the|my)\s+)?(?:[\p{L}-]+\s+)?(person|people|adults?|individuals?)\b/iu;

/** A US ZIP code, five digits and perhaps four more. */
const ZIP = /^\d{5}(?:-\d{4})?$/;

/** A greeting by the time of day. */
const GREETING_TIME = /\bgood\s+(morning|afternoon|evening|night)\b/i;

const NEGATED = /\b(not|no|non)[\s-]*$/i;
/** 'not remote' and 'non-remote', which the shared understanding leaves as words. */
const NOT_REMOTE = /\b(?:not|no|non)[\s-]*remote\b/i;

/**
 * Reads a chat question as a job search with the shared query understanding: places, work mode,
 * employment type, seniority and a pay floor become criteria; every other word that is not part
 * of the request itself stays a keyword, known to the catalogue or not.
 */
export function readJobRequest(text: string, { healthcare = false } = {}): JobRequest {
  const understood = understandQuery(text, catalogues(), { shifts: healthcare });
  // A healthcare search reads a shift's time and a contract's length ('nights', '13 weeks') from
  // its words: they stay words of the search, and ask for jobs as any filter does.
  const shiftWords = understood.recognised
    .filter((read) => read.facet === 'shiftTime' || read.facet === 'contractWeeks')
    .map((read) => read.text);
  const state: SearchState = { keywords: '' };
  let words = subjectWords(understood.keywords);
  // 'for an autistic person' says who the job is for, not what it is ('delivery person' does);
  // 'good evening, I need warehouse work' greets, and asks for no evening shift.
  const asker = [FOR_A_PERSON.exec(text)?.[1], GREETING_TIME.exec(text)?.[1]];
  words = withoutWords(
    words,
    asker.filter((word) => word !== undefined),
  );
  let unknownPlace = understood.unknownPlace;
  let lowerCasePlace: string | undefined;
  // 'interested in teaching' names a field, not a place: a real place is written with a capital.
  if (unknownPlace && !/\p{Lu}/u.test(unknownPlace)) {
    words.push(...subjectWords(unknownPlace));
    [lowerCasePlace, unknownPlace] = [unknownPlace, undefined];
  }
  const zip = words.find((word) => ZIP.test(word));
  state.keywords = [...words.filter((word) => word !== zip), ...shiftWords].join(' ');
  if (understood.place) state.place = understood.place;
  if (understood.workMode) {
    const said = understood.recognised.find((r) => r.facet === 'workMode')?.text ?? '';
    const before = text.slice(0, Math.max(0, text.indexOf(said)));
    // 'not remote' and 'non-remote' ask for work on site.
    state.workMode =
      understood.workMode === 'R' && NEGATED.test(before) ? 'O' : understood.workMode;
  } else if (NOT_REMOTE.test(text)) {
    state.workMode = 'O';
    state.keywords = state.keywords.replace(/(^| )remote( |$)/i, ' ').trim();
  }
  if (understood.employmentType) {
    state.employmentType = understood.employmentType;
    const said = understood.recognised.find((r) => r.facet === 'employmentType')?.text;
    if (said) state.employmentSaid = said.toLowerCase();
  }
  if (understood.experienceLevel) state.experienceLevel = understood.experienceLevel;
  if (understood.payFloor) state.payFloor = understood.payFloor;
  if (understood.easyApply) state.easyApply = true;
  if (understood.workFacts?.length) state.workFacts = understood.workFacts;
  if (state.workMode) state.keywords = withoutNegation(state.keywords);
  const conflict = conflictIn(state, words);
  const facet =
    state.workMode ||
    state.employmentType ||
    state.experienceLevel ||
    state.payFloor ||
    state.easyApply ||
    shiftWords.length > 0;
  const asksForJobs = JOB_WORDS.test(text.replace(HOW_IT_WORKS, ' ')) || Boolean(facet);
  return {
    state,
    aboutWork: asksForJobs || mentionsOccupation(text),
    asksForJobs,
    understood,
    ...(unknownPlace ? { unknownPlace } : {}),
    ...(lowerCasePlace ? { lowerCasePlace } : {}),
    ...(zip ? { zip } : {}),
    ...(conflict ? { conflict } : {}),
  };
}

const withoutNegation = (keywords: string) =>
  keywords
    .split(' ')
    .filter((w) => !/^(not|no|non)$/i.test(w))
    .join(' ');

/** A second work mode or employment type left among the keywords: the question asks for both. */
function conflictIn(state: SearchState, words: string[]): JobRequest['conflict'] {
  if (!state.workMode && !state.employmentType) return undefined;
  const rest = understandQuery(words.join(' '), catalogues());
  const keywords = subjectWords(rest.keywords).join(' ');
  if (state.workMode && rest.workMode && rest.workMode !== state.workMode)
    return { facet: 'workMode', first: state.workMode, second: rest.workMode, keywords };
  if (state.employmentType && rest.employmentType && rest.employmentType !== state.employmentType)
    return {
      facet: 'employmentType',
      first: state.employmentType,
      second: rest.employmentType,
      keywords,
    };
  return undefined;
}
