import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import {
  consumeCode,
  countAttempt,
  findLiveCode,
  replaceCode,
} from '../db/repositories/verification-codes.ts';
import type { VerificationCode } from '../db/schema/identity.ts';
import { serverSecret } from './secrets.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS = 5;

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

/** A new six-digit code for the purpose; only its keyed hash is stored. */
export async function issueCode(db: Db, candidateId: number, purpose: Purpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await replaceCode(db, {
    candidate_id: candidateId,
    purpose,
    code_hash: await hash(db, code),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
  });
  return code;
}

/** Checks and consumes a code: single use, 15 minutes, five wrong tries retire it. */
export async function checkCode(
  db: Db,
  candidateId: number,
  purpose: Purpose,
  code: string,
): Promise<CodeCheck> {
  const live = await findLiveCode(db, candidateId, purpose);
  if (!live) return 'CodeMismatchException';
  const now = new Date().toISOString();
  if (live.expires_at <= now) return 'ExpiredCodeException';
  if (live.attempts >= MAX_ATTEMPTS) return 'LimitExceededException';
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(await hash(db, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await countAttempt(db, live.id);
    return live.attempts + 1 >= MAX_ATTEMPTS ? 'LimitExceededException' : 'CodeMismatchException';
  }
  return (await consumeCode(db, live.id, now)) ? 'ok' : 'CodeMismatchException';
}
