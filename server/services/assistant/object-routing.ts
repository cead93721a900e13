import { FALLBACK, type Ranked } from './classifier.ts';
import type { JobRequest } from './job-request.ts';
import { headIntents, OBJECT_INTENTS, objectIntents } from './lexicon.ts';

/**
 * Top two intents closer than this: the assistant asks which one is meant. Among questions
 * written apart from the training data, the first of two intents further apart was the one meant.
 */
export const CLARIFY_MARGIN = 0.08;
/** How far behind an unrelated reading the thing named may come and still be taken. */
const NAMED_CLOSE = 0.12;
const JOBS = 'jobs.find';
/** The model is sure enough of an intent to keep it though the question names another thing. */
const SURE = 0.9;
/** The least an intent about the thing named must score to take over. */
const NAMED_MIN = 0.1;
/**
 * The least an intent about the thing named must score to take over from an intent about another
 * thing the question does not name ('let employers know I have a CDL' is not about work history).
 */
const NAMED_OVER_OTHER = 0.02;
/** The least an intent about the thing named must score to take over from a search for jobs. */
const NAMED_RIVAL = 0.3;
/** How sure the model must be of a part of the site the question does not name to keep a request for jobs from a search. */
const UNNAMED_SURE = 0.7;
/** The least a search must score then to be chosen. */
const UNNAMED_SEARCH_MIN = 0.15;
/** Sentences longer than this are not read from the thing they name alone. */
const UNREAD_MAX_WORDS = 8;

/**
 * Asking to be told when new jobs come: a saved search with alerts, whatever the words for the
 * telling ('let me know when new welder jobs are posted', 'email me new nursing openings').
 */
const ALERT_ME =
  /\b(?:alert|notify|notified|alerted|e-?mail|text|ping|tell|let)\s+(?:me\s+)?(?:know\s+)?(?:when(?:ever)?|if|as soon as|once|about new|of new|new)\b.*\b(?:jobs?|openings?|positions?|roles?|postings?|posts?|vacanc\w+|listings?)\b/i;
/** Jobs yet to come, not one already seen ('tell me if the position is still open'). */
const NEWLY =
  /\bnew\b|\bposted\b|\bcome (?:up|out|in)\b|\bopen(?:s|ed)? up\b|\bappears?\b|\bbecomes? available\b|\bsimilar\b/i;
const GET_ALERTS = /\b(?:get|be|am)\s+(?:alerted|notified|emailed|pinged)\b.*\bnew\b/i;

/** Whether a question asks to be told about new jobs, which a saved search with alerts does. */
export const asksForAlerts = (text: string) =>
  (ALERT_ME.test(text) && NEWLY.test(text)) || GET_ALERTS.test(text);

/** Switching something off or on, or asking for less of it: what Settings is for. */
const SWITCHING =
  /\b(?:turn|switch|shut)(?:ing)?\s+(?:\w+\s+)?(?:off|on)\b|\b(?:stop|disable|enable|mute|silence|unsubscribe|opt(?:\s|-)?out|pause)\w*\b|\bdon'?t\s+want\b|\b(?:less|fewer)\b/i;
/** Things that reach a candidate: switching them is a setting, not a visit to them. */
const DELIVERED = new Set(['notifications', 'messages', 'settings']);

const scoreOf = (ranked: Ranked[], intent: string) =>
  ranked.find((r) => r.intent === intent)?.score ?? 0;

/**
 * The intent the model chose, checked against the things the question names: an intent about one
 * thing (the video pitch) gives way to the best-ranked intent about the thing named (a skill), and
 * a thing named only as a qualifier ('from previous employers') gives way to the thing asked about.
 */
export function withObjects(
  text: string,
  ranked: Ranked[],
  intent: string,
  request: JobRequest,
): { intent: string; score: number } {
  const named = objectIntents(text);
  const heads = headIntents(text);
  const top = ranked[0];
  // A question the model could not read (most of its words are new to it) is about the one thing
  // it names, when it is short: 'what's the red dot on the bell'.
  if (!top) {
    const words = text.split(/\s+/).filter(Boolean).length;
    if (heads.size === 1 && words <= UNREAD_MAX_WORDS)
      return { intent: [...heads][0] as string, score: 0 };
    return { intent, score: 0 };
  }
  if (named.size === 0) {
    // A request for jobs ('show me veterinary assistant jobs in Portland') is a search though the
    // model leans towards a part of the site the question never names.
    const search = scoreOf(ranked, JOBS);
    if (
      OBJECT_INTENTS.has(intent) &&
      request.asksForJobs &&
      top.score < UNNAMED_SURE &&
      search >= UNNAMED_SEARCH_MIN
    )
      return { intent: JOBS, score: search };
    return { intent, score: top.score };
  }
  // A search chosen for a sentence that says nothing of work gives way to the thing it names
  // ('I have a new certification and want employers to see it').
  // So does one whose named thing the model found nearly as likely ('delete my saved search
  // for welder jobs'), though a search for jobs that merely need a thing ('jobs that need a CDL')
  // leaves it far behind.
  if (intent === JOBS) {
    const about = ranked.find((r) => named.has(r.intent));
    const least = request.aboutWork ? NAMED_RIVAL : NAMED_MIN;
    if (about && about.score >= least) return { intent: about.intent, score: about.score };
  }
  // A guess below the confidence bar stands when the thing it is about is named.
  // So does one about the thing named that comes close behind an unrelated reading ('my old boss
  // agreed to be a reference').
  const close = ranked.find((r) => named.has(r.intent));
  let chosen =
    intent === FALLBACK && named.has(top.intent)
      ? top.intent
      : intent === FALLBACK &&
          top.intent === FALLBACK &&
          close &&
          close.score >= top.score - NAMED_CLOSE
        ? close.intent
        : intent;
  // A general question about the site that names one of its things is about that thing ('how do
  // I list the things I'm good at').
  if (chosen === 'help.product') {
    const about = ranked.find((r) => heads.has(r.intent));
    if (about && about.score >= NAMED_OVER_OTHER) chosen = about.intent;
  }
  // 'Turn off push notifications', 'stop the text messages': switching how things reach the
  // candidate is a setting, when the model sees that reading at all.
  if (
    SWITCHING.test(text) &&
    [...named].every((i) => DELIVERED.has(i)) &&
    scoreOf(ranked, 'settings') >= NAMED_OVER_OTHER
  )
    return { intent: 'settings', score: scoreOf(ranked, 'settings') };
  const score = scoreOf(ranked, chosen);
  if (!OBJECT_INTENTS.has(chosen)) return { intent: chosen, score };
  if (heads.has(chosen)) return { intent: chosen, score };
  // About a thing named only as a qualifier, or not named at all: the thing asked about wins
  // unless the model is sure.
  const about = ranked.find((r) => heads.has(r.intent));
  if (about && score < SURE && about.score >= NAMED_OVER_OTHER)
    return { intent: about.intent, score: about.score };
  return { intent: chosen, score };
}
