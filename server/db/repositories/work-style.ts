import type { Db } from '../connect.ts';
import type { OutboxInsert } from './interviews.ts';
import { applicationsWithJobs, findApplicationOf, ownedBy } from './ownership.ts';

/** The candidate's passport JSON text, or undefined before the first save. */
export function findPassport(db: Db, candidateId: number) {
  return db
    .selectFrom('work_passports')
    .select(['passport', 'updated_at'])
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
}

export async function savePassport(db: Db, candidateId: number, passport: string, now: string) {
  await db
    .insertInto('work_passports')
    .values({ candidate_id: candidateId, passport, updated_at: now })
    .onConflict((oc) => oc.column('candidate_id').doUpdateSet({ passport, updated_at: now }))
    .execute();
}

/** An application of the candidate's own, with its job and enterprise. */
export function findOwnApplicationOf(db: Db, candidateId: number, applicationId: number) {
  return findApplicationOf(db, { candidateId }, applicationId);
}

/** Shares (or changes what is shared) with the enterprise of one application. */
export async function upsertShare(
  db: Db,
  row: { application_id: number; candidate_id: number; parts: string },
  now: string,
) {
  await db
    .insertInto('work_passport_shares')
    .values({ ...row, shared_at: now, withdrawn_at: null })
    .onConflict((oc) =>
      oc
        .column('application_id')
        .doUpdateSet({ parts: row.parts, shared_at: now, withdrawn_at: null }),
    )
    .execute();
}

/** Withdraws a share; false when there was none in force. */
export async function withdrawShare(
  db: Db,
  candidateId: number,
  applicationId: number,
  now: string,
) {
  const result = await db
    .updateTable('work_passport_shares')
    .set({ withdrawn_at: now })
    .where('application_id', '=', applicationId)
    .where('candidate_id', '=', candidateId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The candidate's shares in force, newest first, with their jobs. */
export function sharesOf(db: Db, candidateId: number) {
  return applicationsWithJobs(db)
    .innerJoin('work_passport_shares', 'work_passport_shares.application_id', 'applications.id')
    .select([
      'work_passport_shares.application_id',
      'work_passport_shares.parts',
      'work_passport_shares.shared_at',
      'jobs.id as job_id',
      'jobs.title',
      'enterprises.establishment_name',
    ])
    .where('work_passport_shares.candidate_id', '=', candidateId)
    .where('work_passport_shares.withdrawn_at', 'is', null)
    .orderBy('work_passport_shares.shared_at', 'desc')
    .orderBy('work_passport_shares.application_id', 'desc')
    .execute();
}

/**
 * A share in force for an application of this enterprise's own job, with the passport; undefined
 * for another enterprise's application, one never shared, or one withdrawn.
 */
export function sharedPassportFor(db: Db, enterpriseId: number, applicationId: number) {
  return applicationsWithJobs(db)
    .innerJoin('work_passport_shares', 'work_passport_shares.application_id', 'applications.id')
    .innerJoin('work_passports', 'work_passports.candidate_id', 'applications.candidate_id')
    .select([
      'work_passport_shares.application_id',
      'work_passport_shares.parts',
      'work_passport_shares.shared_at',
      'applications.candidate_id',
      'work_passports.passport',
    ])
    .where('work_passport_shares.application_id', '=', applicationId)
    .where('work_passport_shares.withdrawn_at', 'is', null)
    .where(ownedBy({ enterpriseId }))
    .executeTakeFirst();
}

const adjustmentColumns = [
  'adjustment_requests.id',
  'adjustment_requests.interview_id',
  'adjustment_requests.choices',
  'adjustment_requests.note',
  'adjustment_requests.answer',
  'adjustment_requests.created_at',
  'adjustment_requests.answered_at',
] as const;

export type AdjustmentRow = Awaited<ReturnType<typeof adjustmentsOfRound>>[number];

/** Every request of one round, oldest first. */
export function adjustmentsOfRound(db: Db, interviewId: number) {
  return db
    .selectFrom('adjustment_requests')
    .select(adjustmentColumns)
    .where('interview_id', '=', interviewId)
    .orderBy('id')
    .execute();
}

export async function insertAdjustmentRequest(
  db: Db,
  row: { interview_id: number; choices: string; note: string; created_at: string },
) {
  const { id } = await db
    .insertInto('adjustment_requests')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A request on a round of this enterprise's own job, with the round's job and candidate. */
export function findEnterpriseAdjustment(db: Db, enterpriseId: number, id: number) {
  return applicationsWithJobs(db)
    .innerJoin('interviews', 'interviews.application_id', 'applications.id')
    .innerJoin('adjustment_requests', 'adjustment_requests.interview_id', 'interviews.id')
    .select([...adjustmentColumns, 'applications.candidate_id'])
    .where('adjustment_requests.id', '=', id)
    .where(ownedBy({ enterpriseId }))
    .executeTakeFirst();
}

/** Records the answer once and writes the candidate's notification with it. */
export function answerAdjustment(
  db: Db,
  id: number,
  answer: string,
  now: string,
  notification: OutboxInsert,
) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('adjustment_requests')
      .set({ answer, answered_at: now })
      .where('id', '=', id)
      .where('answer', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx.insertInto('notification_outbox').values(notification).execute();
    return true;
  });
}

/** The work-environment facts of these jobs, by job id. */
export async function workFactsOf(db: Db, jobIds: readonly number[]) {
  const byJob = new Map<number, Record<string, string>>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .selectFrom('job_work_facts')
    .select(['job_id', 'fact', 'value'])
    .where('job_id', 'in', [...jobIds])
    .execute();
  for (const row of rows) {
    const facts = byJob.get(row.job_id) ?? {};
    facts[row.fact] = row.value;
    byJob.set(row.job_id, facts);
  }
  return byJob;
}

/** Replaces the facts of each job given, in one transaction. */
export function replaceWorkFacts(db: Db, facts: ReadonlyMap<number, Record<string, string>>) {
  const ids = [...facts.keys()];
  const rows = [...facts].flatMap(([jobId, stated]) =>
    Object.entries(stated).map(([fact, value]) => ({ job_id: jobId, fact, value })),
  );
  return db.transaction().execute(async (trx) => {
    for (let at = 0; at < ids.length; at += 1000)
      await trx
        .deleteFrom('job_work_facts')
        .where('job_id', 'in', ids.slice(at, at + 1000))
        .execute();
    for (let at = 0; at < rows.length; at += 1000)
      await trx
        .insertInto('job_work_facts')
        .values(rows.slice(at, at + 1000))
        .execute();
  });
}

/** Which of these jobs belong to which enterprise: job id to enterprise id. */
export async function enterprisesOfJobs(db: Db, jobIds: readonly number[]) {
  const owners = new Map<number, number>();
  for (let at = 0; at < jobIds.length; at += 1000) {
    const rows = await db
      .selectFrom('jobs')
      .select(['id', 'enterprise_id'])
      .where('id', 'in', jobIds.slice(at, at + 1000))
      .execute();
    for (const row of rows) owners.set(row.id, row.enterprise_id);
  }
  return owners;
}
