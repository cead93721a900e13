import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
