import type { Db } from '../db/connect.ts';
import {
  findCandidateByEmail,
  findCandidateById,
  updateCandidate,
} from '../db/repositories/candidates.ts';
import type { Candidate } from '../db/schema/candidates.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import { emailSchema, type Outcome } from './accounts.ts';
import { checkCode, issueCode } from './codes.ts';
import { verifyPassword } from './password.ts';

const MAIL = {
  code: (code: string) => ({
    subject: 'Confirm your new Worklane e-mail address',
    text: `Your verification code is ${code}. It expires in 15 minutes.\n\nEnter it in Settings to make this address the one you sign in with. If you did not ask for this, ignore this e-mail: nothing changes.`,
  }),
  requested: (next: string) => ({
    subject: 'A change of your Worklane e-mail address was requested',
    text: `Someone signed in to your Worklane account asked to change its e-mail address to ${next}. Nothing changes until the code we sent to that address is entered, and until then you keep signing in with this address.\n\nIf this was not you, change your password in Settings now: that also signs out every other device.`,
  }),
  changed: (next: string) => ({
    subject: 'Your Worklane e-mail address was changed',
    text: `The e-mail address of your Worklane account was changed to ${next}. From now on you sign in with that address, and we write to it.\n\nIf this was not you, contact Worklane support at once.`,
  }),
};

/**
 * Changing a candidate's sign-in e-mail in two steps. The current password confirms the request;
 * the new address is kept as pending and sent a code, and the current address stays the sign-in
 * address and is told of the request. Only the code makes the new address the sign-in address
 * (verified), and the old address is told of the change.
 */
export function createEmailChange(db: Db, mailer: Mailer) {
  return {
    async requestEmailChange(
      candidate: Candidate,
      newEmail: string,
      password: string,
    ): Promise<Outcome> {
      const parsed = emailSchema.safeParse(newEmail);
      if (!parsed.success) return { ok: false, error: 'InvalidParameterException' };
      if (!candidate.password_hash || !(await verifyPassword(password, candidate.password_hash)))
        return { ok: false, error: 'NotAuthorizedException' };
      const next = parsed.data;
      const other = await findCandidateByEmail(db, next);
      if (other && other.id !== candidate.id)
        return { ok: false, error: 'UsernameExistsException' };
      const code = await issueCode(db, candidate.id, 'email');
      if (code === null) return { ok: false, error: 'LimitExceededException' };
      await updateCandidate(db, candidate.id, { pending_email: next });
      await mailer.send({ to: next, ...MAIL.code(code) });
      if (next !== candidate.email)
        await mailer.send({ to: candidate.email, ...MAIL.requested(next) });
      return { ok: true, candidate: { ...candidate, pending_email: next } };
    },

    async confirmEmailChange(candidate: Candidate, code: string): Promise<Outcome> {
      const next = candidate.pending_email;
      if (!next) return { ok: false, error: 'CodeMismatchException' };
      const check = await checkCode(db, candidate.id, 'email', code);
      if (check !== 'ok') return { ok: false, error: check };
      const taken = async () => {
        const other = await findCandidateByEmail(db, next);
        return other !== undefined && other.id !== candidate.id;
      };
      // Someone may have signed up with the address since it was asked for.
      if (await taken()) {
        await updateCandidate(db, candidate.id, { pending_email: null });
        return { ok: false, error: 'UsernameExistsException' };
      }
      try {
        await updateCandidate(db, candidate.id, {
          email: next,
          pending_email: null,
          email_verified: 1,
        });
      } catch (error) {
        if (await taken()) return { ok: false, error: 'UsernameExistsException' };
        throw error;
      }
      if (next !== candidate.email)
        await mailer.send({ to: candidate.email, ...MAIL.changed(next) });
      const row = await findCandidateById(db, candidate.id);
      return row ? { ok: true, candidate: row } : { ok: false, error: 'UserNotFoundException' };
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
