import { termOf } from './search-text.ts';

/**
 * Words of grammar alone: articles, prepositions, conjunctions, pronouns and auxiliaries. A pair
 * of neighbouring terms holding one is no term of a job's search vector (search-vector.ts):
 * 'you_will', 'state_of' and 'for_the' stand in nearly every job and single out none, yet they
 * were a quarter of the word index's entries. The words themselves stay, at their positions, so
 * a phrase holding one is still found (query-terms.ts). Single letters ('class a cdl'), 'it'
 * (IT support; 'its' is read as it), 'us' (the US), 'or' (the operating room), 'may' and words of
 * place ('over the road') can name things and are not here.
 */
const WORDS =
  'the an and of in at for to with on by as from into than then ' +
  'is are was were be been being am has have had do does did will would can could should must ' +
  'we you your our they them their he she his her this that these those ' +
  'who whom whose which what when where while if but so nor yet also';

/** The index terms of the words of grammar. */
export const GRAMMAR_TERMS: ReadonlySet<string> = new Set(WORDS.split(' ').map(termOf));

/** Whether a term (as the index writes it) is a word of grammar alone. */
export const isGrammarTerm = (term: string) => GRAMMAR_TERMS.has(term);
