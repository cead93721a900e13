import {
  EMPTY_WORK_STYLE,
  employerView,
  isFilled,
  PART_CODES,
  type PassportPart,
  type PassportShareDto,
  type SharedPassportDto,
  type WorkStyle,
  type WorkStyleDto,
  workStyleSchema,
} from '../../../src/shared/work-style/passport.ts';
import type { Db } from '../../db/connect.ts';
import { findEnterpriseRound } from '../../db/repositories/interviews.ts';
import {
  findOwnApplicationOf,
  findPassport,
  savePassport,
  sharedPassportFor,
  sharesOf,
  upsertShare,
  withdrawShare,
} from '../../db/repositories/work-style.ts';

/** Stored text back to a passport; anything unreadable is an empty one. */
function readPassport(text: string | undefined): WorkStyle {
  if (!text) return EMPTY_WORK_STYLE;
  try {
    const parsed = workStyleSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY_WORK_STYLE;
  } catch {
    return EMPTY_WORK_STYLE;
  }
}

function readParts(text: string): PassportPart[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? PART_CODES.filter((part) => list.includes(part)) : [];
  } catch {
    return [];
  }
}

/** The candidate's own passport (kept private until they share it). */
export async function ownWorkStyle(db: Db, candidateId: number): Promise<WorkStyleDto> {
  const row = await findPassport(db, candidateId);
  return { workStyle: readPassport(row?.passport), updatedAt: row?.updated_at ?? null };
}

export async function saveWorkStyle(
  db: Db,
  candidateId: number,
  style: WorkStyle,
): Promise<WorkStyleDto> {
  const now = new Date().toISOString();
  await savePassport(db, candidateId, JSON.stringify(style), now);
  return { workStyle: style, updatedAt: now };
}

export async function ownShares(db: Db, candidateId: number): Promise<PassportShareDto[]> {
  return (await sharesOf(db, candidateId)).map((row) => ({
    applicationId: row.application_id,
    jobId: row.job_id,
    jobTitle: row.title,
    establishmentName: row.establishment_name,
    parts: readParts(row.parts),
    sharedAt: row.shared_at,
  }));
}

export type ShareOutcome = { ok: true } | { ok: false; status: 404 | 409; message?: string };

/** Shares the chosen parts with the enterprise of one of the candidate's own applications. */
export async function sharePassport(
  db: Db,
  candidateId: number,
  applicationId: number,
  parts: PassportPart[],
  nothingMessage: string,
): Promise<ShareOutcome> {
  if (!(await findOwnApplicationOf(db, candidateId, applicationId)))
    return { ok: false, status: 404 };
  const { workStyle } = await ownWorkStyle(db, candidateId);
  if (!isFilled(workStyle)) return { ok: false, status: 409, message: nothingMessage };
  await upsertShare(
    db,
    { application_id: applicationId, candidate_id: candidateId, parts: JSON.stringify(parts) },
    new Date().toISOString(),
  );
  return { ok: true };
}

/**
 * Withdraws what was shared with the enterprise of one of the candidate's own applications, at
 * once (nothing shared is already withdrawn); false when the application is not theirs.
 */
export async function withdrawPassport(db: Db, candidateId: number, applicationId: number) {
  if (!(await findOwnApplicationOf(db, candidateId, applicationId))) return false;
  await withdrawShare(db, candidateId, applicationId, new Date().toISOString());
  return true;
}

/**
 * The passport as shared for an application of the enterprise's own job; null when it is another
 * enterprise's, was never shared, or was withdrawn.
 */
export async function sharedPassport(
  db: Db,
  enterpriseId: number,
  applicationId: number,
): Promise<SharedPassportDto | null> {
  const row = await sharedPassportFor(db, enterpriseId, applicationId);
  if (!row) return null;
  const parts = readParts(row.parts);
  return {
    applicationId: row.application_id,
    candidateId: row.candidate_id,
    parts,
    sharedAt: row.shared_at,
    sections: employerView(readPassport(row.passport), parts),
  };
}

/** The passport as shared for the application of one of the enterprise's own interview rounds. */
export async function sharedPassportOfRound(db: Db, enterpriseId: number, interviewId: number) {
  const round = await findEnterpriseRound(db, enterpriseId, interviewId);
  return round ? sharedPassport(db, enterpriseId, round.application_id) : null;
}
