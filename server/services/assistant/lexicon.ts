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

/**
 * The intents of the things a question names, longest phrase first ('job alerts' is a saved
 * search though 'alerts' alone are notifications).
 */
export function objectIntents(text: string): Set<string> {
  const map = table();
  const words = tokenize(plainWords(text)).map((t) => singular(t.norm));
  const found = new Set<string>();
  for (let at = 0; at < words.length; ) {
    let size = Math.min(longest, words.length - at);
    for (; size > 0; size--) {
      const hit = map.get(words.slice(at, at + size).join(' '));
      if (hit) {
        for (const intent of hit) found.add(intent);
        break;
      }
    }
    at += Math.max(size, 1);
  }
  return found;
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
