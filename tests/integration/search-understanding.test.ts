import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidateSkills } from '../../server/db/repositories/candidate-skills.ts';
import { newMatchingJobs } from '../../server/services/alerts/new-jobs.ts';
import { createRecommendations } from '../../server/services/recommendations/index.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import type { JobSearchResult } from '../../src/shared/dto/job.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { firstEnterprise, publishJob, seedJobs } from '../support/jobs.ts';

let t: TestApp;
let houston: number;
let boston: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedJobs(t, 40);
  const { id } = await firstEnterprise(t);
  houston = await publishJob(t, id, {
    title: 'Zephyrologist',
    description: 'Reads the winds over the bay for a shipping company.',
    city: 'Houston',
    state: 'Texas',
    workMode: 'R',
    easyApply: true,
  });
  boston = await publishJob(t, id, {
    title: 'Zephyrologist',
    description: 'Reads the winds over the harbour; works with the Houston office.',
  });
});
afterAll(() => t.destroy());

async function search(query: string): Promise<JobSearchResult> {
  const res = await t.app.request(`/public/api/v1/jobs/search?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()).responsePayload;
}
const ids = (result: JobSearchResult) => result.jobs.map((job) => job.id).sort();

describe('job search through query understanding', () => {
  it('searches the place it recognises in the text, and the rest as keywords', async () => {
    const result = await search('searchBar=zephyrologist%20houston');
    expect(result.understood).toMatchObject({
      keywords: 'zephyrologist',
      place: { city: 'Houston', state: 'Texas', label: 'Houston, TX' },
      recognised: [{ text: 'houston', facet: 'place' }],
    });
    // The job in the place comes first; the same role elsewhere follows, said apart.
    expect(result.jobs.map((job) => job.id)).toEqual([houston, boston]);
    expect(result.exactTotal).toBe(1);
    // The chip removed: the text without the place finds both, alike.
    const both = await search('searchBar=zephyrologist');
    expect(ids(both)).toEqual([houston, boston].sort());
    expect(both.exactTotal).toBeUndefined();
  });

  it('counts as meeting everything only the jobs listed before the similar ones', async () => {
    const { id } = await firstEnterprise(t);
    const post = (fields: Record<string, unknown> & { title: string }) =>
      publishJob(t, id, {
        description: 'Cuts and shapes pens for the workshop.',
        city: 'Boise',
        state: 'Idaho',
        ...fields,
      });
    const wellPaid = await post({ title: 'Quillwright', payMin: 50, payPeriod: 'HR' });
    const lessPaid = await post({ title: 'Quillwright', payMin: 20, payPeriod: 'HR' });
    // Every word and the pay, but only in passing: it ranks after the quillwright paying less.
    const mentioned = await post({
      title: 'Archive Clerk',
      description: 'Files the papers of the quillwright workshop.',
      payMin: 60,
      payPeriod: 'HR',
    });
    const result = await search('searchBar=quillwright%20%2440%2Fhr');
    const listed = result.jobs.map((job) => job.id);
    expect(listed.slice(0, 2)).toEqual([wellPaid, lessPaid]);
    expect(listed).toContain(mentioned);
    expect(result.exactTotal).toBe(1);
    // No barista works remotely: Remote location ticked lists none, not the remote jobs of a
    // related role's word (a server, of servers and systems).
    await post({ title: 'Barista', description: 'Makes coffee at the counter all day.' });
    await post({
      title: 'Server Support Engineer',
      description: 'Keeps the servers up and running.',
      workMode: 'R',
    });
    const remote = await search('keyword=barista&remote=true');
    expect([remote.total, remote.jobs]).toEqual([0, []]);
  });

  it('keeps a place chosen in the panel as a filter', async () => {
    const result = await search('searchBar=zephyrologist&city=Houston&state=Texas');
    expect(ids(result)).toEqual([houston]);
    expect(result.exactTotal).toBeUndefined();
  });

  it('names the place it went without when the role is nowhere there', async () => {
    const result = await search('searchBar=zephyrologist%20denver');
    expect(result.unmatchedWords).toEqual(['Denver, CO']);
    expect(ids(result)).toEqual([houston, boston].sort());
  });

  it('reads the keyword parameter the same way, with a state code', async () => {
    const result = await search('keyword=zephyrologist%20tx');
    expect(result.understood?.place).toEqual({ state: 'Texas', label: 'Texas' });
    expect(result.jobs.map((job) => job.id)).toEqual([houston, boston]);
    expect(result.exactTotal).toBe(1);
  });

  it('reports every facet it recognised for the chips', async () => {
    const text = 'senior part time zephyrologist houston $40/hr remote easy apply';
    const { understood } = await search(`searchBar=${encodeURIComponent(text)}`);
    expect(understood).toMatchObject({
      keywords: 'zephyrologist',
      experienceLevel: 'ML',
      employmentType: 'PT',
      workMode: 'R',
      easyApply: true,
      payFloor: { amount: 40, period: 'HR', label: '$40+ an hour' },
      place: { label: 'Houston, TX' },
    });
    expect(understood?.recognised.map((r) => r.text)).toEqual([
      'senior',
      'part time',
      'houston',
      '$40/hr',
      'remote',
      'easy apply',
    ]);
  });

  it('lists jobs paying a little under a pay floor before those paying far less', async () => {
    const { id } = await firstEnterprise(t);
    const paying = async (hourly: number) =>
      publishJob(t, id, {
        title: 'Anemometrist',
        description: 'Calibrates wind gauges.',
        payMin: hourly,
        payPeriod: 'HR',
      });
    // Posted so that the newest, listed first among equals, pays far less.
    const near = await paying(36);
    const far = await paying(25);
    const met = await paying(45);
    const result = await search(`searchBar=${encodeURIComponent('anemometrist $40/hr')}`);
    expect(result.jobs.map((job) => job.id)).toEqual([met, near, far]);
    expect(result.exactTotal).toBe(1);
  });

  it('lets an explicit facet win over the text, whose words then stay keywords', async () => {
    const result = await search('searchBar=zephyrologist%20houston&city=Boston');
    expect(result.understood?.place).toBeUndefined();
    expect(result.understood?.keywords).toBe('zephyrologist houston');
    expect(ids(result)).toEqual([boston]);
    const remote = await search('searchBar=zephyrologist%20remote&remote=false');
    expect(remote.understood?.workMode).toBeUndefined();
    expect(remote.understood?.keywords).toBe('zephyrologist remote');
  });

  it('names a place it does not know and searches the rest', async () => {
    const result = await search('searchBar=zephyrologist%20in%20Atlantiss');
    expect(result.understood).toMatchObject({
      keywords: 'zephyrologist',
      unknownPlace: 'Atlantiss',
    });
    expect(result.understood?.place).toBeUndefined();
    expect(ids(result)).toEqual([houston, boston].sort());
  });

  it('answers hostile text with results, never an error', async () => {
    for (const text of [
      'x'.repeat(10_000),
      '%F0%9F%92%BC houston',
      '"; DROP TABLE jobs; --',
      ',,,',
    ]) {
      const result = await search(`searchBar=${encodeURIComponent(text)}`);
      expect(result.understood).toBeDefined();
    }
  });

  it('has no understanding to report when nothing was typed', async () => {
    expect((await search('remote=true')).understood).toBeUndefined();
  });
});

describe('typeahead and alerts through query understanding', () => {
  it('suggests for the keywords alone', async () => {
    const res = await t.app.request(
      '/public/api/v1/candidates/search?keyword=zephyrologist%20houston',
    );
    const names = (await res.json()).responsePayload.map((s: { name: string }) => s.name);
    expect(names).toContain('Zephyrologist');
    const engine = createJobSearch(t.db);
    expect((await engine.suggest('zephyrologist houston', false)).all).toEqual([]);
    const placeOnly = await t.app.request('/public/api/v1/candidates/search?keyword=houston');
    expect((await placeOnly.json()).responsePayload).toEqual([]);
  });

  it("finds a saved search's new jobs as the search box would", async () => {
    const found = await newMatchingJobs(
      createJobSearch(t.db),
      { keyword: 'zephyrologist houston' },
      '2000-01-01T00:00:00.000Z',
      '2999-01-01T00:00:00.000Z',
      10,
    );
    expect(found.map((job) => job.id)).toEqual([houston]);
  });

  it("finds a saved 'near me' search's new jobs where its candidate lives", async () => {
    const near = (home?: { city: string; state: string; country: string }) =>
      newMatchingJobs(
        createJobSearch(t.db),
        { keyword: 'zephyrologist near me' },
        '2000-01-01T00:00:00.000Z',
        '2999-01-01T00:00:00.000Z',
        10,
        home,
      );
    const houstonian = await near({ city: 'Houston', state: 'Texas', country: 'US' });
    expect(houstonian.map((job) => job.id)).toEqual([houston]);
    expect((await near()).map((job) => job.id).toSorted()).toEqual([houston, boston].toSorted());
  });
});

describe('match scores on result cards', () => {
  it('scores a page of results as the recommendations score the same jobs', async () => {
    const { candidate } = await t.signUpCandidate('Noor', {
      city: 'Boston',
      state: 'Massachusetts',
      region: 'US',
    });
    await insertCandidateSkills(t.db, [
      { candidate_id: candidate.id, skill_id: 2005, years_of_experience: 4 },
      { candidate_id: candidate.id, skill_id: 2001, years_of_experience: 1 },
    ]);
    const { id } = await firstEnterprise(t);
    const skilled = await publishJob(t, id, {
      title: 'Zephyr data analyst',
      description: 'Charts the winds over the harbour for the weather desk.',
      skills: [2005, 2001, 2002].map((skill) => ({ id: skill, minYears: 2, maxYears: 6 })),
    });
    const recommendations = createRecommendations(t.db, createJobSearch(t.db));
    const fits = await recommendations.scores(candidate.id, [skilled, houston]);
    const listed = (await recommendations.page(candidate.id, 0)).jobs.find((j) => j.id === skilled);
    expect(fits[skilled]).toEqual({
      matchScore: listed?.matchScore,
      matchReason: listed?.matchReason,
    });
    expect(fits[skilled]?.matchReason).toBe('2 of 3 skills, in Boston');
    // A job that names no skills gets no score, and a candidate without skills none at all.
    expect(fits[houston]).toBeUndefined();
    const other = await t.signUpCandidate('Ike');
    expect(await recommendations.scores(other.candidate.id, [skilled])).toEqual({});
  });
});
