import { type Classifier, FALLBACK, topicWords } from './classifier.ts';
import type { Entities } from './entities.ts';
import { onlyChanges, readFollowUp, type SearchTurn } from './follow-up.ts';
import { type JobRequest, readJobRequest } from './job-request.ts';
import { headIntents, objectIntents } from './lexicon.ts';
import { forModel } from './masking.ts';
import { asksForAlerts, CLARIFY_MARGIN, withObjects } from './object-routing.ts';
import type { SearchState } from './search-state.ts';
import { saysSmallTalk, smallTalk, withoutSmallTalk } from './small-talk.ts';

export { CLARIFY_MARGIN };

/** A follow-up of the last search, unless the model is at least this sure of another intent. */
const FOLLOW_UP_UNLESS = 0.6;
/** Intents of the conversation itself, which give way to a close intent about something. */
const SMALL_TALK = new Set(['greeting', 'thanks', 'goodbye']);
/** Topic words from which a sentence says more than hello, thanks or goodbye. */
const LONG_SENTENCE = 5;
const JOBS = 'jobs.find';
/** How sure the model must be of what a sentence asks besides its hello or thanks. */
const REST_SURE = 0.85;
/** How many topic words it takes for what is said besides a hello to be a question of its own. */
const REST_WORDS = 3;
/** The least the best reading other than small talk must score for a sentence that says none. */
const UNSAID_SMALL_TALK_MIN = 0.05;
/** How sure the model must be that a sentence naming a role is unrelated to keep it from a search. */
const NONE_SURE = 0.6;
/** The least an intent about the thing named must score to take over. */
const NAMED_MIN = 0.1;
/**
 * How sure the model must be of an intent for a question about something it never heard of
 * ('how do I use <some other website>'), when the question names no role, place or thing of the
 * site and holds no word only questions about the site use ('feedback'): below this, the unknown
 * thing is taken for what the question is about.
 */
const FOREIGN_SURE = 0.8;

/**
 * Text that is code, markup or an attempt to give the assistant new orders, not a question: it
 * gets the fallback whatever words it holds ('DROP TABLE jobs' asks for no jobs).
 */
const NOT_A_QUESTION = [
  /<\s*\/?\s*[a-z][\w-]*(?:\s[^>]*)?>/i,
  /\b(?:drop|truncate|alter)\s+table\b|\binsert\s+into\b|\bunion\s+(?:all\s+)?select\b|\bselect\s+\*|;\s*--|\bor\s+1\s*=\s*1\b/i,
  /=>|\bfunction\s*\(|\bconsole\.\w+|\$\{|\{\{|\beval\s*\(|\bimport\s+\w+\s+from\b/i,
  /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+)?(?:previous|prior|above|earlier|preceding|original|system|safety)?\s*(?:instructions?|rules|prompts?|directions|guidelines|restrictions)\b/i,
  /\bsystem\s+prompt\b|\bjailbr[eo]a?k\w*|\bdeveloper\s+mode\b|\bdo anything now\b|\byou are now\b|\bfrom now on,? you\b|\bpretend (?:you are|you're|to be)\b/i,
  /^\s*(?:system|assistant|developer)\s*:/im,
];

/** Whether a text is code, markup or an order to the assistant rather than a question. */
export const notAQuestion = (text: string) => NOT_A_QUESTION.some((re) => re.test(text));

/**
 * Questions about what the assistant can do, whose words are all too common for the model to
 * read ('what can you do?', 'how can you help?').
 */
const ABOUT_ASSISTANT =
  /^\W*(?:(?:so|ok(?:ay)?|hi|hey|hello)[\s,]+)?(?:what (?:(?:sort|kind|type)s? of (?:things|stuff) )?(?:can|could|do|else can) you (?:do|help(?: me)?(?: with)?)(?: for me)?|what are you (?:able to do|for|good for)|how (?:can|could|do) you help(?: me)?|what do you do|how does this work|what is this|who are you|what are you)\W*$/i;

/** What a question means. */
export type Understanding =
  | { kind: 'intent'; intent: string; entities: Entities; request: JobRequest }
  | { kind: 'clarify'; intents: [string, string]; entities: Entities; request: JobRequest }
  | { kind: 'search'; request: JobRequest; turn: SearchTurn | null; entities: Entities };

/** A question about the asker's own things. */
const MINE = /\bmy\b/i;

/** Intents about jobs that are not a search: a question for one of them may name facets. */
const ABOUT_JOBS = new Set([
  'jobs.fit',
  'jobs.saved',
  'jobs.searches',
  'help.apply',
  'career.learn',
  'career.next',
  'applications.applied',
  'applications.shortlisted',
  'applications.offered',
  'applications.onboarded',
  'applications.offboarded',
]);

const hasFacet = (r: JobRequest) =>
  Boolean(
    r.state.workMode || r.state.employmentType || r.state.experienceLevel || r.state.payFloor,
  );

const hasCriteria = (r: JobRequest) =>
  Boolean(
    r.state.keywords ||
      r.state.place ||
      r.state.workMode ||
      r.state.employmentType ||
      r.state.experienceLevel ||
      r.state.payFloor ||
      r.state.easyApply ||
      r.unknownPlace,
  );

/** The question without the phrases read as workplace needs. */
function withoutNeeds(text: string, request: JobRequest): string {
  let rest = text;
  for (const { facet, text: said } of request.understood.recognised)
    if (facet === 'workFacts') rest = rest.replace(said, ' ');
  return rest;
}

/** Understands the whole of a question, small talk and all. */
async function understandWhole(
  classifier: Classifier,
  text: string,
  last: SearchState | null,
  healthcare: boolean,
): Promise<Understanding> {
  const request = readJobRequest(text, { healthcare });
  const { entities, masked } = forModel(text, request);
  if (notAQuestion(text)) return { kind: 'intent', intent: FALLBACK, entities, request };
  const talk = smallTalk(text);
  if (talk) return { kind: 'intent', intent: talk, entities, request };
  if (ABOUT_ASSISTANT.test(text))
    return { kind: 'intent', intent: 'help.product', entities, request };
  const turn = readFollowUp(text, request, last);
  if (turn && turn.kind !== 'refine') return { kind: 'search', request, turn, entities };
  if (asksForAlerts(text)) return { kind: 'intent', intent: 'jobs.searches', entities, request };

  const {
    ranked,
    intent: modelIntent,
    unknown = [],
    cues = [],
  } = await classifier.classify(masked, {
    open: request.aboutWork,
  });
  const chosen = withObjects(text, ranked, modelIntent, request);
  if (
    chosen.intent !== FALLBACK &&
    chosen.score < FOREIGN_SURE &&
    unknown.length > 0 &&
    cues.length === 0 &&
    !request.aboutWork &&
    entities.roles.length === 0 &&
    !request.state.place &&
    objectIntents(text).size === 0 &&
    !turn
  )
    return { kind: 'intent', intent: FALLBACK, entities, request };
  const { score } = chosen;
  let { intent } = chosen;
  const search = (t: SearchTurn | null): Understanding => ({
    kind: 'search',
    request,
    turn: t,
    entities,
  });

  const followsUp =
    intent === JOBS ||
    intent === FALLBACK ||
    SMALL_TALK.has(intent) ||
    score < FOLLOW_UP_UNLESS ||
    onlyChanges(text, request) ||
    // Nothing asked but facets of a search ('only the ones paying 40 an hour'), unless the
    // question is about jobs in another way ('how do I apply for a remote job?').
    (!request.state.keywords && !ABOUT_JOBS.has(intent)) ||
    // A follow-up that names a role and no part of the site is about jobs ('how about welders').
    (entities.roles.length > 0 && objectIntents(text).size === 0);
  if (turn && followsUp) return search(turn);
  if (intent === JOBS) return search(null);
  // A workplace need asks for the jobs that meet it, though its words name a page of the site
  // ('interview questions in advance', 'structured onboarding'), when the question is about
  // work and nothing beside the need names a page.
  if (
    request.state.workFacts?.length &&
    request.aboutWork &&
    objectIntents(withoutNeeds(text, request)).size === 0
  )
    return search(null);
  // 'Remote customer support jobs' asks for jobs whatever else its words might mean.
  // Unless it names the thing the intent is about: 'change my headline to senior welder'.
  // 'jobs over 50k' asks for jobs paying that, not for the assignments that are over: a stage of
  // the candidate's applications asked with a facet is named in its own words ('remote jobs I
  // applied to') or as theirs ('my contract ended').
  if (request.asksForJobs && hasFacet(request)) {
    const named = objectIntents(text);
    const unnamedStage = intent.startsWith('applications.') && named.size === 0 && !MINE.test(text);
    if ((!ABOUT_JOBS.has(intent) && !named.has(intent)) || unnamedStage) return search(null);
  }
  if (intent === FALLBACK) {
    // A sentence the model is sure is unrelated stays so though it names a role ('tell me a story
    // about a nurse'), unless it asks for jobs outright or names a place.
    const top = ranked[0];
    if (
      top?.intent === FALLBACK &&
      top.score >= NONE_SURE &&
      !request.asksForJobs &&
      !request.state.place
    )
      return { kind: 'intent', intent: FALLBACK, entities, request };
    const aboutWork = request.aboutWork || entities.roles.length > 0;
    if (hasCriteria(request) && aboutWork) return search(null);
    // A place on its own ('Denver?') asks for the work there.
    if (request.state.place && topicWords(entities.masked).length === 0) return search(null);
    return { kind: 'intent', intent: FALLBACK, entities, request };
  }
  // A long sentence is not small talk however it opens ('hey so I've been working at a bakery…').
  if (SMALL_TALK.has(intent) && topicWords(masked).length >= LONG_SENTENCE) {
    const about = ranked.find((r) => !SMALL_TALK.has(r.intent) && r.intent !== FALLBACK);
    if (about && about.score >= NAMED_MIN) {
      intent = about.intent;
      if (intent === JOBS) return search(null);
    }
  }
  // Small talk needs its own words: 'gigs that are done' or 'jobs I'm waiting to hear back from'
  // say no hello, thanks or goodbye, and speak of work.
  if (
    SMALL_TALK.has(intent) &&
    !saysSmallTalk(text, { asksForJobs: request.asksForJobs }) &&
    request.aboutWork
  ) {
    const about = ranked.find((r) => !SMALL_TALK.has(r.intent));
    intent = about && about.score >= UNSAID_SMALL_TALK_MIN ? about.intent : FALLBACK;
    if (intent === JOBS) return search(null);
    if (intent === FALLBACK)
      return hasCriteria(request) ? search(null) : { kind: 'intent', intent, entities, request };
  }
  // Doubt is the model's: an intent the things named chose over its first reading stands.
  const runnerUp =
    ranked[0]?.intent === intent
      ? ranked.find((r) => r.intent !== intent && r.intent !== FALLBACK)
      : undefined;
  if (runnerUp && score - runnerUp.score < CLARIFY_MARGIN) {
    if (SMALL_TALK.has(intent) && !SMALL_TALK.has(runnerUp.intent)) {
      intent = runnerUp.intent;
      if (intent === JOBS) return search(null);
    } else if (!SMALL_TALK.has(runnerUp.intent) && !objectIntents(text).has(intent)) {
      // Of two close readings, the one about the thing the question names needs no question back.
      if (!headIntents(text).has(runnerUp.intent))
        return { kind: 'clarify', intents: [intent, runnerUp.intent], entities, request };
      intent = runnerUp.intent;
    }
  }
  return { kind: 'intent', intent, entities, request };
}

/**
 * Understands a question in the light of the conversation's last search: a job search (new, or a
 * follow-up that changes some of the last one), another intent, or two close intents to ask
 * about. Unknown words of a question about work are keywords, not noise. A hello or thanks
 * around a question gives way to what the question asks ('hey there, I can't log in, what do I
 * do'), when that is something else the assistant understands.
 */
export async function understand(
  classifier: Classifier,
  text: string,
  last: SearchState | null = null,
  /** Flavour H: the question is read as a healthcare search reads it (shifts, contract weeks). */
  { healthcare = false } = {},
): Promise<Understanding> {
  const whole = await understandWhole(classifier, text, last, healthcare);
  if (whole.kind !== 'intent' || !SMALL_TALK.has(whole.intent)) return whole;
  const asked = withoutSmallTalk(text);
  if (asked === text) return whole;
  const rest = await understandWhole(classifier, asked, last, healthcare);
  if (rest.kind === 'search') return rest.request.asksForJobs ? rest : whole;
  if (rest.kind !== 'intent' || rest.intent === FALLBACK || SMALL_TALK.has(rest.intent))
    return whole;
  // Only a clear question: 'hi, quick question' asks nothing yet, 'hello, my name is Maria'
  // introduces its writer.
  const { masked } = forModel(asked);
  if (topicWords(masked).length < REST_WORDS) return whole;
  const { ranked } = await classifier.classify(masked);
  const top = ranked[0];
  return top?.intent === rest.intent && top.score >= REST_SURE ? rest : whole;
}
