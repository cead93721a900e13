import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeJob } from '../../server/db/repositories/enterprise-api.ts';
import { refreshJobIndex } from '../../server/db/repositories/search-index.ts';
import { completeWord } from '../../server/db/repositories/suggestions.ts';
import { catalogue } from '../../server/db/seed/catalogue-data.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { createJobSearch, type JobSearch } from '../../server/services/search/jobs.ts';
import { searchTerms } from '../../src/shared/search-terms.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let t: TestDb;
let search: JobSearch;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db);
  search = createJobSearch(t.db);
});
afterAll(() => t.destroy());

const healthcareNames = new Set(
  [...catalogue.skills, ...catalogue.jobTitles.map((j) => ({ name: j.title, sector: j.sector }))]
    .filter((e) => e.sector === 'healthcare')
    .map((e) => e.name),
);

describe('typeahead (contract, both databases)', () => {
  it("suggests titles and skills for 'nur' before the word is finished", async () => {
    const { items, all } = await search.suggest('nur', false);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(all.length).toBeLessThanOrEqual(6);
    const titles = all.filter((s) => s.type === 'T').map((s) => s.name);
    const skills = all.filter((s) => s.type === 'S');
    expect(titles.some((name) => /nurse/i.test(name))).toBe(true);
    expect(skills.length).toBeGreaterThan(0);
    for (const skill of skills) {
      expect(skill.id).toBeGreaterThan(0);
      expect(skill.yearsRange).toMatch(/^\d+-\d+$/);
    }
    for (const s of all) expect(searchTerms(s.name).some((w) => w.startsWith('nur'))).toBe(true);
  });

  it('ignores case and accents and matches every word typed', async () => {
    expect((await search.suggest('NUR', false)).all).toEqual(
      (await search.suggest('nur', false)).all,
    );
    const titles = await t.db
      .selectFrom('search_suggestions')
      .select('name')
      .where('type', '=', 'T')
      .execute();
    const title = titles.find((x) => searchTerms(x.name).length === 2);
    const words = searchTerms(title?.name ?? '');
    const typed = words.map((w) => w.slice(0, 3)).join(' ');
    const found = (await search.suggest(typed, false)).all;
    expect(found.map((x) => x.name)).toContain(title?.name);
    for (const x of found) {
      for (const w of typed.split(' '))
        expect(searchTerms(x.name).some((n) => n.startsWith(w))).toBe(true);
    }
  });

  it('keeps to healthcare for flavour H', async () => {
    const { all } = await search.suggest('a', true);
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) expect(healthcareNames.has(s.name), s.name).toBe(true);
  });

  it('answers hostile text with suggestions or nothing, never an error', async () => {
    for (const text of [
      '"',
      '*',
      'NEAR',
      ':',
      '-',
      "' OR 1=1 --",
      'nur"*',
      'x'.repeat(10_240),
      '\u0000\uffff𝔘',
      '',
    ]) {
      await expect(search.suggest(text, false)).resolves.toBeDefined();
    }
    expect((await search.suggest('', false)).all).toEqual([]);
  });
});

describe('job search (contract, both databases)', () => {
  it('finds jobs by keyword prefix, best match first', async () => {
    const result = await search.search({ keyword: 'nurs', skills: [] });
    expect(result.total).toBeGreaterThan(0);
    expect(result.jobs.length).toBeLessThanOrEqual(result.pageSize);
    expect(result.jobs.some((job) => /nurs/i.test(job.jobTitle))).toBe(true);
  });

  it('pages stably: same order every time, pages do not overlap', async () => {
    const first = await search.search({ keyword: 'care', skills: [], page: 0 });
    const again = await search.search({ keyword: 'care', skills: [], page: 0 });
    const second = await search.search({ keyword: 'care', skills: [], page: 1 });
    expect(again.jobs.map((j) => j.id)).toEqual(first.jobs.map((j) => j.id));
    const overlap = second.jobs.filter((j) => first.jobs.some((f) => f.id === j.id));
    expect(overlap).toEqual([]);
  });

  it('lists newest first without a keyword', async () => {
    const { jobs, total } = await search.search({ skills: [] });
    expect(total).toBeGreaterThan(1000);
    const times = jobs.map((j) => j.postedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("filters by 'Remote location', 'Easy Apply Only', place and skill", async () => {
    const remote = await search.search({ skills: [], remote: true, easyApply: true });
    expect(remote.total).toBeGreaterThan(0);
    for (const job of remote.jobs) expect([job.workMode, job.easyApply]).toEqual(['R', true]);
    const [sample] = (await search.search({ skills: [] })).jobs;
    const inCity = await search.search({ skills: [], city: sample?.city.toUpperCase() });
    for (const job of inCity.jobs) expect(job.city).toBe(sample?.city);
    const skill = sample?.skills[0]?.id ?? 0;
    const withSkill = await search.search({ skills: [skill] });
    for (const job of withSkill.jobs) expect(job.skills.map((s) => s.id)).toContain(skill);
  });

  it('answers hostile criteria with results or an empty list', async () => {
    for (const keyword of [
      '"',
      '*',
      'NEAR(a b)',
      'title:nurse',
      '-nurse',
      "'; DROP TABLE jobs; --",
      '\u0000𝔘',
      'x'.repeat(10_240),
    ]) {
      const result = await search.search({ keyword, skills: [999_999_999] });
      expect(result.jobs).toEqual([]);
    }
    expect((await search.search({ skills: [] })).total).toBeGreaterThan(1000);
  });

  it('shows open jobs only; a closed one is not found', async () => {
    const closed = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'closed')
      .executeTakeFirstOrThrow();
    expect(await search.find(closed.id)).toBeNull();
    const open = (await search.search({ skills: [] })).jobs[0];
    const detail = await search.find(open?.id ?? 0);
    expect(detail?.description.length).toBeGreaterThan(100);
    expect(detail?.skills[0]).toMatchObject({
      minYears: expect.any(Number),
      maxYears: expect.any(Number),
    });
  });
});

describe('synonyms (contract, both databases)', () => {
  it('finds jobs by an abbreviation of their title', async () => {
    const titles = await t.db
      .selectFrom('search_suggestions')
      .select('name')
      .where('type', '=', 'T')
      .execute();
    const pairs: [string, string][] = [
      ['pm', 'project manager'],
      ['swe', 'software engineer'],
      ['rn', 'registered nurse'],
      ['cna', 'nursing assistant'],
      ['hr', 'human resources'],
    ];
    const [abbreviation, phrase] =
      pairs.find(([, p]) => titles.some((x) => x.name.toLowerCase().includes(p))) ?? [];
    expect(abbreviation, 'the demo data has a title for one of the synonyms').toBeDefined();
    const result = await search.search({ keyword: abbreviation, skills: [] });
    expect(result.total).toBeGreaterThan(0);
    expect(result.jobs.some((job) => job.jobTitle.toLowerCase().includes(phrase ?? '-'))).toBe(
      true,
    );
    const suggested = (await search.suggest(abbreviation ?? '', false)).all.map((s) =>
      s.name.toLowerCase(),
    );
    expect(suggested.some((name) => name.includes(phrase ?? '-'))).toBe(true);
  });
});

/** The words of a text as both indexes split plain prose: lower-case, letters and digits. */
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);

/** Every open job's words (title, skills and description), newest first. */
async function openJobWords() {
  const jobs = await t.db
    .selectFrom('jobs')
    .select(['id', 'title', 'description'])
    .where('status', '=', 'open')
    .orderBy('id', 'desc')
    .execute();
  const skills = await t.db
    .selectFrom('job_skills')
    .innerJoin('skills', 'skills.id', 'job_skills.skill_id')
    .select(['job_skills.job_id', 'skills.name'])
    .execute();
  const skillText = new Map<number, string>();
  for (const s of skills) skillText.set(s.job_id, `${skillText.get(s.job_id) ?? ''} ${s.name}`);
  return jobs.map((job) => ({
    id: job.id,
    words: new Set(wordsOf(`${job.title} ${skillText.get(job.id) ?? ''} ${job.description}`)),
  }));
}

/** Ids of the open jobs with the word or one of its completions, newest first. */
async function openMatches(jobs: Awaited<ReturnType<typeof openJobWords>>, word: string) {
  const terms = [word, ...(await completeWord(t.db, word))];
  return jobs.filter((job) => terms.some((term) => job.words.has(term))).map((job) => job.id);
}

/** Every job a keyword search lists, page by page. */
async function allListed(keyword: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const { jobs, total } = await search.search({ keyword, skills: [], page }, { synonyms: false });
    ids.push(...jobs.map((job) => job.id));
    if (jobs.length === 0 || ids.length >= total) return ids;
  }
}

describe('newest matches (contract, both databases)', () => {
  beforeAll(async () => {
    // A job far newer than the rest, so the search walks several id ranges to fill a result.
    const newest = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'open')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { id: _, ...copy } = newest;
    await t.db
      .insertInto('jobs')
      .values({ ...copy, id: 70_000 })
      .execute();
    await refreshJobIndex(t.db, [70_000]);
  });

  /** Words of open job titles, with how many open jobs match each, most matches first. */
  async function wordsByMatches() {
    const titles = await t.db
      .selectFrom('jobs')
      .select('title')
      .distinct()
      .where('status', '=', 'open')
      .execute();
    const words = [...new Set(titles.flatMap((x) => searchTerms(x.title)))].filter((w) =>
      /^[a-z]{4,}$/.test(w),
    );
    const jobs = await openJobWords();
    const counted = await Promise.all(
      words.map(async (word) => ({ word, matches: await openMatches(jobs, word) })),
    );
    return counted.sort((a, b) => b.matches.length - a.matches.length);
  }

  it('lists every open match of a word with fewer than 1,000, and only those', async () => {
    const rare = (await wordsByMatches()).find(
      (x) => x.matches.length > 20 && x.matches.length < 1000 && x.matches[0] === 70_000,
    );
    expect(rare, 'a title word of the newest job with 21 to 999 matches').toBeDefined();
    const listed = await allListed(rare?.word ?? '');
    expect(listed.length).toBe(rare?.matches.length);
    expect(new Set(listed)).toEqual(new Set(rare?.matches));
  });

  it('ranks within the newest 1,000 matches of a common word, and counts no more', async () => {
    const common = (await wordsByMatches()).find((x) => x.matches.length > 1000);
    expect(common, 'a title word with more than 1,000 matches').toBeDefined();
    const newest = new Set(common?.matches.slice(0, 1000));
    const { jobs, total } = await search.search(
      { keyword: common?.word ?? '', skills: [] },
      { synonyms: false },
    );
    expect(total).toBe(1000);
    for (const job of jobs) expect(newest.has(job.id), `job ${job.id}`).toBe(true);
  });

  it('drops a job from keyword search as it closes, and finds it again if it reopens', async () => {
    const job = await t.db
      .selectFrom('jobs')
      .select(['id', 'title'])
      .where('id', '=', 70_000)
      .executeTakeFirstOrThrow();
    const keyword = job.title;
    const ids = async () => (await allListed(keyword)).slice(0, 1000);
    expect(await ids()).toContain(job.id);
    await closeJob(t.db, job.id);
    expect(await ids()).not.toContain(job.id);
    await t.db.updateTable('jobs').set({ status: 'open' }).where('id', '=', job.id).execute();
    expect(await ids()).toContain(job.id);
  });
});
