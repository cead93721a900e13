import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { clearFailures, countRequest } from '../db/repositories/rate-limits.ts';
import {
  consumeCode,
  countAttempt,
  findLiveCode,
  replaceCode,
} from '../db/repositories/verification-codes.ts';
import type { VerificationCode } from '../db/schema/identity.ts';
import { serverSecret } from './secrets.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong tries one code takes, and one account takes for one purpose within CODE_WINDOW_MS. */
const MAX_ATTEMPTS = 5;
/** Codes one account is sent within CODE_WINDOW_MS, whatever their purpose. */
export const CODES_PER_ACCOUNT = 5;
export const CODE_WINDOW_MS = 60 * 60 * 1000;

type Purpose = VerificationCode['purpose'];
export type CodeCheck =
  | 'ok'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException';

async function hash(db: Db, code: string) {
  return createHmac('sha256', await serverSecret(db, 'code-pepper'))
    .update(code)
    .digest('hex');
}

// The counters live with the other rate limits, so every node counts the same codes and tries.
const issuedKey = (candidateId: number) => `code-issue:candidate:${candidateId}`;
const triesKey = (candidateId: number, purpose: Purpose) => `code-tries:${purpose}:${candidateId}`;

/**
 * A new six-digit code for the purpose; only its keyed hash is stored. Null, and nothing stored,
 * when the account has already been sent CODES_PER_ACCOUNT codes within the hour.
 */
export async function issueCode(
  db: Db,
  candidateId: number,
  purpose: Purpose,
): Promise<string | null> {
  const now = new Date();
  const issued = await countRequest(db, issuedKey(candidateId), now.getTime(), CODE_WINDOW_MS);
  if (issued.count > CODES_PER_ACCOUNT) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceCode(db, {
    candidate_id: candidateId,
    purpose,
    code_hash: await hash(db, code),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
  });
  return code;
}

/**
 * Checks and consumes a code: single use, 15 minutes. Each try is counted before the code is
 * compared, on the code (five retire it) and on the account and purpose (five within the hour,
 * however many codes it is sent meanwhile); a right code clears the account's tries.
 */
export async function checkCode(
  db: Db,
  candidateId: number,
  purpose: Purpose,
  code: string,
): Promise<CodeCheck> {
  const live = await findLiveCode(db, candidateId, purpose);
  if (!live) return 'CodeMismatchException';
  const now = new Date();
  if (live.expires_at <= now.toISOString()) return 'ExpiredCodeException';
  const attempts = await countAttempt(db, live.id, MAX_ATTEMPTS);
  if (attempts === null) return 'LimitExceededException';
  const key = triesKey(candidateId, purpose);
  const tries = await countRequest(db, key, now.getTime(), CODE_WINDOW_MS);
  if (tries.count > MAX_ATTEMPTS) return 'LimitExceededException';
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(await hash(db, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given))
    return Math.max(attempts, tries.count) >= MAX_ATTEMPTS
      ? 'LimitExceededException'
      : 'CodeMismatchException';
  if (!(await consumeCode(db, live.id, now.toISOString()))) return 'CodeMismatchException';
  await clearFailures(db, key);
  return 'ok';
}
