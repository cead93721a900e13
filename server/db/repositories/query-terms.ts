import { isGrammarTerm } from './grammar-words.ts';
import { OWN_MARK, PAIR_JOINER, TITLE_MARK } from './search-vector.ts';

/**
 * What a search asks of the index: concepts that must all match, each a list of alternatives
 * (a phrase of index terms: the word, a synonym, a correction). Terms come from search-text.ts,
 * letters and digits only, so they are never query syntax.
 */
export type Concepts = readonly (readonly (readonly string[])[])[];

/**
 * A phrase as the index holds it: a word alone, two or three words as their pair or triple term,
 * longer phrases as their triples and the words in order (the triples find the jobs, the order
 * confirms them, which means reading each one's whole document). Where the vector holds no
 * triples (a search vector's unmarked terms, search-vector.ts), pairs stand in for them: three
 * words as their two pairs, longer phrases as their pairs and the words in order. A search
 * vector's unmarked pairs never hold a word of grammar (grammar-words.ts): a phrase holding one
 * is its other pairs and the words in order ('labor and delivery': the words alone).
 */
function phraseQuery(
  phrase: readonly string[],
  weight: string,
  mark: string,
  triples: boolean,
): string {
  if (mark === '' && !triples && phrase.length > 1 && phrase.some(isGrammarTerm)) {
    const pairs = phrase
      .slice(1)
      .map((term, i) => [phrase[i] as string, term])
      .filter((pair) => !pair.some(isGrammarTerm))
      .map((pair) => `${pair.join(PAIR_JOINER)}${weight}`);
    return [...pairs, `(${phrase.map((t) => t + weight).join(' <-> ')})`].join(' & ');
  }
  const span = triples ? 3 : 2;
  if (phrase.length <= span) return `${mark}${phrase.join(PAIR_JOINER)}${weight}`;
  const spans = phrase
    .slice(span - 1)
    .map((_, i) => `${mark}${phrase.slice(i, i + span).join(PAIR_JOINER)}${weight}`);
  if (phrase.length === 3) return spans.join(' & ');
  return `${spans.join(' & ')} & (${phrase.map((t) => mark + t + weight).join(' <-> ')})`;
}

/**
 * A PostgreSQL tsquery (input syntax, for a `::tsquery` cast: the text parser would split pair
 * terms) of the concepts, each term limited to the weight classes given (':AB'), or to the job's
 * own words (title, skills, employer, place) or its title alone through their marked copies.
 * `triples` says whether the vector holds the unmarked triples: a job's own-word vector does, its
 * search vector only marked ones.
 */
export function tsQuery(
  concepts: Concepts,
  weight = '',
  words: 'all' | 'own' | 'title' = 'all',
  triples = words !== 'all',
): string {
  const mark = words === 'own' ? OWN_MARK : words === 'title' ? TITLE_MARK : '';
  return concepts
    .map(
      (alts) =>
        `(${alts.map((phrase) => `(${phraseQuery(phrase, weight, mark, triples)})`).join(' | ')})`,
    )
    .join(' & ');
}

/** Whether `inner`'s terms stand together, in order, within `outer`. */
export function holdsPhrase(outer: readonly string[], inner: readonly string[]) {
  for (let at = 0; at + inner.length <= outer.length; at++)
    if (inner.every((term, k) => outer[at + k] === term)) return true;
  return false;
}

/**
 * Each concept's alternatives less those holding another of them ('registered nurse' beside
 * 'nurse', 'software engineer' beside 'engineer'): a job with the longer phrase in a field has
 * the shorter there too, so the index finds the same jobs from fewer lists.
 */
export function matchedAlternatives(concepts: Concepts): Concepts {
  return concepts.map((alts) =>
    alts.filter(
      (phrase, i) =>
        !alts.some(
          (other, k) =>
            k !== i &&
            other.length < phrase.length &&
            other.length > 0 &&
            holdsPhrase(phrase, other),
        ),
    ),
  );
}

/** The query's first alternatives, in order, as one phrase: the words as typed, next to each other. */
export function phraseOf(concepts: Concepts): string[] | null {
  if (concepts.length < 2) return null;
  return concepts.flatMap((alts) => alts[0] ?? []);
}
