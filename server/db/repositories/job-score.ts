import { type RawBuilder, sql } from 'kysely';
import type { EmploymentType, ExperienceLevel, WorkMode } from '../../../src/shared/code-tables.ts';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import { type Concepts, phraseOf, tsQuery } from './query-terms.ts';
import { holdsWord, numberForms, positionOf, spacedOf } from './title-words.ts';

/** Facets the typed words hinted at: jobs that have them rank higher, others still show. */
export interface FacetBoosts {
  workMode?: WorkMode;
  employmentType?: EmploymentType;
  experienceLevel?: ExperienceLevel;
}

/**
 * How a ranked job scores for a search, computed the same way on both databases: from which of
 * its fields hold the words (title, skills, employer or place, description), how its title holds
 * them (all of them, as typed, in order, ending on the role typed), the hinted facets and
 * phrases, and freshness. Reads the ranking window `m` of job-match.ts.
 */

/**
 * What a concept counts for in the field it is found in: the title says most about a job, then
 * its skills, its employer or place, and last its description. Both databases score the same way.
 */
const FIELD_WEIGHTS = { title: 1, skills: 0.5, employerOrPlace: 0.3, description: 0.15 } as const;
/** Each concept a title has as typed (not only its stem) multiplies its score by this. */
const SURFACE_BOOST = 1.2;
/** A title ending on the role the text ends on multiplies its score by this. */
const HEAD_BOOST = 1.5;
/** The least weight a concept has, so a word the index has never seen still counts. */
const MIN_CONCEPT_WEIGHT = 0.1;
/**
 * A job whose title has every concept gains TITLE_BOOST, TYPED_BOOST more when the title has them
 * as typed (not only a synonym), and PHRASE_BOOST more when they are in the typed order.
 */
const TITLE_BOOST = 1.3;
const TYPED_BOOST = 1.4;
const PHRASE_BOOST = 1.3;
/** Each hinted facet a job has multiplies its score by this. */
const FACET_BOOST = 1.25;
/** Each hint phrase ('per diem', 'night shift') a job's title holds multiplies its score by this. */
const HINT_BOOST = 2;
/**
 * A title naming a rank above the work itself ('Executive Housekeeper', 'Warehouse Manager') when
 * the text names none multiplies its score by this: whoever names no rank mostly asks for the work.
 */
const RANK_DAMPING = 0.8;
/** Title words naming a rank above the work, as titles write them. */
export const RANK_WORDS = [
  'manager',
  'supervisor',
  'director',
  'executive',
  'head',
  'chief',
  'senior',
  'sr',
];
/** Freshness keeps this share of the score for an old job, and half the rest at this age. */
const FRESHNESS_FLOOR = 0.6;
const FRESHNESS_HALF_LIFE_DAYS = 14;

/**
 * A number in a score. PostgreSQL computes scores in floating point, as SQLite does: its exact
 * decimals cost many times more per job, and freshness's exp() most.
 */
const num = (db: Db, n: number) => (isPostgres(db) ? sql.raw(`${n}::float8`) : sql.lit(n));

/** A factor for each hinted facet a ranked job has. */
function facetBoost(db: Db, boosts: FacetBoosts): RawBuilder<number> {
  const parts = (
    [
      ['work_mode', boosts.workMode],
      ['employment_type', boosts.employmentType],
      ['experience_level', boosts.experienceLevel],
    ] as const
  )
    .filter(([, code]) => code)
    .map(
      ([column, code]) =>
        sql`case when m.${sql.raw(column)} = ${code} then ${num(db, FACET_BOOST)} else 1 end`,
    );
  return parts.length === 0 ? sql<number>`1` : sql<number>`${sql.join(parts, sql` * `)}`;
}

/** The fields a ranked job is scored on, with their PostgreSQL weight classes. */
const SCORED_FIELDS = {
  title: ['A', ['doc_title']],
  skills: ['B', ['doc_skills']],
  employerOrPlace: ['C', ['doc_employer', 'doc_place']],
} as const;
type ScoredField = keyof typeof SCORED_FIELDS;

/**
 * Whether a ranked job's field holds one of the phrases, the same on both databases: PostgreSQL
 * reads the job's own-word vector, SQLite the field's terms in the index's content table.
 */
function fieldHolds(db: Db, phrases: readonly (readonly string[])[], field: ScoredField) {
  const [weight, columns] = SCORED_FIELDS[field];
  if (isPostgres(db))
    return sql<boolean>`m.own_vector @@ ${tsQuery([phrases], `:${weight}`, 'all', true)}::tsquery`;
  const tests = columns.flatMap((column) =>
    phrases.map(
      (phrase) => sql`instr(' ' || m.${sql.raw(column)} || ' ', ${` ${phrase.join(' ')} `}) > 0`,
    ),
  );
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}

/** Whether a ranked job's title holds every concept. */
function titleHolds(db: Db, concepts: Concepts) {
  return sql<boolean>`(${sql.join(
    concepts.map((alts) => fieldHolds(db, alts, 'title')),
    sql` and `,
  )})`;
}

/** A factor for ranked jobs whose title holds every concept. */
function titleMatch(db: Db, concepts: Concepts, boost: number) {
  return sql`(case when ${titleHolds(db, concepts)} then ${num(db, boost)} else 1 end)`;
}

/** A factor for ranked jobs whose title holds the phrase. */
function phraseMatch(db: Db, phrase: string[] | null) {
  if (!phrase) return sql`1`;
  return sql`(case when ${fieldHolds(db, [phrase], 'title')} then ${num(db, PHRASE_BOOST)} else 1 end)`;
}

/** A factor for ranked jobs whose title holds a hint phrase, for each hint it holds. */
function hintBoost(db: Db, hints: Concepts) {
  if (hints.length === 0) return sql`1`;
  return sql.join(
    hints.map((hint) => titleMatch(db, [hint], HINT_BOOST)),
    sql` * `,
  );
}

/**
 * A factor for ranked jobs whose title ends on the role the text ends on ('Physical Therapist',
 * not 'Physical Therapist Assistant'): the last word of a title names its role.
 */
function headMatch(db: Db, headWord: string | undefined) {
  if (!headWord) return sql`1`;
  const ends = numberForms(headWord).map((form) => sql`m.spaced_title like ${`% ${form} `}`);
  return sql`(case when ${sql.join(ends, sql` or `)} then ${num(db, HEAD_BOOST)} else 1 end)`;
}

/**
 * A factor for ranked jobs whose title has a concept's words as typed, not only their stem
 * ('nurse' in 'Registered Nurse', not 'Nursing Assistant'; 'accountant', not 'Accounts'), for
 * each concept it has so.
 */
function surfaceMatch(db: Db, typedWords: readonly (readonly string[])[]) {
  const concepts = typedWords.filter((words) => words.length > 0);
  if (concepts.length === 0) return sql`1`;
  const has = (word: string) => holdsWord(db, sql`m.spaced_title`, word);
  return sql.join(
    concepts.map(
      (words) =>
        sql`(case when ${sql.join(words.map(has), sql` and `)} then ${num(db, SURFACE_BOOST)} else 1 end)`,
    ),
    sql` * `,
  );
}

/**
 * How well a ranked job's fields hold the concepts: each concept counts, by its weight, as much as
 * the best field it is in (title, then skills, then employer or place, else the description).
 */
function fieldScore(db: Db, concepts: Concepts, weights: readonly number[] | undefined) {
  const weightOf = (i: number) => Math.max(weights?.[i] ?? 1, MIN_CONCEPT_WEIGHT);
  const total = concepts.reduce((sum, _, i) => sum + weightOf(i), 0);
  const parts = concepts.map(
    (alts, i) => sql`(case
      when ${fieldHolds(db, alts, 'title')} then ${num(db, FIELD_WEIGHTS.title)}
      when ${fieldHolds(db, alts, 'skills')} then ${num(db, FIELD_WEIGHTS.skills)}
      when ${fieldHolds(db, alts, 'employerOrPlace')} then ${num(db, FIELD_WEIGHTS.employerOrPlace)}
      else ${num(db, FIELD_WEIGHTS.description)} end) * ${num(db, weightOf(i) / total)}`,
  );
  return parts.length === 0 ? sql`1` : sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * A title that is the words typed and nothing more ('Electrician' for 'electrician', not
 * 'Journeyman Electrician') multiplies its score by this: the role itself, as asked.
 */
const EXACT_BOOST = 1.15;

/** A factor for ranked jobs whose title is the typed words alone. */
function exactMatch(db: Db, typedWords: readonly (readonly string[])[]) {
  const words = typedWords.flat().map((w) => w.toLowerCase());
  const last = words.at(-1);
  if (!last) return sql`1`;
  const titles = numberForms(last).map((form) => ` ${[...words.slice(0, -1), form].join(' ')} `);
  return sql`(case when m.spaced_title in (${sql.join(titles)}) then ${num(db, EXACT_BOOST)} else 1 end)`;
}

/** A factor for ranked jobs whose title names a rank the typed words do not name. */
function rankMatch(db: Db, typedWords: readonly (readonly string[])[]) {
  const typed = new Set(typedWords.flat().map((w) => w.toLowerCase()));
  const untyped = RANK_WORDS.filter((word) => !typed.has(word) && !typed.has(`${word}s`));
  if (untyped.length === 0) return sql`1`;
  const named = untyped.map((word) => sql`m.spaced_title like ${`% ${word} %`}`);
  return sql`(case when ${sql.join(named, sql` or `)} then ${num(db, RANK_DAMPING)} else 1 end)`;
}

/**
 * A title naming a specialty after a dash ('Travel RN - ER', 'CNA - Night Shift') the typed words
 * do not name multiplies its score by this: whoever names none asks for the role itself first.
 */
const SPECIALTY_DAMPING = 0.85;
/** The same, when words typed were left out to list the jobs: their specialty was one of them. */
const LEFT_OUT_SPECIALTY_DAMPING = 0.5;

/** A factor for ranked jobs whose title names, after a dash, a specialty the typed words do not. */
function specialtyMatch(
  db: Db,
  typedWords: readonly (readonly string[])[],
  damping = SPECIALTY_DAMPING,
) {
  const words = [...new Set(typedWords.flat().map((w) => w.toLowerCase()))];
  const at = positionOf(db, sql`m.title`, ' - ');
  const suffix = spacedOf(sql`substr(m.title, ${at} + 3)`);
  const holds = words.map((word) => holdsWord(db, suffix, word));
  const named = holds.length > 0 ? sql.join(holds, sql` or `) : sql`1 = 0`;
  return sql`(case when ${at} > 0 and not (${named}) then ${num(db, damping)} else 1 end)`;
}

export interface ScoreOptions {
  concepts: Concepts;
  boosts: FacetBoosts;
  /** How telling each concept is (rarer terms more), in the order of the concepts. */
  weights?: readonly number[];
  /** Each concept's words as typed (normalised, not stemmed), in the order of the concepts. */
  typedWords?: readonly (readonly string[])[];
  /** The role word the text ends on, as typed, when it ends on one ('therapist'). */
  headWord?: string;
  /** Phrases a title may hold to rank higher; they filter nothing. */
  hints?: Concepts;
  /**
   * Words typed that the ranked jobs need not have ('icu' of 'travel rn icu' once travel RNs of
   * any unit are listed): a title naming another specialty is further from the search than one
   * naming none ('Travel Nurse' before 'Travel RN - ER').
   */
  leftOut?: boolean;
}

/** The relevance of a ranked job (`m.max_age` is its age in days). */
export function relevanceScore(db: Db, options: ScoreOptions) {
  const typed = options.concepts.map((alts) => alts.slice(0, 1));
  const words = options.typedWords ?? [];
  // Where words typed were left out, no title is all of them.
  const exact = options.leftOut ? sql`1` : exactMatch(db, words);
  const specialty = specialtyMatch(
    db,
    words,
    options.leftOut ? LEFT_OUT_SPECIALTY_DAMPING : SPECIALTY_DAMPING,
  );
  return sql`(${fieldScore(db, options.concepts, options.weights)} * ${titleMatch(db, options.concepts, TITLE_BOOST)}
    * ${titleMatch(db, typed, TYPED_BOOST)} * ${phraseMatch(db, phraseOf(options.concepts))}
    * ${surfaceMatch(db, words)} * ${headMatch(db, options.headWord)}
    * ${rankMatch(db, words)} * ${exact} * ${specialty}
    * ${facetBoost(db, options.boosts)} * ${hintBoost(db, options.hints ?? [])}
    * (${num(db, FRESHNESS_FLOOR)} + ${num(db, 1 - FRESHNESS_FLOOR)} * exp(-0.693 * max_age / ${num(db, FRESHNESS_HALF_LIFE_DAYS)})))`;
}
