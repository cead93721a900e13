import { describe, expect, it } from 'vitest';
import type { AnswerDeps } from '../../server/services/assistant/answers/context.ts';
import { answerSearch } from '../../server/services/assistant/answers/jobs.ts';
import { readJobRequest } from '../../server/services/assistant/job-request.ts';
import type { JobCard, JobSearchCriteria, JobSearchResult } from '../../src/shared/dto/job.ts';

const job = (id: number, jobTitle: string, city: string, state: string) =>
  ({
    id,
    jobTitle,
    city,
    state,
    country: 'United States of America',
    establishmentName: 'Wrenfield Health System',
    employmentType: 'FT',
    workMode: 'O',
  }) as JobCard;

/**
 * The engine's answers: nothing in Springfield, a close role alone in Massachusetts, the role
 * itself elsewhere (or, `closeEverywhere`, close roles alone there too).
 */
function engine(
  criteria: JobSearchCriteria,
  { closeEverywhere = false, withoutRole = false } = {},
): JobSearchResult {
  const page = { page: 0, pageSize: 20 };
  // Jobs in the city without the role's words ('night shift rn' in Phoenix: without 'rn').
  if (criteria.city && withoutRole)
    return {
      ...page,
      jobs: [job(5, 'Front Desk Agent', 'Springfield', 'Massachusetts')],
      total: 1,
      unmatchedWords: ['assistant'],
    };
  if (criteria.city) return { ...page, jobs: [], total: 0 };
  if (criteria.state)
    return {
      ...page,
      jobs: [job(1, 'Psychiatric Nurse', 'Lowell', 'Massachusetts')],
      total: 1,
      exactTotal: 0,
    };
  if (closeEverywhere)
    return {
      ...page,
      jobs: [job(4, 'Home Health Aide', 'Tyler', 'Texas')],
      total: 1,
      exactTotal: 0,
    };
  return {
    ...page,
    jobs: [
      job(2, 'Medical Assistant', 'New Orleans', 'Louisiana'),
      job(3, 'Medical Assistant', 'Boise', 'Idaho'),
    ],
    total: 2,
  };
}

/** The assistant's answer to 'medical assistant jobs in Springfield, MA' on the engine given. */
async function answerOf(options: Parameters<typeof engine>[1] = {}) {
  const deps = {
    jobs: { search: async (c: JobSearchCriteria) => engine(c, options) },
  } as unknown as AnswerDeps;
  const { state } = readJobRequest('medical assistant jobs in Springfield, MA');
  const { reply } = await answerSearch(deps, { candidateId: null, firstName: null }, state);
  const titles = reply.actions
    .filter((a) => a.type === 'card')
    .map((a) => (JSON.parse(a.button_caption) as { jobTitle: string }).jobTitle);
  return { text: reply.answer.find((a) => a.type === 'message')?.text, titles };
}

const EVERYWHERE =
  "I couldn't find medical assistant jobs in Springfield, MA, so here are those everywhere: I found 2 jobs.";

describe('a job search answer', () => {
  it('looks further for the role itself when the place has only roles close to it', async () => {
    expect(await answerOf()).toEqual({
      text: EVERYWHERE,
      titles: ['Medical Assistant', 'Medical Assistant'],
    });
  });

  it('looks further for the role when the jobs in the city go without its words', async () => {
    expect((await answerOf({ withoutRole: true })).text).toBe(EVERYWHERE);
  });

  it('says the jobs are close to what was asked when no place has it', async () => {
    expect((await answerOf({ closeEverywhere: true })).text).toBe(
      "I couldn't find medical assistant jobs in Springfield, MA, so here are jobs close to them in Massachusetts: I found one job that meets part of what you asked.",
    );
  });
});
