import { map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import { api } from './api.ts';

type Field = 'email' | 'password' | 'code';

export interface EmailChangeState {
  /** The sign-in address; it changes only once the new address's code is entered. */
  email: string;
  verified: boolean;
  /** The address asked for, waiting for its code. */
  pending: string | null;
  step: 'view' | 'edit' | 'code';
  busy: boolean;
  error: string | null;
  /** The field the error is about: it is marked invalid and described by the error. */
  errorField: Field | null;
  notice: string | null;
}

interface EmailAnswer {
  emailAddress: string;
  emailVerified: boolean;
  pendingEmailAddress: string | null;
}

/**
 * Changing the sign-in e-mail (spec 4.2): the new address and the current password, then the code
 * e-mailed to the new address. Until the code is entered the current address stays.
 */
export const $emailChange = map<EmailChangeState>({
  email: '',
  verified: true,
  pending: null,
  step: 'view',
  busy: false,
  error: null,
  errorField: null,
  notice: null,
});

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

const cleared = { busy: false, error: null, errorField: null } as const;

export function startEmailChange(email: string, verified: boolean, pending: string | null) {
  $emailChange.set({
    email,
    verified,
    pending,
    step: pending ? 'code' : 'view',
    ...cleared,
    notice: null,
  });
}

export const editEmail = () =>
  $emailChange.set({ ...$emailChange.get(), step: 'edit', ...cleared });
export const cancelEmailEdit = () =>
  $emailChange.set({
    ...$emailChange.get(),
    step: $emailChange.get().pending ? 'code' : 'view',
    ...cleared,
  });

function failed(message: string, field: Field) {
  $emailChange.set({ ...$emailChange.get(), busy: false, error: message, errorField: field });
}

export async function submitNewEmail(email: string, password: string) {
  if (!password) return failed('Enter your current password.', 'password');
  $emailChange.set({ ...$emailChange.get(), ...cleared, busy: true, notice: null });
  try {
    const result = await api.put<EmailAnswer>('candidates/email', { email, password });
    $emailChange.set({
      email: result.emailAddress,
      verified: result.emailVerified,
      pending: result.pendingEmailAddress,
      step: 'code',
      ...cleared,
      notice: `We e-mailed a verification code to ${result.pendingEmailAddress}. You keep signing in with ${result.emailAddress} until you enter it.`,
    });
  } catch (error) {
    const message = messageOf(error);
    failed(message, /password/i.test(message) ? 'password' : 'email');
  }
}

export async function submitEmailCode(code: string) {
  $emailChange.set({ ...$emailChange.get(), ...cleared, busy: true });
  try {
    const result = await api.put<EmailAnswer>('candidates/email/verify', { code });
    $emailChange.set({
      email: result.emailAddress,
      verified: result.emailVerified,
      pending: null,
      step: 'view',
      ...cleared,
      notice: 'Your e-mail address is verified.',
    });
  } catch (error) {
    failed(messageOf(error), 'code');
  }
}
