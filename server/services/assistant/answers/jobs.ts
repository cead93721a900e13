import { EMPLOYMENT_TYPES, WORK_MODES } from '../../../../src/shared/code-tables.ts';
import {
  JOB_PAGE_SIZE,
  type JobCard,
  type JobSearchResult,
} from '../../../../src/shared/dto/job.ts';
import { termsOf } from '../../../db/repositories/search-text.ts';
import { isRoleWord } from '../../search/roles.ts';
import { type Action, card, link, message, option, type Reply } from '../reply.ts';
import { criteriaOf, describeSearch, searchCriteria } from '../search-criteria.ts';
import { anyKindOf, asAsked, isEmpty, type SearchState, searchShown } from '../search-state.ts';
import { type AnswerDeps, type Asker, findJobsPath, jobPath, searchJobs } from './context.ts';
import { closeOnly, foundText, moreText, wordsOf } from './found-text.ts';

/** At most this many job cards in one answer (spec 9). */
export const CARDS_SHOWN = 4;

export const toChatCard = (job: JobCard) => ({
  id: job.id,
  jobTitle: job.jobTitle,
  country: job.country,
  city: job.city,
  state: job.state,
  establishmentName: job.establishmentName,
  jobType: [EMPLOYMENT_TYPES[job.employmentType], WORK_MODES[job.workMode]],
});

export const jobCards = (asker: Asker, jobs: JobCard[]): Action[] =>
  jobs.slice(0, CARDS_SHOWN).map((job) => card(jobPath(asker, job.id), toChatCard(job)));

/** A job search answer, and the search a follow-up builds on (null when none was run). */
export interface JobAnswer {
  reply: Reply;
  state: SearchState | null;
}

/** The place filters, widest last: as asked, its state or country, then anywhere. */
function placeSteps(state: SearchState): SearchState[] {
  const { place, ...rest } = state;
  if (!place) return [state];
  const steps: SearchState[] = [state];
  if (place.city && place.state)
    steps.push({ ...rest, place: { state: place.state, label: place.state } });
  if (place.city && place.country && !place.state)
    steps.push({ ...rest, place: { country: place.country, label: place.country } });
  steps.push(rest);
  return steps;
}

/** The search as the results page runs it for the same link. */
async function run(deps: AnswerDeps, state: SearchState, page = 0) {
  const params = criteriaOf(state);
  const result: JobSearchResult = await searchJobs(deps, {
    ...searchCriteria(params),
    ...(page > 0 ? { page } : {}),
    keepKind: true,
  });
  return { params, result };
}

/** The cards of the jobs `from`.. of a search, with 'View All Jobs' when there are more. */
function cardsFrom(
  asker: Asker,
  result: JobSearchResult,
  params: Record<string, string>,
  from: number,
): { actions: Action[]; shown: number } {
  const start = from % JOB_PAGE_SIZE;
  const jobs = result.jobs.slice(start, start + CARDS_SHOWN);
  const actions = jobCards(asker, jobs);
  const shown = from + jobs.length;
  // 'Show more' builds on the conversation: a chat that keeps none is not offered it.
  if (result.total > shown && asker.remembered !== false) actions.push(option('Show more'));
  if (result.total > jobs.length) actions.push(link(findJobsPath(asker, params), 'View All Jobs'));
  return { actions, shown };
}

/** Asks what to search for when a request names nothing to search by. */
export const askWhat = (asker: Asker, lead = ''): Reply => ({
  answer: [
    message(
      `${lead}What kind of work are you looking for, and where? Tell me a job title, skill or field and a place, for example "nursing jobs in Austin" or "remote developer jobs".`,
    ),
  ],
  actions: [
    option('Remote jobs'),
    option('Warehouse jobs'),
    link(findJobsPath(asker, {}), 'Find Jobs'),
  ],
});

/**
 * Runs the search a question asks for and answers with up to four cards and 'View All Jobs',
 * both from the same search the results page runs for that link. With nothing in the place
 * named, the search widens to its state or country and then to everywhere, and says so.
 */
export async function answerSearch(
  deps: AnswerDeps,
  asker: Asker,
  asked: SearchState,
  { unknownPlace, lead = '' }: { unknownPlace?: string; lead?: string } = {},
): Promise<JobAnswer> {
  const state: SearchState = { ...asAsked(asked), shown: 0 };
  if (isEmpty(state) && !unknownPlace) return { reply: askWhat(asker, lead), state: null };
  // A work mode or contract asked for is gone without, in each place, before the words naming
  // the role are: remote barista jobs are none, the baristas are there. Remote work is done from
  // anywhere, so it is looked for everywhere first.
  const kinded = Boolean(state.workMode || state.employmentType);
  const places = placeSteps(state).map((step) => ({ step, anyKind: false }));
  const kindless = places.map(({ step }) => ({ step: anyKindOf(step), anyKind: true }));
  const steps = !kinded
    ? places
    : state.workMode === 'R'
      ? [...places, ...kindless]
      : places.flatMap((place, i) => [place, kindless[i] ?? place]);
  let partly: { step: SearchState; anyKind: boolean; found: Ran } | undefined;
  for (const { step, anyKind } of steps) {
    const found = await run(deps, step);
    if (found.result.total === 0) continue;
    // Jobs without the words naming the role, or close to it only, are no answer while a wider
    // place may have the role itself.
    if (dropsWords(found.result, step) || closeOnly(found.result)) {
      // Of the answers that meet part of it, the first that keeps the role ('forklift operator
      // jobs everywhere', without 'nights') over one that goes without it ('night jobs in Ohio').
      if (!partly || (dropsRole(partly.found.result) && !dropsRole(found.result)))
        partly = { step, anyKind, found };
      continue;
    }
    return answerFound(asker, { state, step, anyKind, found, unknownPlace, lead });
  }
  if (partly) return answerFound(asker, { state, ...partly, unknownPlace, lead });
  return {
    state,
    reply: {
      answer: [
        message(
          `${lead}${
            unknownPlace
              ? `I couldn't find a place called ${unknownPlace}, and there are no open ${describeSearch(state)} anywhere right now.`
              : `I couldn't find any open ${describeSearch(state)} right now.`
          } Try other words, a related title or fewer filters.`,
        ),
      ],
      actions: [link(findJobsPath(asker, {}), 'Find Jobs')],
    },
  };
}

type Ran = Awaited<ReturnType<typeof run>>;

/** Whether the jobs found go without some of the words naming the role ('barista'). */
function dropsWords(result: JobSearchResult, step: SearchState): boolean {
  const words = new Set(wordsOf(step.keywords));
  return (result.unmatchedWords ?? []).some((typed) => wordsOf(typed).some((w) => words.has(w)));
}

/** Whether the jobs found go without a word that names a role ('operator' of 'forklift operator'). */
const dropsRole = (result: JobSearchResult) =>
  (result.unmatchedWords ?? []).some((typed) => termsOf(typed).some(isRoleWord));

/** The answer for the jobs a step of the search found. */
function answerFound(
  asker: Asker,
  found: {
    state: SearchState;
    step: SearchState;
    anyKind: boolean;
    found: Ran;
    unknownPlace?: string;
    lead: string;
  },
): JobAnswer {
  const { state, step, anyKind, unknownPlace, lead } = found;
  const { params, result } = found.found;
  const text = `${lead}${foundText(state, step, result, unknownPlace)}`;
  const { actions, shown } = cardsFrom(asker, result, params, 0);
  const widened = step.place?.label !== state.place?.label ? { widened: step.place ?? null } : {};
  return {
    state: { ...state, shown, ...widened, ...(anyKind ? { anyKind } : {}) },
    reply: { answer: [message(text)], actions },
  };
}

/** 'Show more': the next cards of the conversation's last search. */
export async function answerMore(
  deps: AnswerDeps,
  asker: Asker,
  last: SearchState,
): Promise<JobAnswer> {
  const from = last.shown ?? 0;
  const shownSearch = searchShown(last);
  const { params, result } = await run(deps, shownSearch, Math.floor(from / JOB_PAGE_SIZE));
  const what = describeSearch(shownSearch);
  if (from >= result.total) {
    return {
      state: last,
      reply: {
        answer: [
          message(
            result.total === 0
              ? `There are no ${what} open right now.`
              : `That's all of them: there are no more ${what} to show.`,
          ),
        ],
        actions: result.total > 0 ? [link(findJobsPath(asker, params), 'View All Jobs')] : [],
      },
    };
  }
  const { actions, shown } = cardsFrom(asker, result, params, from);
  return {
    state: { ...last, shown },
    reply: {
      answer: [message(moreText(shownSearch, result, from, shown))],
      actions,
    },
  };
}
