import { placeIndex, placeKey } from '../../../../src/shared/query/places.ts';
import type { Db } from '../../../db/connect.ts';
import { termOf, wordsOf } from '../../../db/repositories/search-text.ts';
import { queryCatalogues } from '../../search/query-catalogues.ts';
import { correctionOf, type Vocabulary, vocabularyOf } from '../../search/vocabulary.ts';
import { type JobRequest, subjectWords, withoutWords } from '../job-request.ts';

/** Whether a word is the name of a place the gazetteer has ('atlanta'). */
const isPlaceName = (word: string) => placeIndex(queryCatalogues()).byName.has(placeKey(word));

/** A word some job holds, as written or mistyped ('pediatircs'), but not mistyped for a place's name. */
function jobsHold(vocabulary: Vocabulary, word: string) {
  if (vocabulary.entries.has(termOf(word))) return true;
  const correction = correctionOf(vocabulary, word);
  return correction !== undefined && !isPlaceName(correction.word);
}

/**
 * A place typed in lower case that no place is called ('forklift jobs in atlantis', 'in gotham
 * city') is read as words of the search, as 'interested in teaching' must be, unless a word of it
 * is one no job holds: then it is a place not found, said so, and the search goes on without its
 * words (as the search box does), rather than correcting them to a place's name ('atlanta') or
 * finding jobs by the rest ('Yuba City').
 */
export async function placeNotFound(db: Db, request: JobRequest): Promise<JobRequest> {
  const typed = request.lowerCasePlace;
  if (!typed) return request;
  const vocabulary = await vocabularyOf(db);
  if (wordsOf(typed).every((word) => jobsHold(vocabulary, word))) return request;
  const keywords = withoutWords(request.state.keywords.split(' '), subjectWords(typed));
  return {
    ...request,
    state: { ...request.state, keywords: keywords.join(' ') },
    unknownPlace: typed,
  };
}
