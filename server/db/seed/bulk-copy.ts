import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import { type Db, postgresPoolOf } from '../connect.ts';
import type { NewJobWithSkills } from '../repositories/jobs.ts';
import { addVocabulary, documentsOf, facetsOf } from '../repositories/search-index.ts';
import { jobVectors } from '../repositories/search-vector.ts';

/*
 * Bulk loading of generated jobs into PostgreSQL with COPY (a benchmark's million jobs): the
 * jobs, their skills and their search documents stream in as text rows, far faster than
 * statements. Jobs posted through the product go through publishJobs instead.
 */

const JOB_COLUMNS = [
  'id',
  'enterprise_id',
  'job_title_id',
  'title',
  'description',
  'city',
  'state',
  'country',
  'country_code',
  'work_mode',
  'employment_type',
  'experience_level',
  'education',
  'duration',
  'pay_min',
  'pay_max',
  'pay_currency',
  'pay_period',
  'easy_apply',
  'status',
  'posted_at',
  'expires_at',
  'created_at',
  'updated_at',
] as const;

/** A value in COPY's text format. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return String(value)
    .replaceAll('\\', '\\\\')
    .replaceAll('\t', '\\t')
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r');
}

const line = (values: readonly unknown[]) => `${values.map(field).join('\t')}\n`;

async function copy(db: Db, table: string, columns: readonly string[], rows: Iterable<string>) {
  const pool = postgresPoolOf(db);
  if (!pool) throw new Error('COPY needs a PostgreSQL database');
  const client = await pool.connect();
  try {
    const target = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    // Rows go out in chunks of about 256 KB: one message per row would cost a write each.
    await pipeline(
      (function* () {
        let chunk = '';
        for (const row of rows) {
          chunk += row;
          if (chunk.length >= 256 * 1024) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk) yield chunk;
      })(),
      target,
    );
  } finally {
    client.release();
  }
}

/** The next `count` ids of the jobs table, taken at once. */
async function reserveJobIds(db: Db, count: number): Promise<number> {
  const { rows } = await sql<{ last: string }>`
    select setval(pg_get_serial_sequence('jobs', 'id'),
      nextval(pg_get_serial_sequence('jobs', 'id')) + ${count - 1}) as last`.execute(db);
  return Number(rows[0]?.last) - count + 1;
}

/** Copies generated jobs, their skills and their search documents into PostgreSQL. */
export async function copyJobs(
  db: Db,
  jobs: readonly NewJobWithSkills[],
  names: { skills: Map<number, string>; enterprises: Map<number, string>; healthcare: Set<number> },
) {
  const first = await reserveJobIds(db, jobs.length);
  const ids = jobs.map((_, i) => first + i);
  await copy(
    db,
    'jobs',
    JOB_COLUMNS,
    jobs.map(({ job }, i) => {
      const row: Record<string, unknown> = {
        pay_currency: 'USD',
        easy_apply: 0,
        ...job,
        id: ids[i],
      };
      return line(JOB_COLUMNS.map((column) => row[column]));
    }),
  );
  await copy(
    db,
    'job_skills',
    ['job_id', 'skill_id', 'min_years', 'max_years'],
    jobs.flatMap(({ skills }, i) =>
      skills.map((s) => line([ids[i], s.skill_id, s.min_years, s.max_years])),
    ),
  );
  const { docs, vocabulary } = documentsOf(
    jobs.map(({ job, skills }, i) => ({
      id: ids[i] as number,
      text: {
        title: job.title,
        skills: skills.map((s) => names.skills.get(s.skill_id) ?? ''),
        employer: names.enterprises.get(job.enterprise_id) ?? '',
        place: [job.city, job.state, job.country],
        description: job.description,
        facets: facetsOf(
          job,
          skills.map((s) => s.skill_id),
          names.healthcare.has(job.job_title_id ?? 0),
        ),
      },
    })),
  );
  const vectors = docs.map(({ id, doc }) => ({ id, ...jobVectors(id, doc) }));
  await copy(
    db,
    'job_search_docs',
    ['job_id', 'search_vector'],
    vectors.map(({ id, search }) => line([id, search])),
  );
  await copy(
    db,
    'job_search_own',
    ['job_id', 'own_vector'],
    vectors.map(({ id, own }) => line([id, own])),
  );
  await addVocabulary(db, vocabulary);
  return ids;
}
