import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPostgres } from '../../server/db/dialect.ts';
import { rebuildTextIndex } from '../../server/db/migrations/0031-phrase-pairs.ts';
import { symbolWords } from '../../server/db/migrations/0040-symbol-words.ts';
import { closeJob } from '../../server/db/repositories/enterprise-api.ts';
import { filterShares } from '../../server/db/repositories/filter-shares.ts';
import {
  facetInBlock,
  ID_BLOCK_BITS,
  idBlockTerm,
} from '../../server/db/repositories/id-blocks.ts';
import { rankMatches } from '../../server/db/repositories/job-match.ts';
import type { JobFilters } from '../../server/db/repositories/job-search.ts';
import {
  countMatches,
  idsOf as indexedIds,
  newestMatchIds,
} from '../../server/db/repositories/match-count.ts';
import { documentsOf } from '../../server/db/repositories/search-documents.ts';
import { readVocabulary, writeDocuments } from '../../server/db/repositories/search-index.ts';
import { refreshJobIndex } from '../../server/db/repositories/search-refresh.ts';
import { termOf, termsOf } from '../../server/db/repositories/search-text.ts';
import { WORD_INDEX_HALVES, wordIndexName } from '../../server/db/repositories/word-index.ts';
import { catalogue } from '../../server/db/seed/catalogue-data.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { jobInputSchema, publishJobs, toJobRow } from '../../server/services/enterprise/jobs.ts';
import { createJobSearch, type JobSearch } from '../../server/services/search/jobs.ts';
import { withUnderstanding } from '../../server/services/search/understood-search.ts';
import { jobSearchSchema } from '../../src/shared/dto/job.ts';
import { USD_PER_UNIT } from '../../src/shared/pay-currencies.ts';
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

  it('suggests for a misspelt word what the search corrects it to', async () => {
    const names = async (text: string, healthcare = false) =>
      (await search.suggest(text, healthcare)).all.map((s) => s.name);
    expect(await names('plumbr')).toContain('Plumber');
    expect(await names('regstered nur', true)).toContain('Registered Nurse');
    // A word no job comes near still suggests nothing.
    expect(await names('xqzvjk')).toEqual([]);
  });

  it("keeps the role's suggestions while a filter or a place is typed after it", async () => {
    const typeahead = withUnderstanding(search);
    const names = async (text: string) =>
      (await typeahead.suggest(text, false)).all.map((s) => s.name);
    const barista = await names('barista');
    expect(barista).toContain('Barista');
    for (const text of ['barista part', 'barista part ti', 'barista near', 'barista in se'])
      expect(await names(text)).toEqual(barista);
    // Words of the field are never left out: a barista plumber is nothing to suggest.
    expect(await names('barista plumber')).toEqual([]);
    expect(await names('xqzvjk part')).toEqual([]);
  });

  it("follows what a place's first word suggests with the role's own suggestions", async () => {
    const typeahead = withUnderstanding(search);
    const names = async (text: string) =>
      (await typeahead.suggest(text, false)).all.map((s) => s.name);
    const nurse = await names('nurse');
    // 'in' starts a title's word ('Infusion Nurse'): those come first, the nurse titles after.
    const asTyped = (await search.suggest('nurse in', false)).all.map((s) => s.name);
    expect(asTyped.length).toBeGreaterThan(0);
    expect(asTyped).not.toContain(nurse[0]);
    for (const text of ['nurse in', 'nurse in h']) {
      const found = await names(text);
      expect(found.slice(0, asTyped.length)).toEqual(asTyped);
      expect(found).toContain(nurse[0]);
      expect(found.length).toBeLessThanOrEqual(6);
    }
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

  it('lists newest first without a keyword, counting up to 1,000', async () => {
    const { jobs, total, totalIsLowerBound } = await search.search({ skills: [] });
    expect([total, totalIsLowerBound]).toEqual([1000, true]);
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

  it('filters by work mode, employment type and experience, with or without words', async () => {
    for (const keyword of [undefined, 'nurse']) {
      const hybrid = await search.search({ keyword, skills: [], workMode: 'H' });
      const partTime = await search.search({ keyword, skills: [], employmentType: 'PT' });
      expect(hybrid.total * partTime.total).toBeGreaterThan(0);
      for (const job of hybrid.jobs) expect(job.workMode).toBe('H');
      for (const job of partTime.jobs) expect(job.employmentType).toBe('PT');
      const entry = await search.search({ keyword, skills: [], experienceLevel: 'EL' });
      for (const job of entry.jobs) expect((await search.find(job.id))?.experienceLevel).toBe('EL');
    }
  });

  it('compares a pay floor across pay periods (8 h days, 40 h weeks, 173 h months)', async () => {
    const hourly = (job: {
      payMin: number | null;
      payPeriod: string | null;
      payCurrency: string;
    }) =>
      ((job.payMin ?? 0) / ({ HR: 1, DA: 8, WK: 40, MN: 173 }[job.payPeriod ?? 'HR'] ?? 1)) *
      (USD_PER_UNIT[job.payCurrency] ?? 0);
    const perHour = await search.search({ skills: [], payMin: 30, payPeriod: 'HR' });
    const perWeek = await search.search({ skills: [], payMin: 1200, payPeriod: 'WK' });
    expect(perHour.total).toBeGreaterThan(0);
    expect(perWeek.jobs.map((j) => j.id)).toEqual(perHour.jobs.map((j) => j.id));
    expect(new Set(perHour.jobs.map((j) => j.payPeriod)).size).toBeGreaterThan(1);
    for (const job of perHour.jobs) expect(hourly(job)).toBeGreaterThanOrEqual(30);
    const all = await search.search({ skills: [], payMin: 0 });
    expect(all.total).toBe(1000);
  });

  it('finds the jobs of a place chosen from the location list, its country given by its code', async () => {
    const chosen = await search.search({
      keyword: 'barista',
      skills: [],
      city: 'Seattle',
      state: 'Washington',
      country: 'US',
    });
    expect(chosen.total).toBeGreaterThan(0);
    for (const job of chosen.jobs) expect([job.city, job.state]).toEqual(['Seattle', 'Washington']);
    const byName = await search.search({ skills: [], country: 'United Kingdom' });
    const byCode = await search.search({ skills: [], country: 'gb' });
    expect(byCode.total).toBeGreaterThan(0);
    expect(byCode.jobs.map((j) => j.id)).toEqual(byName.jobs.map((j) => j.id));
  });

  it('compares a pay floor across currencies at their worth in US dollars', async () => {
    const now = new Date().toISOString();
    const nurse = { concepts: [[['nurs']]], now };
    const ids = await newestMatchIds(t.db, { ...nurse, filters: {} }, 5000);
    const paid = await t.db
      .selectFrom('jobs')
      .select(['id', 'pay_min', 'pay_period', 'pay_currency'])
      .where('id', 'in', ids)
      .where('pay_min', 'is not', null)
      .execute();
    const hours = { HR: 1, DA: 8, WK: 40, MN: 173 } as Record<string, number>;
    const hourly = (j: (typeof paid)[number]) =>
      (j.pay_min ?? 0) / (hours[j.pay_period ?? 'HR'] ?? 1);
    const inDollars = (j: (typeof paid)[number]) => hourly(j) * (USD_PER_UNIT[j.pay_currency] ?? 0);
    const floor = 40;
    const expected = paid.filter((j) => inDollars(j) >= floor).map((j) => j.id);
    const asWritten = paid.filter((j) => hourly(j) >= floor).map((j) => j.id);
    // The demo pays nurses in several currencies, some above the floor only as written (A$42).
    expect(new Set(paid.map((j) => j.pay_currency)).size).toBeGreaterThan(2);
    expect(asWritten.toSorted()).not.toEqual(expected.toSorted());
    const found = await newestMatchIds(t.db, { ...nurse, filters: { payMinHourly: floor } }, 5000);
    expect(found.toSorted((a, b) => a - b)).toEqual(expected.toSorted((a, b) => a - b));
  });

  it('reads a pay floor typed in pounds or euros in that currency', async () => {
    const dollars = await understoodSearch('nurse $40/hr');
    const pounds = await understoodSearch('nurse £40/hr');
    expect(pounds.understood?.payFloor).toMatchObject({ currency: 'GBP', label: '£40+ an hour' });
    expect(dollars.understood?.payFloor?.currency).toBeUndefined();
    // £40 is worth more than $40: fewer jobs pay it.
    expect(pounds.total).toBeGreaterThan(0);
    expect(pounds.total).toBeLessThan(dollars.total);
  });

  it('answers seniority, contract and work mode words with a word no job has, never an error', async () => {
    const result = await understoodSearch('senior remote contract xyzzy');
    expect(result.jobs.length).toBeLessThanOrEqual(20);
  });

  it('answers hostile text with results or an empty list, never an error', async () => {
    for (const keyword of [
      '"',
      '*',
      ':*',
      '&|!',
      'NEAR(a b)',
      'nurse NEAR/2 care',
      'title:nurse',
      '-nurse',
      'nurse*',
      "'; DROP TABLE jobs; --",
      "nurse' OR '1'='1",
      '!!!???...,,,;;;',
      '(((((',
      '\u0000𝔘',
      '👩‍⚕️ nurse 🏥',
      'ممرضة مسجلة',
      'אחות',
      'x'.repeat(10_240),
      'nurse '.repeat(2000),
    ]) {
      const result = await search.search({ keyword, skills: [] });
      expect(result.jobs.length, keyword.slice(0, 20)).toBeLessThanOrEqual(20);
      expect((await search.search({ keyword, skills: [999_999_999] })).jobs).toEqual([]);
    }
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

/** Posts a job through the enterprise service, `daysAgo` days before now; returns its id. */
async function post(fields: {
  title: string;
  description: string;
  daysAgo?: number;
  workMode?: string;
  easyApply?: boolean;
}) {
  const enterprise = await t.db.selectFrom('enterprises').select('id').executeTakeFirstOrThrow();
  const input = jobInputSchema.parse({
    city: 'Leeds',
    state: 'England',
    country: 'United Kingdom',
    countryCode: 'GB',
    workMode: 'O',
    employmentType: 'FT',
    experienceLevel: 'AT',
    ...fields,
  });
  const when = new Date(Date.now() - (fields.daysAgo ?? 0) * 86_400_000);
  const posted = await publishJobs(t.db, [toJobRow(enterprise.id, input, when)]);
  if (!posted.ok) throw new Error(posted.message);
  return posted.ids[0] as number;
}

/** A search of the text as typed, read the way the pages read it (query understanding first). */
const understoodSearch = (keyword: string, extra: { 'is-healthcare'?: boolean } = {}) =>
  withUnderstanding(search).search({ keyword, skills: [], ...extra });

const idsOf = async (keyword: string, extra: { sort?: 'date' } = {}) =>
  (await search.search({ keyword, skills: [], ...extra })).jobs.map((job) => job.id);

/** The newest jobs with a phrase (in their own words alone, given `titleOrSkills`). */
const phrase = (text: string, titleOrSkills = false) => {
  const words = termsOf(text);
  return rankMatches(t.db, {
    concepts: [[words]],
    weights: [1],
    typedWords: [words],
    titleOrSkills,
    filters: {},
    now: new Date().toISOString(),
    boosts: {},
    sort: 'date',
    offset: 0,
    limit: 10,
  });
};

describe('matching (both databases)', () => {
  it('tells C#, C++ and the letter C apart, in jobs indexed before they were', async () => {
    const description = 'Builds tools for quill makers.';
    const sharp = await post({ title: 'Quillsoft C# Engineer', description });
    const plus = await post({ title: 'Quillsoft C++ Engineer', description });
    const letter = await post({ title: 'Quillsoft C Engineer', description });
    const found = async (text: string) => {
      const result = await understoodSearch(text);
      return result.jobs.slice(0, result.exactTotal ?? result.total).map((job) => job.id);
    };
    expect(await found('quillsoft c#')).toEqual([sharp]);
    expect(await found('Quillsoft C++')).toEqual([plus]);
    expect(await found('quillsoft c')).toEqual([letter]);
    // The typeahead tells them apart too.
    const suggested = (await search.suggest('c#', false)).items.map((item) => item.name);
    expect(suggested).toContain('C#');
    expect(suggested).not.toContain('C++');
    // Left out, it is named as written, and once.
    expect((await understoodSearch('plumber c# c#')).unmatchedWords).toEqual(['C#']);
    expect((await understoodSearch('<b>nurse</b>')).unmatchedWords).toEqual(['b']);

    // Indexed as before C# was a word of its own: the letter C alone.
    const asLetters = documentsOf([
      {
        id: sharp,
        text: {
          title: 'Quillsoft C Engineer',
          skills: [],
          employer: '',
          place: [],
          description,
          facets: [],
        },
      },
    ]);
    await writeDocuments(t.db, asLetters.docs, { replace: true });
    expect(await phrase('quillsoft c#')).toEqual([]);
    await symbolWords.up(t.db);
    expect(await phrase('quillsoft c#')).toEqual([sharp]);
    const vocabulary = await readVocabulary(t.db);
    expect(vocabulary.find((entry) => entry.term === termOf('csharp'))?.docs).toBeGreaterThan(0);
  });

  it('finds the same jobs for nurse, nurses and nursing', async () => {
    const [nurse, nurses, nursing] = await Promise.all(
      ['nurse', 'nurses', 'nursing'].map((keyword) => search.search({ keyword, skills: [] })),
    );
    expect(nurse?.total).toBeGreaterThan(20);
    expect(nurses?.total).toBe(nurse?.total);
    expect(nursing?.total).toBe(nurse?.total);
    expect(nurses?.jobs.map((j) => j.id)).toEqual(nurse?.jobs.map((j) => j.id));
    expect(nurse?.matchedTerms).toContain('nurse');
  });

  it('says when no job passes the filters chosen, whatever the words, naming no word as left out', async () => {
    await post({ title: 'Harbour Pilot', description: 'Guiding ships into port.' });
    const none = await search.search({ keyword: 'harbour pilot', skills: [], city: 'Atlantis' });
    expect(none).toMatchObject({ total: 0, jobs: [], filtersMatchNothing: true });
    expect(none.unmatchedWords).toBeUndefined();
    // Filters some job passes: words no job has are named as left out, the filters are not blamed.
    const words = await search.search({ keyword: 'harbour xqzvjk', skills: [] });
    expect(words.filtersMatchNothing).toBeUndefined();
    expect(words.unmatchedWords).toEqual(['xqzvjk']);
  });

  it('reads RN as registered nurse and registered nurse as RN', async () => {
    const spelled = await post({
      title: 'Registered Nurse',
      description: 'A ward in the quillfeather wing needs a steady hand for night shifts.',
    });
    const short = await post({
      title: 'RN, Quillfeather Clinic',
      description: 'Day shifts in a small clinic with a friendly team of carers.',
    });
    expect(await idsOf('rn quillfeather')).toEqual(expect.arrayContaining([spelled, short]));
    expect(await idsOf('registered nurse quillfeather')).toEqual(
      expect.arrayContaining([spelled, short]),
    );
  });

  it('reads a kind of RN no job titles so as a nurse of that kind', async () => {
    const { jobs, unmatchedWords } = await search.search({ keyword: 'hospice rn', skills: [] });
    expect(unmatchedWords ?? []).toEqual([]);
    expect(jobs[0]?.jobTitle).toBe('Hospice Nurse');
  });

  it('counts a job whose title names the shift as worked at that time of day', async () => {
    const titled = await post({
      title: 'Quillwing Aide - Night Shift',
      description: 'Caring for residents of the quillwing home through the quiet hours.',
    });
    const days = await post({
      title: 'Quillwing Aide',
      description: 'Caring for residents of the quillwing home.',
    });
    const found = (await search.search({ keyword: 'quillwing', skills: [], shiftTime: 'N' })).jobs;
    expect(found.map((j) => j.id)).toContain(titled);
    expect(found.map((j) => j.id)).not.toContain(days);
  });

  it('lists the work before a rank above it that the text does not name', async () => {
    const porter = await post({
      title: 'Quillwing Porter',
      description: 'Moving luggage at the quillwing lodge.',
    });
    const senior = await post({
      title: 'Senior Quillwing Porter',
      description: 'Moving luggage at the quillwing lodge.',
    });
    expect((await idsOf('quillwing porter')).slice(0, 2)).toEqual([porter, senior]);
    expect((await idsOf('senior quillwing porter')).slice(0, 2)).toEqual([senior, porter]);
  });

  it('lists the role before its specialties the text does not name', async () => {
    const specialty = await post({
      title: 'Zanthor Porter - Night Desk',
      description: 'Moving luggage at the zanthor lodge.',
    });
    const role = await post({
      title: 'Zanthor Porter',
      description: 'Moving luggage at the zanthor lodge.',
      daysAgo: 2,
    });
    // The role, though older, before the specialty; the specialty first once it is named.
    expect((await idsOf('zanthor')).slice(0, 2)).toEqual([role, specialty]);
    expect((await idsOf('zanthor night desk')).slice(0, 2)).toEqual([specialty, role]);
  });

  it('corrects a typo against the words jobs use and says so', async () => {
    const id = await post({
      title: 'Marblewright',
      description: 'Carving and setting stone for restoration projects across the county.',
    });
    for (const typed of ['marblewrigt', 'marbelwright', 'mrblewrigh']) {
      const result = await search.search({ keyword: typed, skills: [] });
      expect(
        result.jobs.map((j) => j.id),
        typed,
      ).toContain(id);
      expect(result.correctedQuery, typed).toBe('marblewright');
    }
    const exact = await search.search({ keyword: 'marblewright', skills: [] });
    expect(exact.correctedQuery).toBeUndefined();
    expect((await search.search({ keyword: 'marb', skills: [] })).jobs.map((j) => j.id)).toContain(
      id,
    );
  });

  it('falls back to the words that match and names the ones left out', async () => {
    const id = await post({
      title: 'Glassblower',
      description: 'Shaping art glass and scientific glassware in a small workshop.',
    });
    const result = await search.search({ keyword: 'glassblower zqxjvw kpfhtm', skills: [] });
    expect(result.jobs.map((j) => j.id)).toContain(id);
    expect(result.unmatchedWords).toEqual(['zqxjvw', 'kpfhtm']);
    const nothing = await search.search({ keyword: 'zqxjvw', skills: [] });
    expect([nothing.total, nothing.unmatchedWords]).toEqual([0, ['zqxjvw']]);
  });

  it('follows a search few jobs answer with the roles the catalogue relates to it', async () => {
    const { jobs } = await search.search({ keyword: 'janitor', skills: [] });
    const titles = jobs.map((job) => job.jobTitle);
    const related = titles.indexOf('Floor Care Technician');
    expect(titles[0]).toBe('Janitor');
    expect(related).toBeGreaterThan(titles.lastIndexOf('Janitor'));
  });

  it('lists jobs with the word in the title before the many that mention it in passing, paging stably', async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) => search.search({ keyword: 'it', skills: [], page })),
    );
    const [first, second, third] = pages.map((p) => p.jobs.map((job) => job.id));
    expect(pages[0]?.jobs[0]?.jobTitle).toMatch(/^IT /);
    expect(pages[0]?.total).toBeGreaterThan(60);
    expect(new Set([...(first ?? []), ...(second ?? []), ...(third ?? [])]).size).toBe(60);
    const again = await search.search({ keyword: 'it', skills: [], page: 1 });
    expect(again.jobs.map((job) => job.id)).toEqual(second);
  });

  it('widens past a pay floor no job meets, and says so', async () => {
    const result = await understoodSearch('janitor $900 an hour');
    expect(result.jobs[0]?.jobTitle).toBe('Janitor');
    expect(result.unmatchedWords).toEqual(['$900+ an hour']);
  });

  it('lists a role elsewhere before jobs in the place whose text only mentions its words', async () => {
    const { jobs } = await understoodSearch('admin assistant georgia');
    // A Georgia nurse's text mentions medication administration and assisting: no admin job.
    expect(jobs.slice(0, 10).filter((job) => /Nurse/.test(job.jobTitle))).toEqual([]);
    expect(
      jobs.slice(0, 10).filter((job) => job.jobTitle === 'Administrative Assistant').length,
    ).toBeGreaterThan(3);
  });

  it('lists other nurses in the place typed before registered nurses elsewhere for an rn', async () => {
    const { jobs } = await understoodSearch('rn jobs florida');
    const inFlorida = jobs.filter((job) => job.state === 'Florida').length;
    // Every nurse in Florida first: those titled RN or registered nurse, then ICU, ER, … nurses.
    expect(inFlorida).toBeGreaterThan(4);
    expect(jobs.slice(0, inFlorida).every((job) => job.state === 'Florida')).toBe(true);
    expect(jobs.slice(0, inFlorida).some((job) => !/\bRN\b|Registered/.test(job.jobTitle))).toBe(
      true,
    );
  });

  it('lists every kind of registered nurse in the place before an LPN there or an RN elsewhere', async () => {
    const { jobs } = await understoodSearch('rn ohio');
    const inOhio = jobs.findIndex((job) => job.state !== 'Ohio');
    const first = jobs.slice(0, inOhio).map((job) => job.jobTitle);
    // School, hospice and pediatric nurses share few skills with an RN's catalogue title: still RNs.
    expect(first).toEqual(expect.arrayContaining(['School Nurse', 'Hospice Nurse']));
    expect(first.filter((title) => /Practical|Vocational/.test(title))).toEqual([]);
  });

  it('lists internships first when no entry-level job has the role', async () => {
    const result = await understoodSearch('construction laborer no experience');
    expect(result.unmatchedWords).toEqual(['no experience']);
    const levels = await Promise.all(
      result.jobs.slice(0, 3).map(async (job) => (await search.find(job.id))?.experienceLevel),
    );
    // The demo has two construction laborer internships and no entry-level construction laborer.
    expect(levels).toEqual(['IN', 'IN', expect.not.stringMatching(/^IN$/)]);
  });

  it("lists telemetry nurses for 'tele rn' before registered nurses of another kind", async () => {
    const { jobs } = await search.search({ keyword: 'tele rn', skills: [], 'is-healthcare': true });
    const kind = jobs.findIndex((job) => !/Telemetry/.test(job.jobTitle));
    expect(kind).toBeGreaterThan(4);
    expect(jobs.slice(0, kind).map((job) => job.jobTitle)).toContain('Telemetry Nurse');
  });

  it('keeps a workplace need asked for longer than a seniority', async () => {
    const result = await understoodSearch('entry level office job with step by step training');
    // Office jobs with structured onboarding at any level come before entry-level ones without.
    for (const job of result.jobs.slice(0, 5))
      expect(job.workFacts?.onboarding, job.jobTitle).toBe('structured');
  });

  it('reads the words about a need as asking for it, not as words of the job', async () => {
    const { jobs } = await understoodSearch(
      'programming job where instructions are written down not just verbal',
    );
    // Nurses' descriptions mention verbal orders and instructions: no nurse is a programming job.
    const titles = jobs.slice(0, 10).map((job) => job.jobTitle);
    expect(titles.filter((title) => /Nurse/.test(title))).toEqual([]);
    expect(titles.filter((title) => /Developer|Engineer|Programmer/.test(title)).length).toBe(10);
  });

  it('lists the role under another title of its field with the need before the role without it', async () => {
    const { jobs } = await understoodSearch('quiet data entry job');
    const quiet = jobs.slice(0, 3);
    expect(quiet[0]?.jobTitle).toBe('Data Entry Clerk');
    // Office clerks whose skills name data entry, in a quiet workplace.
    for (const job of quiet.slice(1)) {
      expect(job.jobTitle).toMatch(/Clerk/);
      expect(job.workFacts?.noise, job.jobTitle).toBe('quiet');
    }
  });

  it('lists the role with some noise before the loud one once the quiet ones are listed', async () => {
    const { jobs } = await understoodSearch('kitchen job thats not loud');
    const noise = jobs.map((job) => job.workFacts?.noise ?? 'unstated');
    const quiet = noise.filter((value) => value === 'quiet').length;
    const moderate = noise.filter((value) => value === 'moderate').length;
    expect(quiet).toBeGreaterThan(0);
    expect(moderate).toBeGreaterThan(0);
    // Quiet kitchens first, then kitchens with some noise, then the rest.
    expect(noise.slice(0, quiet)).toEqual(Array(quiet).fill('quiet'));
    expect(noise.slice(quiet, quiet + moderate)).toEqual(Array(moderate).fill('moderate'));
    for (const job of jobs.slice(0, quiet + moderate))
      expect(job.jobTitle).toMatch(/Cook|Chef|Kitchen|Baker|Expeditor|Dishwasher|Pastry|Cake/);
  });

  it('names a need met only by the value next to it, with that value, and lists those jobs first', async () => {
    const near = await understoodSearch('forklift job not loud');
    expect(near.nearlyMet).toEqual([{ asked: 'not loud', nearest: 'Some noise' }]);
    expect(near.unmatchedWords).toBeUndefined();
    expect(near.exactTotal).toBe(0);
    expect(near.jobs[0]?.workFacts?.noise).toBe('moderate');
    // No dishwasher's kitchen has some noise either: the need is gone without, and named so.
    const gone = await understoodSearch('quiet dishwasher');
    expect(gone.unmatchedWords).toEqual(['quiet']);
    expect(gone.nearlyMet).toBeUndefined();
  });

  it('lists a close role in a city of a country without states before the role elsewhere in the country', async () => {
    const { jobs, unmatchedWords } = await understoodSearch('line cook london');
    expect(unmatchedWords).toEqual(['London']);
    // No line cook in London: a cook of another line there comes before a line cook in Belfast.
    expect(jobs[0]).toMatchObject({ jobTitle: 'Banquet Cook', city: 'London' });
    expect(jobs[1]?.jobTitle).toBe('Line Cook');
  });

  it('lists the jobs in the place typed that mention a word only in their text before jobs elsewhere', async () => {
    const { jobs, exactTotal } = await understoodSearch('weekend work ohio');
    // No job in Ohio has 'weekend' in its title or skills; some say it in their description.
    expect(exactTotal).toBeGreaterThan(0);
    for (const job of jobs.slice(0, exactTotal)) expect(job.state).toBe('Ohio');
  });

  it('lists related roles on the contract typed before jobs that only mention the words', async () => {
    const { jobs } = await understoodSearch('contract web developer');
    const top = jobs.slice(0, 10);
    // A QA tester or a designer whose description mentions web development is not the work asked.
    for (const job of top) expect(job.jobTitle).toMatch(/Developer/);
    const related = top.filter((job) => job.jobTitle !== 'Web Developer');
    expect(related.length).toBeGreaterThan(0);
    for (const job of related) expect(job.employmentType).toBe('FL');
  });

  it('lists related roles at the seniority typed before jobs that only mention the words, when the role has none at it', async () => {
    const { jobs } = await understoodSearch('entry level data analyst');
    const top = jobs.slice(0, 10);
    expect(top[0]?.jobTitle).toBe('Data Analyst');
    const others = top.filter((job) => job.jobTitle !== 'Data Analyst');
    expect(others[0]?.jobTitle).toMatch(/BI Developer|Data Scientist|Data Engineer/);
    // A security analyst or a service desk analyst handles data too: not the work asked.
    expect(top.filter((job) => /Security|Service Desk/.test(job.jobTitle))).toEqual([]);
  });

  it('lists related roles on the contract typed before jobs naming the role among their skills alone', async () => {
    const { jobs } = await understoodSearch('devops engineer contract');
    const top = jobs.slice(0, 10);
    const others = top.filter((job) => !/DevOps|Site Reliability/.test(job.jobTitle));
    expect(others.length).toBeGreaterThan(0);
    for (const job of others) expect(job.employmentType).toBe('FL');
  });

  it("reads the role word of 'quiet lab or pharmacy tech' as a technician, not the tech field", async () => {
    const { jobs } = await understoodSearch('quiet lab or pharmacy tech');
    const top = jobs.slice(0, 10).map((job) => job.jobTitle);
    expect(top[0]).toBe('Pharmacy Technician');
    // Quiet software work is no lab or pharmacy work.
    expect(top.filter((title) => /Engineer|Developer|Designer/.test(title))).toEqual([]);
  });

  it("reads 'product' of 'product designer' as the kind of designer, not a field of manufacturing", async () => {
    const { jobs } = await understoodSearch('product designer work sample instead of an interview');
    const top = jobs.slice(0, 10).map((job) => job.jobTitle);
    expect(top[0]).toBe('Product Designer');
    expect(top.filter((title) => /Inspector|Machinist|Welder|Operator/.test(title))).toEqual([]);
  });

  it("lists the field's jobs that mention the other words first ('warehouse night shift')", async () => {
    const result = await understoodSearch('warehouse night shift');
    const top = result.jobs.slice(0, 10);
    // A nursing assistant's night shift is no warehouse work.
    expect(top.filter((job) => /CNA|Nurse/.test(job.jobTitle))).toEqual([]);
    expect(top.filter((job) => /Warehouse/.test(job.jobTitle)).length).toBeGreaterThan(5);
    // They have every word: nothing was left out to find them.
    expect(result.unmatchedWords ?? []).toEqual([]);
    expect(result.exactTotal).toBeUndefined();
  });

  it('lists the rest of the country first when the state typed has none of the work', async () => {
    for (const keyword of ['electrician ohio', 'software engineer seattle']) {
      const result = await understoodSearch(keyword);
      expect(result.unmatchedWords?.length).toBe(1);
      const countries = result.jobs.map((job) => job.country);
      const firstAbroad = countries.findIndex((c) => c !== 'United States of America');
      expect(firstAbroad).not.toBe(0);
      // Every job in the country comes before any abroad.
      if (firstAbroad > 0)
        expect(countries.slice(firstAbroad)).not.toContain('United States of America');
    }
  });

  it("lists the role of no specialty before the role of another once the specialty typed runs out ('travel rn icu')", async () => {
    const { jobs } = await understoodSearch('travel rn icu', { 'is-healthcare': true });
    const titles = jobs.map((job) => job.jobTitle);
    expect(titles[0]).toBe('Travel RN - ICU');
    const plain = titles.indexOf('Travel Nurse');
    const other = titles.findIndex((t) => /^Travel RN - (?!ICU)/.test(t));
    expect(plain).toBeGreaterThan(0);
    expect(other === -1 || plain < other).toBe(true);
  });

  it("keeps words naming a role together when no job has them all ('accounts payable clerk')", async () => {
    const { jobs, unmatchedWords } = await understoodSearch('accounts payable clerk');
    expect(unmatchedWords).toEqual(['clerk']);
    expect(jobs.slice(0, 3).map((job) => job.jobTitle)).toEqual(
      Array(3).fill('Accounts Payable Specialist'),
    );
  });

  it("reads the work a word names as its role's title ('nursing': nurses before nursing assistants)", async () => {
    const { jobs } = await understoodSearch('nursing job with a predictable schedule');
    expect(jobs.length).toBeGreaterThan(3);
    expect(jobs[0]?.jobTitle).toMatch(/Nurse/);
    expect(jobs[0]?.jobTitle).not.toMatch(/Assistant/);
  });

  it('lists other roles of the field typed in the place typed before the role elsewhere', async () => {
    const { jobs } = await understoodSearch('construction laborer florida');
    const states = jobs.map((job) => job.state);
    const firstElsewhere = states.findIndex((state) => state !== 'Florida');
    const trades = jobs
      .slice(0, firstElsewhere === -1 ? jobs.length : firstElsewhere)
      .filter((job) => job.jobTitle !== 'Construction Laborer');
    expect(trades.length).toBeGreaterThan(2);
  });

  it('lists the title that is the role typed before titles qualifying it', async () => {
    const { jobs } = await understoodSearch('elctrician');
    expect(jobs.slice(0, 3).map((job) => job.jobTitle)).toEqual(Array(3).fill('Electrician'));
  });

  it("relates the role some of the words name ('night auditor' of 'night auditor hotel')", async () => {
    const { jobs } = await search.search({ keyword: 'night auditor hotel', skills: [] });
    const titles = jobs.slice(0, 6).map((job) => job.jobTitle);
    expect(titles.slice(0, 2)).toEqual(['Night Auditor', 'Night Auditor']);
    expect(titles).toContain('Front Desk Agent');
    expect(titles).not.toContain('Compliance Specialist');
  });

  it('lists the roles close to a role typed alone before jobs that only mention it in their skills', async () => {
    const { jobs } = await search.search({ keyword: 'stocking shelves', skills: [] });
    expect(jobs[0]?.jobTitle).toBe('Replenishment Associate');
    // A kitchen porter's skills mention stock rotation: no shelf stocking job.
    expect(jobs.slice(0, 10).filter((job) => /Cook|Porter|Baker|Chef/.test(job.jobTitle))).toEqual(
      [],
    );
  });

  it('finds home health and personal care aides for a caregiver in healthcare, part-time ones first', async () => {
    const { jobs } = await understoodSearch('caregiver part time', { 'is-healthcare': true });
    const partTime = jobs.filter((job) => job.employmentType === 'PT');
    expect(partTime.map((job) => job.jobTitle)).toContain('Home Health Aide');
    // Every part-time caregiver or aide comes before any job on another contract.
    const firstOther = jobs.findIndex((job) => job.employmentType !== 'PT');
    expect(firstOther).toBeGreaterThanOrEqual(partTime.length);
    for (const job of partTime) expect(job.jobTitle).toMatch(/Caregiver|Home Health|Personal Care/);
  });

  it("finds an RN's job for 'nurse' in healthcare ('travel er nurse': Travel RN - ER)", async () => {
    const { jobs } = await search.search({
      keyword: 'travel er nurse',
      skills: [],
      'is-healthcare': true,
    });
    const top = jobs.slice(0, 5).map((job) => job.jobTitle);
    expect(top).toContain('Travel RN - ER');
    for (const title of top.slice(0, 3))
      expect(title).toMatch(/^Travel (Nurse|RN) - (ER|Emergency)/);
  });

  it("reads 'ot asst' as an occupational therapy assistant, not a therapist", async () => {
    const { jobs } = await search.search({ keyword: 'ot asst', skills: [], 'is-healthcare': true });
    expect(jobs.slice(0, 3).map((job) => job.jobTitle)).toEqual(
      Array(3).fill('Occupational Therapy Assistant'),
    );
  });

  it("lists the roles a text names one by one after the jobs that have them all ('picker packer')", async () => {
    const { jobs } = await search.search({ keyword: 'picker packer', skills: [] });
    expect(jobs.slice(0, 3).map((job) => job.jobTitle)).toContain('Picker Packer');
    expect(jobs.some((job) => /^(Order Picker|Packer)$/.test(job.jobTitle))).toBe(true);
  });

  it('lists the role typed before the roles it qualifies (Physical Therapist Assistant)', async () => {
    const { jobs } = await search.search({ keyword: 'physical therapist', skills: [] });
    expect(jobs.slice(0, 3).map((job) => job.jobTitle)).toEqual(
      Array(3).fill('Physical Therapist'),
    );
  });

  it("finds either role for 'cna or lpn', and widens 'sorting packages' to related roles", async () => {
    const either = await search.search({
      keyword: 'cna or lpn',
      skills: [],
      'is-healthcare': true,
    });
    const titles = either.jobs.map((job) => job.jobTitle).join('\n');
    expect(titles).toMatch(/Nursing Assistant|CNA/);
    expect(titles).toMatch(/Licensed Practical Nurse|LPN/);
    const sorting = await search.search({ keyword: 'sorting packages', skills: [] });
    expect(sorting.jobs.map((job) => job.jobTitle)).toContain('Sortation Associate');
  });

  it('finds a phrase only where its words stand together, in that order', async () => {
    const together = await post({
      title: 'Brass Quill Mender',
      description: 'Mending pens of every age and make.',
    });
    const apart = await post({
      title: 'Mender',
      description: 'Quill pens in brass cases; a quill mender there.',
    });
    // Three words in a description alone: PostgreSQL's index finds them by their two pairs.
    const described = await post({
      title: 'Restorer',
      description: 'Wanted: a brass quill mender for old pens.',
    });
    const reversed = await post({
      title: 'Quill Brass Mender',
      description: 'Mending pens of every age and make.',
    });
    expect(await phrase('brass quill mender')).toEqual([described, together]);
    expect(await phrase('brass quill mender', true)).toEqual([together]);
    expect(await phrase('quill mender')).toEqual([described, apart, together]);
    expect(await phrase('quill mender', true)).toEqual([together]);
    expect(await phrase('quill brass')).toEqual([reversed]);
    // Four words: each three of them together is not yet the phrase.
    const longer = await post({
      title: 'Old Brass Quill Mender',
      description: 'Mending pens of every age and make.',
    });
    await post({
      title: 'Restorer',
      description: 'An old brass quill, then a brass quill mender at work.',
    });
    expect(await phrase('old brass quill mender')).toEqual([longer]);
  });

  it('finds a phrase holding a word of grammar by its words in order, in any field', async () => {
    const described = await post({
      title: 'Ward Clerk',
      description: 'Join our ink and quill unit on nights.',
    });
    const titled = await post({
      title: 'Ink and Quill Keeper',
      description: 'Day shifts in a quiet shop.',
    });
    await post({ title: 'Quill Keeper', description: 'Quill, ink, and paper and more.' });
    await post({ title: 'Ink Keeper', description: 'Ink or quill and ink, then paper.' });
    expect(await phrase('ink and quill')).toEqual([titled, described]);
    expect(await phrase('ink and quill', true)).toEqual([titled]);
    expect(await phrase('ink and quill keeper')).toEqual([titled]);
    expect(await phrase('and quill keeper')).toEqual([titled]);
    if (isPostgres(t.db)) {
      // Nearly every job says 'and' or 'the': no pair of the description holds one.
      const { rows } = await sql<{ pair: boolean; own: boolean }>`
        select search_vector @@ 'ink_and'::tsquery as pair,
          search_vector @@ '_ink_and'::tsquery as own
        from job_search_docs where job_id in (${described}, ${titled}) order by job_id`.execute(
        t.db,
      );
      expect(rows).toEqual([
        { pair: false, own: false },
        { pair: false, own: true },
      ]);
    }
  });

  it('keeps the index of titles and skills in step with a job retitled or removed', async () => {
    const id = await post({ title: 'Quillwright', description: 'Cutting goose feathers.' });
    const inTitles = async (word: string) =>
      (await phrase(word, true)).filter((found) => found === id);
    expect(await inTitles('quillwright')).toEqual([id]);
    await t.db.updateTable('jobs').set({ title: 'Inkgrinder' }).where('id', '=', id).execute();
    await refreshJobIndex(t.db, [id]);
    expect(await inTitles('quillwright')).toEqual([]);
    expect(await inTitles('inkgrinder')).toEqual([id]);
    await sql`delete from job_search_docs where job_id = ${id}`.execute(t.db);
    expect(await inTitles('inkgrinder')).toEqual([]);
  });

  it('ranks a title match above a newer description match', async () => {
    const inTitle = await post({
      title: 'Lanternsmith',
      description: 'Making and mending lamps for a heritage railway.',
      daysAgo: 20,
    });
    const inText = await post({
      title: 'Workshop Assistant',
      description: 'Helping our lanternsmith keep the workshop tidy and stocked.',
    });
    expect(await idsOf('lanternsmith')).toEqual([inTitle, inText]);
    expect(await idsOf('lanternsmith', { sort: 'date' })).toEqual([inText, inTitle]);
  });

  it('never shows closed or expired jobs, and shows a reopened one again', async () => {
    const id = await post({
      title: 'Bellfounder',
      description: 'Casting bells for churches and clock towers.',
    });
    const expired = await post({
      title: 'Bellfounder',
      description: 'Casting small hand bells.',
      daysAgo: 100,
    });
    expect(await idsOf('bellfounder')).toEqual([id]);
    await closeJob(t.db, id);
    expect(await idsOf('bellfounder')).toEqual([]);
    await t.db.updateTable('jobs').set({ status: 'open' }).where('id', '=', id).execute();
    expect(await idsOf('bellfounder')).toEqual([id]);
    expect(expired).toBeGreaterThan(id);
  });

  it('sorts by posting date when asked', async () => {
    const { jobs } = await search.search({ keyword: 'nurse', skills: [], sort: 'date' });
    const times = jobs.map((j) => j.postedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('counts exactly up to 1,000 and says 1,000+ beyond', async () => {
    const rare = await search.search({ keyword: 'glassblower', skills: [] });
    expect([rare.total, rare.totalIsLowerBound]).toEqual([1, undefined]);
    const nurses = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .where((eb) =>
        eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date().toISOString())]),
      )
      .where((eb) => eb.or([eb('title', 'like', '%Nurs%'), eb('description', 'like', '%nurs%')]))
      .executeTakeFirstOrThrow();
    const nurse = await search.search({ keyword: 'nurse', skills: [] });
    expect(nurse.total).toBeGreaterThanOrEqual(Math.min(Number(nurses.n), 1000));
    const common = await search.search({ keyword: 'team', skills: [] });
    expect([common.total, common.totalIsLowerBound]).toEqual([1000, true]);
  });

  it('tells a word in the title from the same word among skills or in the text', async () => {
    const now = new Date().toISOString();
    const open = await t.db
      .selectFrom('jobs')
      .select(['id', 'title'])
      .where('status', '=', 'open')
      .execute();
    const titled = open.filter((j) => /\bnurse\b/i.test(j.title)).length;
    const matching = { concepts: [[['nurs']]], filters: {}, now };
    const inTitle = await countMatches(t.db, { ...matching, titleOnly: true }, 5000);
    const ownWords = await countMatches(t.db, { ...matching, titleOrSkills: true }, 5000);
    const anywhere = await countMatches(t.db, matching, 5000);
    // 'nursing' in a title counts too: its term is the same.
    expect(inTitle).toBeGreaterThanOrEqual(titled);
    expect(inTitle).toBeLessThan(ownWords);
    expect(ownWords).toBeLessThan(anywhere);
    const phrase = { concepts: [[['regist', 'nurs']]], filters: {}, now, titleOnly: true };
    const registered = open.filter((j) => /registered nurse/i.test(j.title)).length;
    expect(await countMatches(t.db, phrase, 5000)).toBe(registered);
  });

  it("finds the jobs of some id blocks through a filter's copies in them as without the blocks", async () => {
    const posted = { remote: [] as number[], easy: [] as number[], onSite: [] as number[] };
    for (let i = 0; i < 2; i++) {
      const description = 'Keeps the lamps of the gloaming.';
      posted.remote.push(await post({ title: `Gloamwright ${i}`, description, workMode: 'R' }));
      posted.easy.push(
        await post({ title: `Gloamwright ${i}`, description, workMode: 'R', easyApply: true }),
      );
      posted.onSite.push(await post({ title: `Gloamwright ${i}`, description }));
    }
    const all = Object.values(posted).flat();
    const newest = (ids: number[]) => ids.toSorted((a, b) => b - a);
    const matching = (filters: JobFilters) => ({
      concepts: [[['gloamwright']]],
      filters,
      now: new Date().toISOString(),
    });
    const cases: [JobFilters, number[]][] = [
      [{}, all],
      [{ remote: true }, [...posted.remote, ...posted.easy]],
      [{ remote: true, easyApply: true }, posted.easy],
      [{ workMode: 'O' }, posted.onSite],
    ];
    for (const [level, bits] of ID_BLOCK_BITS.entries()) {
      const blocks = [...new Set(all.map((id) => idBlockTerm(level, id)))];
      const beyond = [idBlockTerm(level, Math.max(...all) + 2 ** bits)];
      for (const [filters, expected] of cases) {
        const said = `blocks ${blocks.join(' ')}, ${JSON.stringify(filters)}`;
        expect(await indexedIds(t.db, matching(filters), 10, true, blocks), said).toEqual(
          newest(expected),
        );
        expect(await indexedIds(t.db, matching(filters), 10, true), said).toEqual(newest(expected));
        // On SQLite the blocks are not in the index and read nothing less.
        if (isPostgres(t.db))
          expect(await indexedIds(t.db, matching(filters), 10, true, beyond), said).toEqual([]);
      }
    }
    if (isPostgres(t.db)) {
      const remote = posted.remote[0] as number;
      const onSite = posted.onSite[0] as number;
      const { rows } = await sql<{ job_id: number; remote: boolean; on_site: boolean }>`
        select job_id,
          search_vector @@ ${facetInBlock('zwr', idBlockTerm(0, remote))}::tsquery as remote,
          search_vector @@ ${facetInBlock('zwo', idBlockTerm(0, onSite))}::tsquery as on_site
        from job_search_docs where job_id in (${remote}, ${onSite}) order by job_id`.execute(t.db);
      // Most jobs are on site: the blocks' own lists are nearly theirs.
      expect(rows).toEqual([
        { job_id: remote, remote: true, on_site: false },
        { job_id: onSite, remote: false, on_site: false },
      ]);
    }
  });

  it('ranks among the newest matches of a window asked for, a title match first', async () => {
    const old = await post({
      title: 'Wickwright',
      description: 'Trims and sets wicks for a candle works.',
      daysAgo: 20,
    });
    const newer: number[] = [];
    for (let i = 0; i < 3; i++)
      newer.push(
        await post({
          title: `Chandler ${i}`,
          description: 'Dips candles and helps our wickwright at the bench.',
          daysAgo: i,
        }),
      );
    const ranked = (window?: number) =>
      rankMatches(t.db, {
        concepts: [[[termOf('wickwright')]]],
        weights: [1],
        typedWords: [['wickwright']],
        filters: {},
        now: new Date().toISOString(),
        boosts: {},
        sort: 'relevance',
        offset: 0,
        limit: 10,
        window,
      });
    // The title match ranks first when it is among the matches ranked…
    expect((await ranked())[0]).toBe(old);
    // …and a window of the newest three leaves the older title match out.
    expect(await ranked(3)).toEqual(newer);
  });

  it('ranks the same newest thousand matches whatever it guesses of how many jobs match', async () => {
    const now = new Date().toISOString();
    const cases: { concepts: string[][][]; filters: JobFilters }[] = [
      { concepts: [[['team']]], filters: {} },
      { concepts: [[['team']]], filters: { remote: true } },
      { concepts: [[['nurs']], [['patient']]], filters: {} },
    ];
    for (const { concepts, filters } of cases)
      for (const sort of ['relevance', 'date'] as const) {
        const ranked = (share: number | undefined) =>
          rankMatches(t.db, {
            concepts,
            weights: concepts.map(() => 1),
            typedWords: concepts.map((c) => c[0] ?? []),
            filters,
            now,
            boosts: {},
            sort,
            offset: 0,
            limit: 60,
            share,
          });
        const exact = await ranked(1e-9);
        expect(exact.length).toBeGreaterThan(0);
        for (const share of [undefined, 0.5, 1, 4]) expect(await ranked(share)).toEqual(exact);
      }
  });

  it('finds the same newest matches and counts when they lie far apart in age', async () => {
    // Batches of jobs thousands of ids apart, as after years of posting: PostgreSQL looks among
    // the newest ids first, and must never take the first few it finds for the newest.
    const enterprise = await t.db.selectFrom('enterprises').select('id').executeTakeFirstOrThrow();
    const input = jobInputSchema.parse({
      title: 'Quarrystone Mason',
      description: 'Builds dry stone walls by hand.',
      city: 'Leeds',
      state: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
      workMode: 'O',
      employmentType: 'FT',
      experienceLevel: 'AT',
    });
    const ids: number[] = [];
    for (const gap of [0, 9_000, 30_000, 70_000]) {
      if (isPostgres(t.db) && gap > 0)
        await sql`select setval(pg_get_serial_sequence('jobs', 'id'), max(id) + ${gap}) from jobs`.execute(
          t.db,
        );
      const rows = Array.from({ length: 12 }, () => toJobRow(enterprise.id, input, new Date()));
      const posted = await publishJobs(t.db, rows);
      if (!posted.ok) throw new Error(posted.message);
      ids.push(...posted.ids);
    }
    const now = new Date().toISOString();
    const matching = (share: number | undefined) => ({
      concepts: [[['quarryston']]],
      filters: {},
      now,
      share,
    });
    const newest = [...ids].sort((a, b) => b - a);
    for (const limit of [5, 40])
      for (const share of [undefined, 0.001, 1]) {
        const found = await newestMatchIds(t.db, matching(share), limit);
        expect(found.sort((a, b) => b - a)).toEqual(newest.slice(0, limit));
        expect(await countMatches(t.db, matching(share), limit)).toBe(Math.min(limit, ids.length));
      }
  });

  it('guesses what filters keep from the index statistics, and finds the same newest matches however wrong the guess', async () => {
    const enterprise = await t.db.selectFrom('enterprises').select('id').executeTakeFirstOrThrow();
    const waller = (workMode: 'R' | 'O') =>
      toJobRow(
        enterprise.id,
        jobInputSchema.parse({
          title: 'Drystone Waller',
          description: 'Rebuilds field walls.',
          city: 'Leeds',
          state: 'England',
          country: 'United Kingdom',
          countryCode: 'GB',
          workMode,
          employmentType: 'FT',
          experienceLevel: 'AT',
        }),
        new Date(),
      );
    const remote: number[] = [];
    const postWallers = async (modes: ('R' | 'O')[]) => {
      const posted = await publishJobs(t.db, modes.map(waller));
      if (!posted.ok) throw new Error(posted.message);
      posted.ids.forEach((id, i) => {
        if (modes[i] === 'R') remote.push(id);
      });
    };
    await postWallers(Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 'O' : 'R')));
    if (isPostgres(t.db)) {
      await sql`analyze job_search_docs`.execute(t.db);
      // The statistics are read again when those read last are ten minutes old.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 11 * 60_000);
        const { rows } = await sql<{ remote: string; all: string }>`
          select count(*) filter (where search_vector @@ 'zwr'::tsquery) as remote, count(*) as all
          from job_search_docs`.execute(t.db);
        const share = Number(rows[0]?.remote) / Number(rows[0]?.all);
        expect((await filterShares(t.db, { remote: true })).share).toBeCloseTo(share, 2);
        // A city no job is in is rarer than any token the statistics list; a pay floor, which the
        // index does not hold, keeps a quarter.
        expect((await filterShares(t.db, { city: 'Nowhere Fen' })).share).toBeLessThan(share);
        expect((await filterShares(t.db, { remote: true, payMinHourly: 20 })).share).toBeCloseTo(
          share / 4,
          2,
        );
        // The shortest list the index walks for filters is the rarest filter's, here the city's.
        const city = (await filterShares(t.db, { city: 'Nowhere Fen' })).share;
        expect(
          (await filterShares(t.db, { remote: true, city: 'Nowhere Fen' })).rarest,
        ).toBeCloseTo(city, 5);
        // Remote work is read through a span's blocks (id-blocks.ts): its share is theirs, and
        // no list of its own is walked.
        const remotePaid = await filterShares(t.db, { remote: true, payMinHourly: 20 });
        expect(remotePaid.rarest).toBeUndefined();
        expect(remotePaid.blockShare).toBeCloseTo(share, 2);
        expect((await filterShares(t.db, { payMinHourly: 20 })).blockShare).toBe(1);
        expect((await filterShares(t.db, { payMinHourly: 20 })).rarest).toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    }
    // Then thousands of ids on, mostly on-site wallers: the guess, read before, is now far off.
    if (isPostgres(t.db))
      await sql`select setval(pg_get_serial_sequence('jobs', 'id'), max(id) + 40000) from jobs`.execute(
        t.db,
      );
    await postWallers(Array.from({ length: 40 }, (_, i) => (i % 10 === 0 ? 'R' : 'O')));
    const now = new Date().toISOString();
    const newest = remote.toSorted((a, b) => b - a);
    for (const share of [undefined, 0.001, 1])
      for (const limit of [3, 12]) {
        const matching = { concepts: [[['waller']]], filters: { remote: true }, now, share };
        const found = await newestMatchIds(t.db, matching, limit);
        expect(found.toSorted((a, b) => b - a)).toEqual(newest.slice(0, limit));
      }
  });

  it('rewrites every job document in place and finds the same jobs after', async () => {
    const asked = jobSearchSchema.parse({ keyword: 'registered nurse' });
    const before = await search.search(asked);
    const sizes = async () =>
      isPostgres(t.db)
        ? (
            await sql<{ index: string; docs: string }>`
              select pg_indexes_size('job_search_docs') as index,
                pg_relation_size('job_search_docs') as docs`.execute(t.db)
          ).rows.map((row) => [Number(row.index), Number(row.docs)])[0]
        : [0, 0];
    // The index as posting left it, its pending entries merged into it as a rebuild writes them
    // (when autovacuum last merged them is up to the machine's load).
    if (isPostgres(t.db))
      for (const half of WORD_INDEX_HALVES)
        await sql`select gin_clean_pending_list(${wordIndexName(half)}::regclass)`.execute(t.db);
    const [indexBefore, docsBefore] = (await sizes()) ?? [];
    // As a migration runs it: in one transaction.
    await t.db.transaction().execute((trx) => rebuildTextIndex(trx, true));
    // The rewritten documents alone are stored and indexed, not the ones they replace too (which
    // would double the table); written in another order, they may fill a page more or less.
    const [indexAfter, docsAfter] = (await sizes()) ?? [];
    expect(indexAfter).toBeLessThanOrEqual(indexBefore ?? 0);
    expect(docsAfter).toBeLessThanOrEqual((docsBefore ?? 0) * 1.1);
    const after = await search.search(asked);
    expect(after.jobs.map((j) => j.id)).toEqual(before.jobs.map((j) => j.id));
    expect(after.total).toBe(before.total);
    if (isPostgres(t.db)) {
      const { rows } = await sql<{ docs: number; jobs: number }>`
        select (select count(*) from job_search_docs)::int as docs,
          (select count(*) from jobs)::int as jobs`.execute(t.db);
      expect(rows[0]?.docs).toBe(rows[0]?.jobs);
    }
  });
});

describe('the time a search runs at (both databases)', () => {
  it('searches as of its clock: a job that expires tomorrow is found today, not the day after', async () => {
    const id = await post({
      title: 'Lighthouse Keeper',
      description: 'Keeps the lighthouse lamp lit and logs the passing ships through the night.',
    });
    const tomorrow = new Date(Date.now() + 86_400_000);
    await t.db
      .updateTable('jobs')
      .set({ expires_at: tomorrow.toISOString() })
      .where('id', '=', id)
      .execute();
    const foundOn = async (day: Date) =>
      (
        await createJobSearch(t.db, () => day).search({ keyword: 'lighthouse', skills: [] })
      ).jobs.map((job) => job.id);
    expect(await foundOn(new Date())).toContain(id);
    expect(await foundOn(new Date(tomorrow.getTime() + 86_400_000))).not.toContain(id);
  });
});
