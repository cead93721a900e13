import { z } from 'zod';
import type { IdentityException } from '../../src/shared/dto/hosted.ts';
import type { Db } from '../db/connect.ts';
import {
  findCandidateByEmail,
  insertCandidate,
  updateCandidate,
} from '../db/repositories/candidates.ts';
import type { Candidate } from '../db/schema/candidates.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import { checkCode, issueCode } from './codes.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endOtherAccess } from './revoke.ts';

export type Outcome<T = Candidate> =
  | { ok: true; candidate: T }
  | { ok: false; error: IdentityException };

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
export const passwordSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/[A-Za-z]/)
  .regex(/\d/);
const nameSchema = z.string().trim().min(1).max(100);

// A real hash of nothing, so unknown e-mails cost the same time as wrong passwords.
const DECOY = hashPassword('decoy password 0');

// The e-mail change sends its own codes (email-change.ts).
const CODE_MAIL: Record<'signup' | 'reset', (code: string) => { subject: string; text: string }> = {
  signup: (code) => ({
    subject: 'Your Worklane verification code',
    text: `Welcome to Worklane.\n\nYour verification code is ${code}. It expires in 15 minutes.\n\nIf you did not create an account, ignore this e-mail.`,
  }),
  reset: (code) => ({
    subject: 'Reset your Worklane password',
    text: `Your password reset code is ${code}. It expires in 15 minutes.\n\nIf you did not ask to reset your password, ignore this e-mail: your password stays as it is.`,
  }),
};

/** Account operations of the embedded identity provider, with the provider's exception names. */
export function createAccounts(db: Db, mailer: Mailer) {
  /** Mails a new code unless the account has had its codes for the hour; true when one went. */
  async function sendCode(candidate: Candidate, purpose: 'signup' | 'reset') {
    const code = await issueCode(db, candidate.id, purpose);
    if (code === null) return false;
    await mailer.send({ to: candidate.email, ...CODE_MAIL[purpose](code) });
    return true;
  }

  return {
    async authenticate(email: string, password: string): Promise<Outcome> {
      const parsed = emailSchema.safeParse(email);
      const candidate = parsed.success ? await findCandidateByEmail(db, parsed.data) : undefined;
      // Unknown e-mails are checked against a decoy hash, so both answers take as long.
      const valid = await verifyPassword(password, candidate?.password_hash ?? (await DECOY));
      if (!candidate?.password_hash) return { ok: false, error: 'NotAuthorizedException' };
      if (!valid) return { ok: false, error: 'NotAuthorizedException' };
      if (candidate.account_status === 'DISABLED')
        return { ok: false, error: 'UserLambdaValidationException' };
      if (candidate.account_status === 'UNCONFIRMED')
        return { ok: false, error: 'UserNotConfirmedException' };
      return { ok: true, candidate };
    },

    async signUp(input: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      ip?: string;
    }): Promise<Outcome> {
      const first = nameSchema.safeParse(input.firstName);
      const last = nameSchema.safeParse(input.lastName);
      const email = emailSchema.safeParse(input.email);
      if (!first.success || !last.success || !email.success)
        return { ok: false, error: 'InvalidParameterException' };
      if (!passwordSchema.safeParse(input.password).success)
        return { ok: false, error: 'InvalidPasswordException' };
      if (await findCandidateByEmail(db, email.data))
        return { ok: false, error: 'UsernameExistsException' };
      const now = new Date().toISOString();
      const candidate = await insertCandidate(db, {
        email: email.data,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: await hashPassword(input.password),
        account_status: 'UNCONFIRMED',
        ip_address: input.ip ?? null,
        created_at: now,
        updated_at: now,
      });
      await sendCode(candidate, 'signup');
      return { ok: true, candidate };
    },

    async resendSignUpCode(email: string) {
      const parsed = emailSchema.safeParse(email);
      const candidate = parsed.success ? await findCandidateByEmail(db, parsed.data) : undefined;
      if (candidate?.account_status === 'UNCONFIRMED') await sendCode(candidate, 'signup');
    },

    async confirmSignUp(email: string, code: string): Promise<Outcome> {
      const parsed = emailSchema.safeParse(email);
      const candidate = parsed.success ? await findCandidateByEmail(db, parsed.data) : undefined;
      if (candidate?.account_status !== 'UNCONFIRMED')
        return { ok: false, error: 'CodeMismatchException' };
      const check = await checkCode(db, candidate.id, 'signup', code);
      if (check !== 'ok') return { ok: false, error: check };
      await updateCandidate(db, candidate.id, { account_status: 'CONFIRMED', email_verified: 1 });
      return { ok: true, candidate };
    },

    /** Sends a reset code when the account exists; answers the same either way. */
    async forgotPassword(email: string) {
      const parsed = emailSchema.safeParse(email);
      const candidate = parsed.success ? await findCandidateByEmail(db, parsed.data) : undefined;
      if (candidate && candidate.account_status !== 'DISABLED') await sendCode(candidate, 'reset');
    },

    async resetPassword(email: string, code: string, password: string): Promise<Outcome> {
      if (!passwordSchema.safeParse(password).success)
        return { ok: false, error: 'InvalidPasswordException' };
      const parsed = emailSchema.safeParse(email);
      const candidate = parsed.success ? await findCandidateByEmail(db, parsed.data) : undefined;
      if (!candidate) return { ok: false, error: 'CodeMismatchException' };
      const check = await checkCode(db, candidate.id, 'reset', code);
      if (check !== 'ok') return { ok: false, error: check };
      // A reset code proves the mailbox, so it also confirms an unconfirmed account.
      await updateCandidate(db, candidate.id, {
        password_hash: await hashPassword(password),
        must_change_password: 0,
        account_status: candidate.account_status === 'DISABLED' ? 'DISABLED' : 'CONFIRMED',
        email_verified: 1,
      });
      await endOtherAccess(db, candidate.id);
      return { ok: true, candidate };
    },

    /** Sets a new password and ends every session but `keepSessionToken` (see endOtherAccess). */
    async setNewPassword(
      candidate: Candidate,
      password: string,
      keepSessionToken?: string | null,
    ): Promise<Outcome> {
      if (!passwordSchema.safeParse(password).success)
        return { ok: false, error: 'InvalidPasswordException' };
      await updateCandidate(db, candidate.id, {
        password_hash: await hashPassword(password),
        must_change_password: 0,
      });
      await endOtherAccess(db, candidate.id, keepSessionToken);
      return { ok: true, candidate };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
