import { createHash } from 'node:crypto';
import type { IdentityException } from '../../src/shared/dto/hosted.ts';
import type { Candidate } from '../db/schema/candidates.ts';
import type { Logger } from '../services/log/logger.ts';
import type { Accounts } from './accounts.ts';
import type { FailureLimiter } from './rate-limit.ts';

export type PasswordSignIn =
  | { status: 'signed-in'; candidate: Candidate }
  /** The password was right, but the account must choose a new one before it may sign in. */
  | { status: 'must-change-password'; candidate: Candidate }
  | { status: 'refused'; error: IdentityException }
  | { status: 'held-back'; retryAfter: number };

export interface PasswordSignInDeps {
  accounts: Accounts;
  limiter: FailureLimiter;
  log: Logger;
}

/** Names an account in the log without its e-mail address. */
export const accountTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12);

/**
 * The one password check behind every sign-in form (the provider's hosted screen and the chat's
 * password box). The try is claimed from the failure limiter, per client address and per
 * account, before the password is checked. A wrong password, or an address without an account,
 * stays counted; a right one forgets the account's failures, also when the account is
 * unconfirmed, disabled or must choose a new password, which the caller then shows its own way.
 */
export async function passwordSignIn(
  { accounts, limiter, log }: PasswordSignInDeps,
  attempt: { email: string; password: string; ip: string | null },
): Promise<PasswordSignIn> {
  const keys = { ip: attempt.ip, account: attempt.email };
  const audit = { ip: attempt.ip, account: accountTag(attempt.email) };
  const wait = await limiter.claim(keys);
  if (wait > 0) {
    log.warn({ ...audit, event: 'signin.refused', retryAfter: wait }, 'sign-in held back');
    return { status: 'held-back', retryAfter: wait };
  }
  const outcome = await accounts.authenticate(attempt.email, attempt.password);
  const wrong = !outcome.ok && outcome.error === 'NotAuthorizedException';
  await limiter.settle(keys, wrong ? 'failed' : 'passed');
  if (!outcome.ok) {
    if (wrong) log.warn({ ...audit, event: 'signin.failed' }, 'sign-in failed');
    return { status: 'refused', error: outcome.error };
  }
  if (outcome.candidate.must_change_password === 1)
    return { status: 'must-change-password', candidate: outcome.candidate };
  return { status: 'signed-in', candidate: outcome.candidate };
}
