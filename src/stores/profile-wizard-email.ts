import { atom } from 'nanostores';
import type { FieldErrors } from './profile-validation.ts';

/**
 * The password that confirms an e-mail change typed in the create-profile wizard. It lives only in
 * this page's memory, never in the stored draft.
 */
export const $wizardEmailPassword = atom('');

export const EMAIL_PASSWORD_NEEDED = 'Enter your password to change your e-mail address';

/** Whether the typed address differs from the one the candidate signs in with. */
export const changesEmail = (typed: string, account: string) =>
  typed.trim().toLowerCase() !== account.trim().toLowerCase();

/** Step 1's extra check: a different address needs the password that confirms it. */
export function emailPasswordErrors(typed: string, account: string): FieldErrors {
  return changesEmail(typed, account) && !$wizardEmailPassword.get()
    ? { emailPassword: EMAIL_PASSWORD_NEEDED }
    : {};
}
