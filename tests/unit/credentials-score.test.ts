import { describe, expect, it } from 'vitest';
import {
  credentialsFit,
  type JobFacts,
  scoreJob,
} from '../../server/services/recommendations/score.ts';
import { shiftFacts } from '../../src/shared/shifts.ts';

const job: JobFacts = {
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  countryCode: 'US',
  workMode: 'O',
  skillCount: 2,
  matched: [
    { candidateYears: 3, minYears: 1, maxYears: 5 },
    { candidateYears: 3, minYears: 1, maxYears: 5 },
  ],
};
const here = { city: 'Austin', state: 'Texas', countryCode: 'US' };

describe('the match score with credentials', () => {
  it('counts a preferred credential half as much as a required one', () => {
    expect(credentialsFit([])).toBe(1);
    expect(
      credentialsFit([
        { required: true, held: true },
        { required: true, held: false },
        { required: false, held: true },
      ]),
    ).toBeCloseTo(1.5 / 2.5);
  });

  it('leaves jobs that ask for no credentials as they were scored', () => {
    expect(scoreJob(here, job)).toEqual({ score: 100, reason: '2 of 2 skills, in Austin' });
    expect(scoreJob(here, { ...job, credentials: [] })).toEqual(scoreJob(here, job));
  });

  it('scores a job lower the fewer of its credentials the candidate holds, and says how many', () => {
    const all = scoreJob(here, {
      ...job,
      credentials: [
        { required: true, held: true },
        { required: true, held: true },
      ],
    });
    const half = scoreJob(here, {
      ...job,
      credentials: [
        { required: true, held: true },
        { required: true, held: false },
      ],
    });
    expect(all).toEqual({ score: 100, reason: '2 of 2 skills, 2 of 2 credentials, in Austin' });
    expect(half).toEqual({ score: 90, reason: '2 of 2 skills, 1 of 2 credentials, in Austin' });
  });
});

describe('shift facts', () => {
  it('read as a few words each', () => {
    expect(
      shiftFacts({
        engagement: 'TR',
        shiftHours: 12,
        shiftTime: 'N',
        startDate: '2027-01-04',
        weeklyHours: 36,
        contractWeeks: 13,
      }),
    ).toEqual(['Travel', '13 weeks', '12-hour nights', '36 h a week', 'Starts Jan 04, 2027']);
    expect(
      shiftFacts({
        engagement: 'PD',
        shiftHours: null,
        shiftTime: 'D',
        startDate: null,
        weeklyHours: null,
        contractWeeks: null,
      }),
    ).toEqual(['Per diem', 'Days']);
  });
});
