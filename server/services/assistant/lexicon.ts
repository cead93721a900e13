import { tokenize } from '../../../src/shared/query/tokens.ts';
import objects from './data/objects.json' with { type: 'json' };
import templates from './data/templates.json' with { type: 'json' };
import { plainWords } from './masking.ts';

/**
 * The things a candidate asks the assistant to open or change, by intent: profile sections, My
 * Jobs tabs, saved searches, notifications, messages, interviews, settings and reports, each
 * with the everyday words for it ('school' is education, 'onboarding' the Onboarded tab).
 */
export interface ObjectEntry {
  actions: (keyof typeof templates)[];
  objects: string[];
}

export const OBJECTS = objects as Record<string, ObjectEntry>;

/** Intents that are about one of these things. */
export const OBJECT_INTENTS = new Set(Object.keys(OBJECTS));

/** Words too general to say which thing is meant ('my profile', 'the score'). */
const GENERAL = new Set([
  'profile',
  'options',
  'updates',
  'name',
  'score',
  'major',
  'bio',
  'my search',
  'pitch',
]);

const singular = (word: string) =>
  word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
const key = (phrase: string) =>
  tokenize(phrase)
    .map((t) => singular(t.norm))
    .join(' ');

let phrases: Map<string, Set<string>> | undefined;
let longest = 1;

function table() {
  if (phrases) return phrases;
  phrases = new Map();
  for (const [intent, entry] of Object.entries(OBJECTS)) {
    for (const object of entry.objects) {
      if (GENERAL.has(object.toLowerCase())) continue;
      const k = key(object);
      const set = phrases.get(k) ?? new Set<string>();
      set.add(intent);
      phrases.set(k, set);
      longest = Math.max(longest, k.split(' ').length);
    }
  }
  return phrases;
}

/** A thing a question names, and whether it only qualifies another ('references from my old job'). */
export interface NamedThing {
  intents: Set<string>;
  /** Named after a preposition ('from', 'for', 'in'…): what the question is about is elsewhere. */
  modifier: boolean;
}

/** Words after which a named thing qualifies another rather than being what is asked about. */
const PREPOSITIONS = new Set(
  'from for in to about with at into under of by through via except besides'.split(' '),
);
/** Words that may stand between a preposition and the thing ('from my old', 'for the'). */
const DETERMINERS = new Set('my the a an your our his her their old previous last new'.split(' '));

/**
 * The things a question names in the order it names them, longest phrase first ('job alerts' is a
 * saved search though 'alerts' alone are notifications).
 */
export function namedThings(text: string): NamedThing[] {
  const map = table();
  const words = tokenize(plainWords(text)).map((t) => singular(t.norm));
  const found: NamedThing[] = [];
  for (let at = 0; at < words.length; ) {
    let size = Math.min(longest, words.length - at);
    for (; size > 0; size--) {
      const hit = map.get(words.slice(at, at + size).join(' '));
      if (hit) {
        let before = at - 1;
        while (before >= 0 && DETERMINERS.has(words[before] as string)) before--;
        found.push({ intents: hit, modifier: PREPOSITIONS.has(words[before] ?? '') });
        break;
      }
    }
    at += Math.max(size, 1);
  }
  return found;
}

/** The intents of the things a question names. */
export function objectIntents(text: string): Set<string> {
  return new Set(namedThings(text).flatMap((t) => [...t.intents]));
}

/**
 * The intents of the things a question is about: those it names other than after a preposition
 * ('add references from previous employers' is about references), or all it names when each
 * follows one.
 */
export function headIntents(text: string): Set<string> {
  const things = namedThings(text);
  const heads = things.filter((t) => !t.modifier);
  return new Set((heads.length > 0 ? heads : things).flatMap((t) => [...t.intents]));
}

/** How many generated sentences one intent gets at most, so none outweighs the written ones. */
const GENERATED_PER_INTENT = 110;

/**
 * Training sentences made of an intent's actions and things: every template of its actions and
 * every word for its thing appear, spread evenly ('add my school', 'where is my onboarding tab').
 */
export function generatedUtterances(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [intent, entry] of Object.entries(OBJECTS)) {
    const forms = entry.actions.flatMap((a) => templates[a]);
    const things = entry.objects;
    const made = new Set<string>();
    const total = Math.min(GENERATED_PER_INTENT, forms.length * things.length);
    for (let i = 0; made.size < total && i < forms.length * things.length * 2; i++) {
      const form = forms[i % forms.length] as string;
      const thing = things[(i + Math.floor(i / forms.length)) % things.length] as string;
      made.add(form.replace('{o}', thing));
    }
    out.set(intent, [...made]);
  }
  return out;
}
