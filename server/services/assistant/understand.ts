import { type Classifier, FALLBACK, type Ranked, topicWords } from './classifier.ts';
import type { Entities } from './entities.ts';
import { onlyChanges, readFollowUp, type SearchTurn } from './follow-up.ts';
import { type JobRequest, readJobRequest } from './job-request.ts';
import { OBJECT_INTENTS, objectIntents } from './lexicon.ts';
import { forModel } from './masking.ts';
import type { SearchState } from './search-state.ts';

/** Top two intents closer than this: the assistant asks which one is meant. */
export const CLARIFY_MARGIN = 0.12;
/** A follow-up of the last search, unless the model is at least this sure of another intent. */
const FOLLOW_UP_UNLESS = 0.6;
/** Intents of the conversation itself, which give way to a close intent about something. */
const SMALL_TALK = new Set(['greeting', 'thanks', 'goodbye']);
const JOBS = 'jobs.find';
/** The model is sure enough of an intent to keep it though the question names another thing. */
const SURE = 0.9;
/** The least an intent about the thing named must score to take over. */
const NAMED_MIN = 0.1;

/** What a question means. */
export type Understanding =
  | { kind: 'intent'; intent: string; entities: Entities; request: JobRequest }
  | { kind: 'clarify'; intents: [string, string]; entities: Entities; request: JobRequest }
  | { kind: 'search'; request: JobRequest; turn: SearchTurn | null; entities: Entities };

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

/**
 * The intent the model chose, checked against the things the question names: an intent about one
 * thing (the video pitch) gives way to the best-ranked intent about the thing named (a skill).
 */
function withObjects(
  text: string,
  ranked: Ranked[],
  intent: string,
): { intent: string; score: number } {
  const named = objectIntents(text);
  const top = ranked[0];
  if (named.size === 0 || !top) return { intent, score: top?.score ?? 0 };
  // A guess below the confidence bar stands when the thing it is about is named.
  const chosen = intent === FALLBACK && named.has(top.intent) ? top.intent : intent;
  if (!OBJECT_INTENTS.has(chosen) || named.has(chosen))
    return { intent: chosen, score: ranked.find((r) => r.intent === chosen)?.score ?? 0 };
  const about = ranked.find((r) => named.has(r.intent));
  const score = ranked.find((r) => r.intent === chosen)?.score ?? 0;
  if (about && score < SURE && about.score >= NAMED_MIN)
    return { intent: about.intent, score: about.score };
  return { intent: chosen, score };
}

/**
 * Understands a question in the light of the conversation's last search: a job search (new, or a
 * follow-up that changes some of the last one), another intent, or two close intents to ask
 * about. Unknown words of a question about work are keywords, not noise.
 */
export async function understand(
  classifier: Classifier,
  text: string,
  last: SearchState | null = null,
): Promise<Understanding> {
  const request = readJobRequest(text);
  const { entities, masked } = forModel(text, request);
  const turn = readFollowUp(text, request, last);
  if (turn && turn.kind !== 'refine') return { kind: 'search', request, turn, entities };

  const { ranked, intent: modelIntent } = await classifier.classify(masked, {
    open: request.aboutWork,
  });
  const chosen = withObjects(text, ranked, modelIntent);
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
    onlyChanges(text, request);
  if (turn && followsUp) return search(turn);
  if (intent === JOBS) return search(null);
  // 'Remote customer support jobs' asks for jobs whatever else its words might mean.
  if (request.asksForJobs && hasFacet(request) && !ABOUT_JOBS.has(intent)) return search(null);
  if (intent === FALLBACK) {
    const aboutWork = request.aboutWork || entities.roles.length > 0;
    if (hasCriteria(request) && aboutWork) return search(null);
    // A place on its own ('Denver?') asks for the work there.
    if (request.state.place && topicWords(entities.masked).length === 0) return search(null);
    return { kind: 'intent', intent: FALLBACK, entities, request };
  }
  const runnerUp = ranked.find((r) => r.intent !== intent && r.intent !== FALLBACK);
  if (runnerUp && score - runnerUp.score < CLARIFY_MARGIN) {
    if (SMALL_TALK.has(intent) && !SMALL_TALK.has(runnerUp.intent)) {
      intent = runnerUp.intent;
      if (intent === JOBS) return search(null);
    } else if (!SMALL_TALK.has(runnerUp.intent) && !objectIntents(text).has(intent))
      return { kind: 'clarify', intents: [intent, runnerUp.intent], entities, request };
  }
  return { kind: 'intent', intent, entities, request };
}
