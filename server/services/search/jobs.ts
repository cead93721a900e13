import {
  JOB_PAGE_SIZE,
  type JobCard,
  type JobDetail,
  type JobSearchCriteria,
  type JobSearchResult,
  type JobsPort,
  type SearchSuggestion,
  typedTextOf,
} from '../../../src/shared/dto/job.ts';
import { dollarsAnHour } from '../../../src/shared/pay-currencies.ts';
import { countryName } from '../../../src/shared/query/places.ts';
import { writeSymbolWords } from '../../../src/shared/query/symbol-words.ts';
import { topicWordsOf } from '../../../src/shared/query/work-fact-phrases.ts';
import type { Db } from '../../db/connect.ts';
import {
  countOpenJobs,
  filterJobs,
  type JobFilters,
  jobCards,
} from '../../db/repositories/job-search.ts';
import { COUNT_LIMIT, filteredInIndex } from '../../db/repositories/match-count.ts';
import { termOf, termsOf, wordsOf } from '../../db/repositories/search-text.ts';
import { findSuggestions } from '../../db/repositories/suggestions.ts';
import { toCard, toDetail } from './job-cards.ts';
import { looserSteps, stepTexts, without } from './loosenings.ts';
import { matchedWords } from './matched-words.ts';
import { queryCatalogues } from './query-catalogues.ts';
import { type Concept, noiseWords, planQuery } from './query-plan.ts';
import { rankedPage } from './relevance.ts';
import { softFilters } from './soft-filters.ts';
import { SUGGESTIONS_SHOWN, suggestionList } from './suggestion-list.ts';
import { alternativesOf, synonymTable } from './synonyms.ts';
import type { Loosening } from './text-search.ts';
import { vocabularyOf } from './vocabulary.ts';

/** A count as a result shows it: exact up to COUNT_LIMIT, else "1,000+". */
function totalOf(counted: number) {
  return counted > COUNT_LIMIT
    ? { total: COUNT_LIMIT, totalIsLowerBound: true }
    : { total: counted };
}

/** A phrase typed for a filter ('per diem') as a concept a title may hold, with its synonyms. */
function hintOf(text: string, healthcare: boolean): Concept {
  return {
    typed: text,
    alternatives: alternativesOf(synonymTable(healthcare), termsOf(text)),
    weight: 0,
  };
}

/**
 * A search of filter words alone ('part time austin') that few jobs meet: those jobs, then the
 * jobs meeting fewer of the filters read from the text, one more left out at a time, up to two
 * pages. With none meeting them all, what was left out to find any is named.
 */
async function facetsOnlyWidened(
  db: Db,
  filters: JobFilters,
  soft: Loosening[],
  page: number,
): Promise<JobSearchResult> {
  const most = 2 * JOB_PAGE_SIZE;
  const ids: number[] = [];
  let skipped: ReturnType<typeof stepTexts> = { gone: [], nearly: [] };
  let exact = 0;
  for (const step of [[], ...looserSteps(soft)]) {
    if (ids.length >= most) break;
    const looser = without(filters, step);
    const indexed = await filteredInIndex(db, looser, filters.now ?? new Date().toISOString());
    const found = (await filterJobs(db, looser, most, 0, indexed?.ids)).map((r) => r.id);
    const fresh = found.filter((id) => !ids.includes(id));
    if (ids.length === 0 && fresh.length > 0) skipped = stepTexts(step);
    if (step.length === 0) exact = fresh.length;
    ids.push(...fresh.slice(0, most - ids.length));
  }
  const shown = ids.slice(page * JOB_PAGE_SIZE, (page + 1) * JOB_PAGE_SIZE);
  const jobs = (await jobCards(db, shown)).map(toCard);
  return {
    jobs,
    page,
    pageSize: JOB_PAGE_SIZE,
    total: ids.length,
    ...(skipped.gone.length > 0 ? { unmatchedWords: namedAsWritten(skipped.gone) } : {}),
    ...(skipped.nearly.length > 0 ? { nearlyMet: skipped.nearly } : {}),
    ...(ids.length > exact ? { exactTotal: exact } : {}),
  };
}

/** Words left out, as the page names them: each once, C# and C++ as written. */
const namedAsWritten = (words: readonly string[]) => [...new Set(words.map(writeSymbolWords))];

/**
 * A country given by its two-letter code, as a place chosen from the location list gives it
 * ('US'), is searched by its name, as jobs state theirs.
 */
const countryFilter = (country: string | undefined) =>
  country && countryName(queryCatalogues(), country);

/**
 * Job search (relevance, then recency; stable paging) and the typeahead, on either database.
 * `clock` gives the time a search runs at: which jobs have expired, and how fresh each one is.
 */
export function createJobSearch(
  db: Db,
  clock: () => Date = () => new Date(),
): JobsPort & {
  cards(ids: number[]): Promise<JobCard[]>;
  search(criteria: JobSearchCriteria): Promise<JobSearchResult>;
  suggest(
    text: string,
    healthcare: boolean,
  ): Promise<{ items: SearchSuggestion[]; more: boolean; all: SearchSuggestion[] }>;
} {
  return {
    async search(criteria: JobSearchCriteria): Promise<JobSearchResult> {
      const page = criteria.page ?? 0;
      const now = clock().toISOString();
      const filters: JobFilters = {
        jobTitle: criteria.jobTitle,
        skills: criteria.skills,
        city: criteria.city,
        state: criteria.state,
        country: countryFilter(criteria.country),
        remote: criteria.remote,
        easyApply: criteria.easyApply,
        healthcare: criteria['is-healthcare'],
        workMode: criteria.workMode,
        employmentType: criteria.employmentType,
        experienceLevel: criteria.experienceLevel,
        workFacts: criteria.workFacts,
        shiftTime: criteria.shiftTime,
        contractWeeks: criteria.contractWeeks,
        payMinHourly:
          criteria.payMin === undefined
            ? undefined
            : dollarsAnHour(
                criteria.payMin,
                criteria.payPeriod ?? 'HR',
                criteria.payCurrency ?? 'USD',
              ),
        now,
        // Only for a signed-in candidate's search, whose holdings the page filled in.
        held: criteria.qualified ? criteria.held : undefined,
      };
      const text = typedTextOf(criteria) ?? '';
      const healthcare = criteria['is-healthcare'] ?? false;
      const plan = planQuery(
        text,
        await vocabularyOf(db),
        synonymTable(healthcare),
        // The words of a need read from the text speak of it, not of the job.
        noiseWords(
          healthcare,
          criteria.fromText?.some((read) => read.facet === 'workFacts')
            ? topicWordsOf(criteria.workFacts ?? [])
            : [],
        ),
        { correct: !criteria.asTyped },
      );

      // Words no job holds at all beside filters read from the text ('adjustments for dyspraxia'):
      // the filters list their jobs, and the words are named as left out.
      const unknown =
        (criteria.fromText?.length ?? 0) > 0 && plan.concepts.every((c) => c.weight === 0)
          ? plan.concepts.map((c) => c.typed)
          : [];
      const naming = (result: JobSearchResult): JobSearchResult =>
        unknown.length === 0
          ? result
          : {
              ...result,
              unmatchedWords: namedAsWritten([...unknown, ...(result.unmatchedWords ?? [])]),
            };
      if (plan.concepts.length === 0 || unknown.length > 0) {
        // Facet words typed alone ("remote") narrow the list rather than rank it.
        const narrowed = { ...filters, ...plan.boosts };
        // Filters the word index holds ('part time seattle') find their jobs there at once, where
        // reading jobs newest first would go through most of them; a list of more than
        // COUNT_LIMIT is of the newest, as a search with words is.
        const indexed = await filteredInIndex(db, narrowed, now);
        const counted = indexed
          ? indexed.ids.length + (indexed.more ? 1 : 0)
          : await countOpenJobs(db, narrowed, COUNT_LIMIT + 1);
        const soft = softFilters(criteria);
        if (counted < JOB_PAGE_SIZE && soft.length > 0)
          return naming(await facetsOnlyWidened(db, narrowed, soft, page));
        const offset = page * JOB_PAGE_SIZE;
        const ids = (await filterJobs(db, narrowed, JOB_PAGE_SIZE, offset, indexed?.ids)).map(
          (r) => r.id,
        );
        const jobs = (await jobCards(db, ids)).map(toCard);
        return naming({
          jobs,
          page,
          pageSize: JOB_PAGE_SIZE,
          ...totalOf(counted),
          ...(counted === 0 && soft.length === 0 ? { filtersMatchNothing: true } : {}),
        });
      }

      const textSearch = {
        concepts: plan.concepts,
        filters,
        boosts: plan.boosts,
        hints: (criteria.titleHints ?? []).map((hint) => hintOf(hint, healthcare)),
        soft: softFilters(criteria),
        placeCountry: criteria.placeCountry,
        sort: criteria.sort ?? 'relevance',
        offset: page * JOB_PAGE_SIZE,
        limit: JOB_PAGE_SIZE,
        now,
      };
      const ranked = await rankedPage(db, textSearch);
      const jobs = (await jobCards(db, ranked.ids)).map(toCard);
      return {
        jobs,
        page,
        pageSize: JOB_PAGE_SIZE,
        ...totalOf(ranked.counted),
        // A correction is shown when the jobs listed hold a corrected word.
        ...(plan.correctedQuery && ranked.counted > 0 && ranked.used.some((c) => c.guessed)
          ? { correctedQuery: plan.correctedQuery }
          : {}),
        ...(ranked.unmatched.length > 0
          ? { unmatchedWords: namedAsWritten(ranked.unmatched) }
          : {}),
        ...(ranked.nearly.length > 0 ? { nearlyMet: ranked.nearly } : {}),
        ...(ranked.exact !== undefined ? { exactTotal: ranked.exact } : {}),
        ...(ranked.none ? { filtersMatchNothing: true } : {}),
        ...(ranked.nearbyFirst ? { nearbyFirst: ranked.nearbyFirst } : {}),
        matchedTerms: matchedWords(ranked.used, jobs),
      };
    },

    async cards(ids: number[]): Promise<JobCard[]> {
      return (await jobCards(db, ids)).map(toCard);
    },

    async find(id: number): Promise<JobDetail | null> {
      const [row] = await jobCards(db, [id]);
      return row && row.job.status === 'open' ? toDetail(row) : null;
    },

    async suggest(text: string, healthcare: boolean) {
      // A lone abbreviation (RN, SWE…) also suggests what it stands for, and a misspelt word what
      // the search corrects it to.
      const words = wordsOf(text, 2);
      const phrases =
        words.length === 1
          ? alternativesOf(synonymTable(healthcare), [termOf(words[0] as string)]).slice(1)
          : [];
      const found = await Promise.all(
        [text, ...phrases.map((p) => p.join(' '))].map((t) =>
          findSuggestions(db, t, { healthcare, limit: SUGGESTIONS_SHOWN + 1 }),
        ),
      );
      // Nothing for the text as typed: what the search would read it as ('plumbr' as plumber).
      if (found.every((list) => list.length === 0)) {
        const { correctedQuery } = planQuery(
          text,
          await vocabularyOf(db),
          synonymTable(healthcare),
        );
        if (correctedQuery)
          found.push(
            await findSuggestions(db, correctedQuery, {
              healthcare,
              limit: SUGGESTIONS_SHOWN + 1,
            }),
          );
      }
      const rows = found.flat().sort((a, b) => b.job_count - a.job_count);
      return suggestionList(
        rows.map((r) =>
          r.type === 'S'
            ? {
                name: r.name,
                type: 'S' as const,
                id: r.skill_id ?? undefined,
                yearsRange: r.years_range ?? undefined,
              }
            : { name: r.name, type: 'T' as const },
        ),
      );
    },
  };
}

export type JobSearch = ReturnType<typeof createJobSearch>;
