import { negationAt } from '../../../src/shared/query/facets.ts';

/** The words of a typed text that say something about the job, and how they join. */

/** Words a search goes through at most, filler words left out; a longer text is cut there. */
const MAX_WORDS = 10;

/**
 * Words that say nothing about the job: the grammar of a sentence typed as a question ('what jobs
 * are there for a barista') and the words of looking for work. A text of these alone asks for no
 * words at all: its facets, if any, narrow the list ('jobs in London').
 */
export const NOISE = new Set(
  (
    'a an the and of in at for to with on near around nearby close me my i im am looking want wanting need ' +
    'find any all some new job jobs position positions opening openings vacancy vacancies hiring role roles ' +
    'career careers work working paying pay pays paid salary wage wages per hour hourly week weekly ' +
    'what whats which who where when how is are was be been being there here that this these those ' +
    'can could would should will shall may might do does did have has had get got getting ' +
    'from by as into about like than so if then but just also really please ' +
    'we you your our us they them their he she his her its own ' +
    'someone somebody something anything anyone anywhere somewhere thing things stuff ' +
    'available currently immediately ' +
    'asap urgent urgently needed wanted only today now ok okay local area opportunity opportunities employment gig gigs apply applying ' +
    'employer employers company companies ' +
    // The same, in Spanish: 'trabajo de limpieza'.
    'trabajo trabajos empleo empleos de del para con y ' +
    'experience start starting show tell give let know see seeking seek interested kind ask asking ' +
    'question questions offer offers offering provide provides providing send sends ' +
    // Words about the person, not the job ('quiet office job for an introvert').
    'introvert introverts introverted extrovert extroverted shy ' +
    // A preference's grammar, not its object: 'work best somewhere quiet', 'ideally from home'.
    'best prefer prefers preferably ideally ideal ' +
    // The manner of work, not the work: 'hands on trade job' asks for a trade.
    'hands handson ' +
    // Contractions, read without their apostrophe ("i'm", "don't").
    'id ive ill youre youd youll theyre thats theres whats dont doesnt didnt cant couldnt wont ' +
    'wouldnt isnt arent wasnt'
  ).split(' '),
);

/** Words of degree between a negation and what it negates ('not too much', 'no a lot of'). */
const DEGREE = new Set(['much', 'many', 'a', 'lot', 'lots', 'of', 'too', 'very', 'so', 'any']);

/**
 * The words that say something, up to MAX_WORDS, and which of them 'or' joins to the word before
 * as an alternative ('cna or lpn' asks for either). An 'or' with no word on one side is a word
 * like any other (in healthcare, the operating room). A negated word is not searched for: the
 * jobs holding it are the very ones not asked for.
 */
export function keptWords(
  typed: readonly string[],
  noise: ReadonlySet<string>,
  /** Whether a letter is part of a name with the word before it ('cdl a'), so no filler word. */
  named: (before: string, letter: string) => boolean = () => false,
) {
  const words: string[] = [];
  const joined = new Set<number>();
  let either = false;
  let negated = false;
  let link = -1;
  typed.forEach((word, i) => {
    // A negation goes past words of degree to the word it negates ('not much talking').
    if (i === link || (negated && DEGREE.has(word))) return;
    const negation = negated ? 0 : negationAt(typed, i);
    if (negated || negation > 0) {
      negated = !negated && i + negation < typed.length;
      if (negation === 2) link = i + 1;
      return;
    }
    if (word === 'or' && words.length > 0 && typed.slice(i + 1).some((w) => !noise.has(w))) {
      either = true;
      return;
    }
    const before = typed[i - 1];
    const letter = word.length === 1 && before !== undefined && named(before, word);
    if ((noise.has(word) && !letter) || words.length >= MAX_WORDS) return;
    if (either) joined.add(words.length);
    either = false;
    words.push(word);
  });
  return { words, joined };
}

/**
 * Noise words for a flavour (in healthcare, 'or' is the operating room), with `more` that say
 * nothing about the job in this search.
 */
export function noiseWords(healthcare: boolean, more: readonly string[] = []): ReadonlySet<string> {
  if (healthcare && more.length === 0) return NOISE;
  return new Set([...NOISE, ...(healthcare ? [] : ['or']), ...more]);
}
