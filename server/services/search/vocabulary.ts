import { distance } from 'fastest-levenshtein';
import { typoDistance as swapsDistance } from '../../../src/shared/query/typos.ts';
import type { Db } from '../../db/connect.ts';
import {
  countDocuments,
  currentIndexVersion,
  readVocabulary,
} from '../../db/repositories/search-index.ts';
import { termOf } from '../../db/repositories/search-text.ts';
import { isCommonWord } from './common-words.ts';
import { isSlip } from './slips.ts';

/** The index's terms in memory, for typo correction and completing a partly typed last word. */
export interface Vocabulary {
  /** Each term with the words it was written as (shortest first) and how many jobs hold it. */
  entries: Map<string, { word: string; forms: string[]; docs: number }>;
  /** Terms in byte order, for prefix ranges. */
  sorted: string[];
  /** How many jobs the index holds. */
  documents: number;
}

/** How long another server's new terms may take to show here. */
const MAX_AGE_MS = 60_000;
const cache = new WeakMap<Db, { version: number; at: number; vocabulary: Promise<Vocabulary> }>();

async function load(db: Db): Promise<Vocabulary> {
  const [rows, documents] = await Promise.all([readVocabulary(db), countDocuments(db)]);
  const entries = new Map(
    rows.map((row) => {
      const forms = row.word.split(' ');
      return [row.term, { word: forms[0] ?? row.term, forms, docs: Number(row.docs) }] as const;
    }),
  );
  return { entries, sorted: [...entries.keys()].sort(), documents };
}

/**
 * The vocabulary, reloaded when this server indexed jobs (searches wait for its new terms) or a
 * minute has passed (searches go on with the one they have while it reloads: at a million jobs a
 * load takes most of a second, which no search should wait for to see another server's terms).
 */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  const version = currentIndexVersion();
  const cached = cache.get(db);
  if (cached?.version === version) {
    if (Date.now() - cached.at < MAX_AGE_MS) return cached.vocabulary;
    const fresh = load(db);
    cache.set(db, { version, at: Date.now(), vocabulary: cached.vocabulary });
    fresh.then(
      () => {
        if (cache.get(db)?.version === version)
          cache.set(db, { version, at: Date.now(), vocabulary: fresh });
      },
      () => {},
    );
    return cached.vocabulary;
  }
  const vocabulary = load(db);
  cache.set(db, { version, at: Date.now(), vocabulary });
  vocabulary.catch(() => cache.delete(db));
  return vocabulary;
}

/** Typos allowed in a word of this length, as Meilisearch and Typesense count them. */
export function typosAllowed(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Words at least this long get one typo more for a correction that fits the words beside them. */
const FITTING_AT_LEAST = 6;

/** Words this long get a typo corrected only through a slip (slips.ts). */
const SHORT = 4;

/**
 * Edit distance counting a swap of two neighbouring letters as one typo, wherever it falls
 * ('radiloogy' is one typo and a letter from 'radiolog'), or more than `most` once it is known to
 * exceed it. Each swap is two edits to the plain distance, which is the quicker to compute.
 */
function typoDistance(a: string, b: string, most: number): number {
  const plain = distance(a, b);
  if (plain < 2 || plain > 2 * most) return plain;
  return Math.min(plain, swapsDistance(a, b, most));
}

/**
 * The term a mistyped word most likely means: the fewest typos (against the term, its stem or a
 * word it was written as), then the fewest against a written word, then the most jobs. Undefined
 * when no term is close enough. `word` is the written form closest to what was typed.
 */
export function correctionOf(
  vocabulary: Vocabulary,
  word: string,
  /** Written words a four-letter word may be corrected into (the field's); any when not given. */
  shortInto: (term: string) => boolean = () => true,
  /**
   * Terms that fit the words typed beside it ('project' before 'manager'): of corrections with as
   * few typos, one that fits is the likelier ('proect manager' is a project manager, not a
   * protect one).
   */
  fits: (term: string) => boolean = () => false,
  /**
   * One typo more than the word's length allows, for a correction that fits the words beside it
   * ('forkfilt operator' is a forklift operator): those words say what it is likelier to be.
   */
  { fittingOnly = false }: { fittingOnly?: boolean } = {},
) {
  // A four-letter word gets one slip ('jave' is java): one letter more or less would turn too
  // many short words into others, and one read as a form of a shorter word ('cars') is a word,
  // not a typo.
  const stem = termOf(word);
  const short = word.length === SHORT;
  // A common English word is spelt as meant more often than not: it is taken for a word one
  // letter off ('manger' for manager), never two or more ('instructor' is no 'instructions').
  const common = isCommonWord(word);
  if (common && fittingOnly) return undefined;
  const allowed =
    Math.min(short ? (stem === word ? 1 : 0) : typosAllowed(word.length), common ? 1 : 2) +
    (fittingOnly ? 1 : 0);
  if (allowed === 0 || (fittingOnly && word.length < FITTING_AT_LEAST)) return undefined;
  let best:
    | {
        term: string;
        word: string;
        typos: number;
        fit: boolean;
        written: number;
        docs: number;
      }
    | undefined;
  for (const [term, entry] of vocabulary.entries) {
    const near = (text: string) =>
      Math.abs(text.length - word.length) <= allowed ||
      Math.abs(text.length - stem.length) <= allowed;
    // A typo rarely falls on the first letter: 'retail' is no mistyped 'detail'.
    if (term[0] !== word[0]) continue;
    if (!near(term) && !entry.forms.some(near)) continue;
    let written = Number.POSITIVE_INFINITY;
    let closest = entry.word;
    for (const form of entry.forms) {
      if (short && !(isSlip(word, form) && shortInto(form))) continue;
      const d = typoDistance(word, form, allowed);
      if (d < written) [written, closest] = [d, form];
    }
    const typos = short
      ? written
      : Math.min(written, typoDistance(word, term, allowed), typoDistance(stem, term, allowed));
    if (typos > allowed) continue;
    const fit = fits(term);
    if (fittingOnly && !fit) continue;
    const better =
      !best ||
      typos < best.typos ||
      (typos === best.typos && fit && !best.fit) ||
      (typos === best.typos && fit === best.fit && written < best.written) ||
      (typos === best.typos &&
        fit === best.fit &&
        written === best.written &&
        entry.docs > best.docs);
    if (better) best = { term, word: closest, typos, fit, written, docs: entry.docs };
  }
  return best;
}

/**
 * The word of a list (term → word as written) a mistyped word most likely means, with as many
 * typos as correctionOf allows and the fewest of them; undefined when none is close enough.
 */
export function correctionIn(words: ReadonlyMap<string, string>, word: string) {
  const stem = termOf(word);
  const allowed = word.length === SHORT ? 0 : typosAllowed(word.length);
  if (allowed === 0) return undefined;
  let best: { term: string; word: string; typos: number } | undefined;
  for (const [term, written] of words) {
    if (term[0] !== word[0] || Math.abs(written.length - word.length) > allowed) continue;
    const typos = Math.min(typoDistance(word, written, allowed), typoDistance(stem, term, allowed));
    if (typos <= allowed && (!best || typos < best.typos)) best = { term, word: written, typos };
  }
  return best;
}

/** Terms starting with a partly typed word, most used first. */
export function completionsOf(vocabulary: Vocabulary, prefix: string, limit: number): string[] {
  const { sorted, entries } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  const found: string[] = [];
  for (let i = low; i < sorted.length && sorted[i]?.startsWith(prefix); i++)
    found.push(sorted[i] as string);
  return found
    .sort((a, b) => (entries.get(b)?.docs ?? 0) - (entries.get(a)?.docs ?? 0))
    .slice(0, limit);
}
