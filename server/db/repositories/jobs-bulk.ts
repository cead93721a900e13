import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import type { JobSkill } from '../schema/job-skills.ts';
import type { NewJob } from '../schema/jobs.ts';

/*
 * Multi-row inserts whose rows travel as one JSON array parameter: the database unpacks it, so
 * thousands of rows cost one bound value instead of tens of thousands, and rows are inserted in
 * array order.
 */

const JOB_COLUMNS = [
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
] as const satisfies readonly (keyof NewJob)[];
const SKILL_COLUMNS = ['job_id', 'skill_id', 'min_years', 'max_years'] as const;

/** The column defaults of jobs, for rows that leave them out. */
const JOB_DEFAULTS = { pay_currency: 'USD', easy_apply: 0, status: 'open' } as const;

const columnList = (columns: readonly string[], prefix = '') =>
  sql.join(columns.map((c) => sql.ref(prefix + c)));

/** SQLite: the rows as arrays, read back by position from the parsed (binary) JSON. */
function sqliteRows(columns: readonly string[], rows: readonly Record<string, unknown>[]) {
  const json = JSON.stringify(rows.map((row) => columns.map((c) => row[c] ?? null)));
  const values = sql.join(columns.map((_, i) => sql.raw(`value ->> ${i}`)));
  return sql`select ${values} from jsonb_each(${json})`;
}

/** Inserts jobs; returns the new ids, ascending, which is the order of the rows given. */
export async function insertJobRows(db: Db, jobs: readonly NewJob[]): Promise<number[]> {
  const rows = jobs.map((job) => ({ ...JOB_DEFAULTS, ...job }));
  const source = isPostgres(db)
    ? sql`
      select ${columnList(JOB_COLUMNS, 'r.')}
      from json_populate_recordset(null::jobs, ${JSON.stringify(rows)}::json)
        with ordinality as r
      order by r.ordinality`
    : sqliteRows(JOB_COLUMNS, rows);
  const { rows: inserted } = await sql<{ id: number }>`
    insert into jobs (${columnList(JOB_COLUMNS)}) ${source}
    returning id`.execute(db);
  // One statement numbers its rows in insertion order; RETURNING promises no order.
  return inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export async function insertJobSkillRows(db: Db, skills: readonly JobSkill[]) {
  if (skills.length === 0) return;
  const source = isPostgres(db)
    ? sql`select ${columnList(SKILL_COLUMNS)}
      from json_populate_recordset(null::job_skills, ${JSON.stringify(skills)}::json)`
    : sqliteRows(SKILL_COLUMNS, skills as unknown as Record<string, unknown>[]);
  await sql`insert into job_skills (${columnList(SKILL_COLUMNS)}) ${source}`.execute(db);
}
