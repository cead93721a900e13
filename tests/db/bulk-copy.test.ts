import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../server/db/dialect.ts';
import { jobText, type NewJobWithSkills, namesOf } from '../../server/db/repositories/jobs.ts';
import { documentsOf, facetsOf } from '../../server/db/repositories/search-documents.ts';
import type { JobDocument } from '../../server/db/repositories/search-fields.ts';
import { readVocabulary, writeDocuments } from '../../server/db/repositories/search-index.ts';
import { jobVectors } from '../../server/db/repositories/search-vector.ts';
import { copyEncoded, copyJobs, createJobEncoder } from '../../server/db/seed/bulk-copy.ts';
import type { Sector } from '../../server/db/seed/catalogue-data.ts';
import { copyJobBatches } from '../../server/db/seed/copy-batches.ts';
import { createCopyRows } from '../../server/db/seed/copy-binary.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { generateJobs } from '../../server/db/seed/jobs.ts';
import { seededRandom } from '../../server/db/seed/random.ts';
import { createVectorEncoder } from '../../server/db/seed/vector-binary.ts';
import { allPlaces } from '../../server/services/places/gazetteer.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import { jobSearchSchema } from '../../src/shared/dto/job.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

type Vector = [lexeme: string, positions: number[]][];

const WEIGHTS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
const bytewise = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * A tsvector literal as PostgreSQL's text input stores it: lexemes sorted bytewise and merged,
 * positions sorted, one per position with the highest weight given it, at most 256, and none
 * after position 16383 (tsvector.c: uniqueentry, uniquePos).
 */
function storedFrom(literal: string): Vector {
  const lexemes = new Map<string, number[]>();
  for (const token of literal.split(' ').filter(Boolean)) {
    const [, lexeme = '', list] = /^'(.*)'(?::(.*))?$/.exec(token) ?? [];
    const positions = (list ?? '')
      .split(',')
      .filter(Boolean)
      .map((p) => (WEIGHTS[p.at(-1) as string] ?? 0) * 16_384 + Number.parseInt(p, 10));
    lexemes.set(lexeme, [...(lexemes.get(lexeme) ?? []), ...positions]);
  }
  return [...lexemes.keys()].sort(bytewise).map((lexeme) => {
    const sorted = (lexemes.get(lexeme) ?? []).toSorted((a, b) => (a % 16_384) - (b % 16_384));
    const kept: number[] = [];
    for (const p of sorted) {
      const last = kept.at(-1);
      if (last !== undefined && last % 16_384 === p % 16_384) {
        if (p >> 14 > last >> 14) kept[kept.length - 1] = p;
        continue;
      }
      if (last !== undefined && (kept.length >= 256 || last % 16_384 === 16_383)) break;
      kept.push(p);
    }
    return [lexeme, kept];
  });
}

/** The rows of a binary COPY stream of (integer, tsvector) rows. */
function decodeRows(chunks: Buffer[]): { id: number; vector: Vector }[] {
  const data = Buffer.concat(chunks);
  expect(data.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
  let at = 19;
  const rows: { id: number; vector: Vector }[] = [];
  for (;;) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) break;
    expect(fields).toBe(2);
    expect(data.readInt32BE(at)).toBe(4);
    const id = data.readInt32BE(at + 4);
    const end = at + 12 + data.readInt32BE(at + 8);
    at += 12;
    const vector: Vector = [];
    const count = data.readInt32BE(at);
    at += 4;
    for (let i = 0; i < count; i++) {
      const nul = data.indexOf(0, at);
      const lexeme = data.subarray(at, nul).toString('utf8');
      at = nul + 1;
      const positions = Array.from({ length: data.readUInt16BE(at) }, (_, k) =>
        data.readUInt16BE(at + 2 + 2 * k),
      );
      at += 2 + 2 * positions.length;
      vector.push([lexeme, positions]);
    }
    expect(at).toBe(end);
    rows.push({ id, vector });
  }
  expect(at).toBe(data.length);
  return rows;
}

/** Documents no job text gives, at the edges of what a vector holds. */
function oddDocuments(): { id: number; doc: JobDocument }[] {
  const terms = ['a', 'b', 'ab', 'a_b', '_a', '__a', 'zia0', 'zib0', 'ä', 'ø', '0', '𝔘', '東京'];
  const random = seededRandom(5);
  const words = (n: number) => Array.from({ length: n }, () => random.pick(terms)).join(' ');
  return Array.from({ length: 40 }, (_, k) => ({
    id: k * 977,
    doc: {
      title: words(4),
      skills: `${words(3)}  ${words(2)}`,
      employer: words(2),
      place: words(3),
      // Past the last position PostgreSQL keeps, and past the most positions of a lexeme.
      description: words(k % 10 === 0 ? 17_000 : 60),
      facets: words(3),
    },
  }));
}

function jobsOf(count: number): NewJobWithSkills[] {
  const enterprises = [
    { id: 1, name: 'Northwind Health', sector: 'healthcare' as const },
    { id: 2, name: 'Tromsø Systems', sector: 'technology' as const },
  ];
  const places = allPlaces().filter((place) => place.population >= 100_000);
  const refs = { enterprises, titleIds: new Map(), places, now: new Date('2026-11-15T09:00:00Z') };
  return generateJobs(seededRandom(11), refs, count);
}

describe('binary tsvector encoding (both databases)', () => {
  it('gives PostgreSQL the vector it stores from the literal', () => {
    const names = {
      skills: new Map<number, string>(),
      enterprises: new Map([
        [1, 'Northwind Health'],
        [2, 'Tromsø Systems'],
      ]),
      healthcare: new Set<number>(),
    };
    const jobs = jobsOf(300);
    const { docs } = documentsOf(
      jobs.map(({ job, skills }, i) => ({
        id: 4090 + i,
        text: {
          title: job.title,
          skills: skills.map((s) => `skill ${s.skill_id}`),
          employer: names.enterprises.get(job.enterprise_id) ?? '',
          place: [job.city, job.state, job.country],
          description: `${job.description}\n${'Łódź Zürich 東京 '.repeat(3)}`,
          facets: facetsOf(
            job,
            skills.map((s) => s.skill_id),
            false,
          ),
        },
      })),
    );
    const encoder = createVectorEncoder();
    // One encoder throughout: later batches meet lexemes it already knows, and new ones.
    for (const batch of [docs, oddDocuments(), docs.slice(0, 50)]) {
      const search = createCopyRows();
      const own = createCopyRows();
      encoder.read(batch.slice(0, 7));
      encoder.read(batch.slice(7));
      encoder.write(search, own, 5);
      encoder.write(search, own);
      const searchRows = decodeRows(search.finish());
      const ownRows = decodeRows(own.finish());
      expect(searchRows.map((row) => row.id)).toEqual(batch.map((d) => d.id));
      for (const [i, { id, doc }] of batch.entries()) {
        const literal = jobVectors(id, doc);
        expect(searchRows[i]?.vector).toEqual(storedFrom(literal.search));
        expect(ownRows[i]?.vector).toEqual(storedFrom(literal.own));
      }
    }
  });
});

describe('copying generated jobs', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await seedDemoData(t.db, { jobs: 20 });
  });
  afterAll(() => t.destroy());

  /** Generated jobs of the seeded enterprises, and one of odd text a search can find alone. */
  async function jobsToCopy() {
    const enterprises = await t.db
      .selectFrom('enterprises')
      .select(['id', 'establishment_name as name', 'sector'])
      .execute();
    const titles = await t.db.selectFrom('job_titles').select(['id', 'title']).execute();
    const refs = {
      enterprises: enterprises.map((e) => ({ ...e, sector: e.sector as Sector })),
      titleIds: new Map(titles.map((title) => [title.title, title.id])),
      places: allPlaces().filter((place) => place.population >= 100_000),
      now: new Date('2026-11-15T09:00:00Z'),
    };
    const jobs = generateJobs(seededRandom(3), refs, 640);
    const [model] = jobs;
    if (!model) throw new Error('No jobs generated');
    const odd: NewJobWithSkills = {
      job: {
        ...model.job,
        title: 'Quarrystone Mason',
        city: 'Tromsø',
        status: 'open',
        expires_at: null,
        description: `Dry stone walls in Łódź, Zürich and 東京. ${'Lay stone by hand. '.repeat(300)}`,
      },
      skills: model.skills,
    };
    return [...jobs.slice(0, 300), odd, ...jobs.slice(300)];
  }

  it('copies documents equal to those posting writes, which a search finds', async () => {
    const jobs = await jobsToCopy();
    if (!isPostgres(t.db)) {
      await expect(copyJobs(t.db, jobs, await namesOf(t.db, jobs))).rejects.toThrow(/PostgreSQL/);
      return;
    }
    const names = await namesOf(t.db, jobs);
    const encoder = createJobEncoder();
    const encoded = await encoder.encode(t.db, jobs, names).finally(() => encoder.close());
    const { ids } = encoded;
    const { docs, vocabulary } = documentsOf(
      jobs.map((entry, i) => ({ id: ids[i] as number, text: jobText(entry, names) })),
    );
    // Read in slices, the batch adds what reading it at once does to the vocabulary.
    const entries = (v: typeof vocabulary) => [...v].sort(([a], [b]) => (a < b ? -1 : 1));
    expect(entries(encoded.vocabulary)).toEqual(entries(vocabulary));
    expect(await copyEncoded(t.db, encoded)).toEqual(ids);
    expect(ids).toHaveLength(jobs.length);

    const stored = () =>
      sql<{ id: number; search: string; own: string; size: number; ownSize: number }>`
        select d.job_id as id, d.search_vector::text as search, o.own_vector::text as own,
          pg_column_size(d.search_vector) as size, pg_column_size(o.own_vector) as "ownSize"
        from job_search_docs d join job_search_own o on o.job_id = d.job_id
        where d.job_id between ${ids[0]} and ${ids.at(-1)} order by d.job_id`
        .execute(t.db)
        .then((result) => result.rows);
    const copied = await stored();
    expect(copied.map((row) => row.id)).toEqual(ids);

    const odd = ids[300] as number;
    const found = await createJobSearch(t.db).search(
      jobSearchSchema.parse({ keyword: 'quarrystone mason' }),
    );
    expect(found.jobs.map((job) => job.id)).toContain(odd);
    const oddSearch = copied.find((row) => row.id === odd)?.search ?? '';
    for (const lexeme of ['łodz', 'tromsø', '東京']) expect(oddSearch).toContain(`'${lexeme}':`);

    // The same jobs' documents as posting writes them: from their literals.
    await writeDocuments(t.db, docs, { replace: true });
    expect(await stored()).toEqual(copied);

    const rows = await t.db
      .selectFrom('jobs')
      .select(['id', 'title', 'description', 'city', 'pay_min', 'job_title_id', 'expires_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      jobs.map(({ job }, i) => ({
        id: ids[i],
        title: job.title,
        description: job.description,
        city: job.city,
        pay_min: job.pay_min,
        job_title_id: job.job_title_id,
        expires_at: job.expires_at,
      })),
    );
    const skills = await t.db
      .selectFrom('job_skills')
      .select(['job_id', 'skill_id', 'min_years', 'max_years'])
      .where('job_id', 'in', ids)
      .orderBy('job_id')
      .orderBy('skill_id')
      .execute();
    expect(skills).toEqual(
      jobs
        .flatMap(({ skills }, i) => skills.map((s) => ({ job_id: ids[i], ...s })))
        .sort((a, b) => (a.job_id as number) - (b.job_id as number) || a.skill_id - b.skill_id),
    );
  });

  it('copies steps and batches in the order generated, counting each batch once it is in', async () => {
    const jobs = (await jobsToCopy()).slice(0, 250);
    let given = 0;
    const generate = (count: number) => {
      given += count;
      return jobs.slice(given - count, given);
    };
    if (!isPostgres(t.db)) {
      await expect(copyJobBatches(t.db, generate, jobs.length, 100, 30)).rejects.toThrow(
        /PostgreSQL/,
      );
      return;
    }
    const vocabulary = async () =>
      new Map(
        (await readVocabulary(t.db)).map((entry) => [entry.term, Number(entry.docs)] as const),
      );
    const before = await vocabulary();
    // Batches of 100 in steps of 30: a batch's last step is short, and the last batch too.
    const ids = await copyJobBatches(t.db, generate, jobs.length, 100, 30);
    expect(ids).toHaveLength(jobs.length);
    expect(ids).toEqual(ids.map((_, i) => (ids[0] as number) + i));
    const titles = await t.db
      .selectFrom('jobs')
      .select('title')
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(titles.map((row) => row.title)).toEqual(jobs.map(({ job }) => job.title));

    const names = await namesOf(t.db, jobs);
    const { docs, vocabulary: added } = documentsOf(
      jobs.map((entry, i) => ({ id: ids[i] as number, text: jobText(entry, names) })),
    );
    const after = await vocabulary();
    for (const [term, { docs: count }] of added)
      expect([term, (after.get(term) ?? 0) - (before.get(term) ?? 0)]).toEqual([term, count]);
    const { rows } = await sql<{ id: number; search: string }>`
      select job_id as id, search_vector::text as search from job_search_docs
      where job_id in (${sql.join(ids)}) order by job_id`.execute(t.db);
    await writeDocuments(t.db, docs, { replace: true });
    const { rows: written } = await sql<{ id: number; search: string }>`
      select job_id as id, search_vector::text as search from job_search_docs
      where job_id in (${sql.join(ids)}) order by job_id`.execute(t.db);
    expect(rows).toEqual(written);
  });
});
