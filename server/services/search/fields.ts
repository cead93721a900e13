import fields from '../../db/data/fields.json' with { type: 'json' };
import { isGrammarTerm } from '../../db/repositories/grammar-words.ts';
import { termOf, termsOf } from '../../db/repositories/search-text.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { isRoleWord, isTitleTerm, isWrittenRole } from './roles.ts';
import type { Concept } from './text-search.ts';

/**
 * Fields of work a candidate may name instead of a role ('warehouse jobs', 'tech jobs remote',
 * 'quiet office job'), kept in server/db/data/fields.json: each the words naming it and the
 * catalogue titles of its work, listed or as a catalogue sector.
 */
interface Field {
  words: string[];
  sector?: string;
  /** Of the sector, the titles ending on these role words ('developer', 'engineer') alone. */
  roles?: string[];
  titles?: string[];
  /**
   * Titles of work the field also takes in, listed after its own: where a workplace need leaves
   * few of its own (an accounts payable specialist's is office work, not what 'office jobs' means
   * first).
   */
  wider?: string[];
}

/** A field as a search reads it: its titles as index phrases, with and without Field's wider. */
interface FieldPhrases {
  /** Whether the field lists its titles (not a sector's). */
  listed: boolean;
  own: string[][];
  wide: string[][];
}

let byTerm: Map<string, FieldPhrases> | undefined;

/** Words of a title a field's phrase keeps at most, words of grammar aside. */
const MOST_WORDS = 3;

/**
 * A title's last words, as a field's phrase: three words are one index term, so a longer title is
 * found by its last three, never by reading each job's words in order. A word of grammar among
 * them is no word of the role ('Shipping and Receiving Clerk' is no 'and receiving clerk'): the
 * phrase goes on to the word before it, and is found by its words' positions as such a phrase is
 * (query-terms.ts).
 */
function lastWords(terms: readonly string[]): string[] {
  let from = terms.length;
  for (let kept = 0; from > 0 && kept < MOST_WORDS; )
    if (!isGrammarTerm(terms[--from] ?? '')) kept++;
  return terms.slice(from);
}

/** Catalogue titles ending on a role word that make it stand for them all, when all are the field's. */
const ROLE_AT_LEAST = 3;

let endingOn: Map<string, string[]> | undefined;

/** The catalogue's titles by the term they end on ('nurs': Registered Nurse, ICU Nurse…). */
const titlesEndingOn = () =>
  (endingOn ??= Map.groupBy(
    catalogue.jobTitles.map((t) => t.title),
    (title) => termsOf(title).at(-1) ?? '',
  ));

/**
 * A field's titles as index phrases. A sector's title is its role word alone where the catalogue
 * has several titles ending on that word and every one is of the sector ('developer' for the
 * technology sector's developers); a field listing its titles names each in full ('associate'
 * alone is any kind of associate).
 */
function phrasesOf(field: Field, wide = false): string[][] {
  const roles = field.roles?.map(termOf);
  const listed = field.titles && [...field.titles, ...(wide ? (field.wider ?? []) : [])];
  const titles =
    listed ??
    catalogue.jobTitles
      .filter((t) => t.sector === field.sector)
      .filter((t) => !roles || roles.includes(termsOf(t.title).at(-1) ?? ''))
      .map((t) => t.title);
  const mine = new Set(titles);
  const whole = (role: string) => {
    const ending = titlesEndingOn().get(role) ?? [];
    return ending.length >= ROLE_AT_LEAST && ending.every((title) => mine.has(title));
  };
  const phrases = titles.map((title) => {
    const terms = termsOf(title);
    const role = terms.at(-1) ?? '';
    return field.sector && whole(role) ? [role] : lastWords(terms);
  });
  return [...new Map(phrases.map((p) => [p.join(' '), p])).values()];
}

/** The field an index term names, as phrases; none for a term naming no field. */
function fieldOfTerm(term: string): FieldPhrases | undefined {
  byTerm ??= new Map(
    (fields as Field[]).flatMap((field) => {
      const read = {
        listed: field.titles !== undefined,
        own: phrasesOf(field),
        wide: phrasesOf(field, true),
      };
      return field.words.map((w) => [termOf(w), read] as const);
    }),
  );
  return byTerm.get(term);
}

/** The titles of the field an index term names, as index phrases; none for a term naming no field. */
const rolesOfTerm = (term: string): string[][] => fieldOfTerm(term)?.own ?? [];

/**
 * The titles of the field a word names, with those it also takes in (Field's wider), as index
 * phrases; none for a word naming no field.
 */
export const fieldRoles = (word: string): string[][] => fieldOfTerm(termOf(word))?.wide ?? [];

/** Whether a concept is one word naming a field of work ('warehouse', 'tech'). */
export const namesField = (concept: Concept) =>
  !concept.typed.includes(' ') && fieldRoles(concept.meant ?? concept.typed).length > 0;

/**
 * The field term a concept names: its one word ('warehouse'), or a field word that is one of a
 * phrase's alternatives ('warehouse or forklift'); none for a concept naming no field.
 */
function fieldTermOf(concept: Concept): string | undefined {
  const word = concept.meant ?? concept.typed;
  const terms = word.includes(' ')
    ? concept.alternatives.flatMap((phrase) => (phrase.length === 1 ? phrase : []))
    : [termOf(word)];
  return terms.find((term) => rolesOfTerm(term).length > 0);
}

/** Whether every role of the field `inner` names is one of the field `outer` names. */
function within(inner: string, outer: string) {
  const roles = new Set(rolesOfTerm(outer).map((p) => p.join(' ')));
  return rolesOfTerm(inner).every((p) => roles.has(p.join(' ')));
}

/**
 * The concepts with a word naming a field of work read as its roles, when it is the one word
 * telling what work is asked for ('warehouse' of 'quiet warehouse job', 'tech' of 'tech jobs
 * remote'; not 'tech' of 'hvac tech', nor 'office' of 'office manager'): the word itself first,
 * so jobs whose titles hold it rank first, then the field's titles in place of its synonyms
 * ('tech' is no technician here).
 */
export function withFields(concepts: Concept[]): Concept[] {
  const fields = concepts.flatMap((concept) => {
    const term = fieldTermOf(concept);
    return term === undefined ? [] : [{ concept, term }];
  });
  // Of two fields, the one within the other says what work it is ('plants' of 'outdoor job
  // working with plants').
  const field = fields.find((f) => fields.every((g) => g === f || within(f.term, g.term)));
  if (!field) return concepts;
  const { concept: only, term } = field;
  // The field word may be one no job holds ('grocery'): its roles are what it asks for, whatever
  // else the words say ('weekend work at a grocery store').
  const telling = (c: Concept) => c !== only && c.weight > 0;
  // Another word naming a role says what work it is ('delivery driver own car'), as does, beside
  // a field word no job holds, a word of the titles ('sales' of 'outside sales').
  const role = (c: Concept) =>
    c !== only &&
    c.alternatives.some(
      (phrase) =>
        isRoleWord(phrase.at(-1) ?? '') || (only.weight === 0 && phrase.every(isTitleTerm)),
    );
  // A field word that is a role as written ('accountant') is that role; one whose stem only is
  // ('accounting', stemmed as 'accountant' is) names the field.
  const word = only.meant ?? only.typed;
  if ((only.weight > 0 && concepts.some(telling)) || isWrittenRole(word) || concepts.some(role))
    return concepts;
  // Titles holding the word itself ('Warehouse Manager') are found by it already. A field that
  // lists its titles is those titles alone: 'office' is no Front Office Manager at a hotel, nor a
  // job asking for Microsoft Office; a sector's own name says more ('Logistics Coordinator').
  const alternatives = fieldOfTerm(term)?.listed
    ? rolesOfTerm(term)
    : [[term], ...rolesOfTerm(term).filter((p) => !p.includes(term))];
  return concepts.map((c) => (c === only ? { ...c, alternatives, field: true } : c));
}

/**
 * The other titles of the fields that list a title among their own ('Records Clerk' beside 'Data
 * Entry Clerk' in office work): the same kind of work under another name.
 */
export function fieldMates(title: string): string[] {
  const mates = (fields as Field[]).flatMap((field) =>
    field.titles?.includes(title) ? field.titles : [],
  );
  return [...new Set(mates)].filter((mate) => mate !== title);
}
