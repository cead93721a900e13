import type { Db } from '../../../db/connect.ts';
import { termOf, wordsOf } from '../../../db/repositories/search-text.ts';
import { allPlaces } from '../../places/gazetteer.ts';
import { correctionOf, type Vocabulary, vocabularyOf } from '../../search/vocabulary.ts';
import { type JobRequest, subjectWords } from '../job-request.ts';

let placeWords: Set<string> | undefined;
/** The words of every place's name the gazetteer has. */
const isPlaceWord = (word: string) => {
  placeWords ??= new Set(allPlaces().flatMap((place) => wordsOf(place.city)));
  return placeWords.has(word);
};

/** A word some job holds, as written or mistyped ('pediatircs'), but not mistyped for a place's name. */
function jobsHold(vocabulary: Vocabulary, word: string) {
  if (vocabulary.entries.has(termOf(word))) return true;
  const correction = correctionOf(vocabulary, word);
  return correction !== undefined && !isPlaceWord(correction.word);
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
  const keywords = request.state.keywords.split(' ');
  for (const word of subjectWords(typed)) {
    const at = keywords.lastIndexOf(word);
    if (at >= 0) keywords.splice(at, 1);
  }
  return {
    ...request,
    state: { ...request.state, keywords: keywords.join(' ') },
    unknownPlace: typed,
  };
}
