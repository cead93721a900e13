import { map } from 'nanostores';
import { api } from '../lib/api/client.ts';
import { ApiRequestError } from '../lib/api/errors.ts';

export interface EmailChangeState {
  email: string;
  verified: boolean;
  step: 'view' | 'edit' | 'code';
  busy: boolean;
  error: string | null;
  notice: string | null;
}

/** Changing the sign-in e-mail: new address, then the code e-mailed to it (spec 4.2). */
export const $emailChange = map<EmailChangeState>({
  email: '',
  verified: true,
  step: 'view',
  busy: false,
  error: null,
  notice: null,
});

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

export function startEmailChange(email: string, verified: boolean) {
  $emailChange.set({
    email,
    verified,
    step: verified ? 'view' : 'code',
    busy: false,
    error: null,
    notice: null,
  });
}

export const editEmail = () => $emailChange.setKey('step', 'edit');
export const cancelEmailEdit = () =>
  $emailChange.set({ ...$emailChange.get(), step: 'view', error: null });

export async function submitNewEmail(email: string) {
  $emailChange.set({ ...$emailChange.get(), busy: true, error: null, notice: null });
  try {
    const result = await api.put<{ emailAddress: string }>('candidates/email', { email });
    $emailChange.set({
      email: result.emailAddress,
      verified: false,
      step: 'code',
      busy: false,
      error: null,
      notice: `We e-mailed a verification code to ${result.emailAddress}.`,
    });
  } catch (error) {
    $emailChange.set({ ...$emailChange.get(), busy: false, error: messageOf(error) });
  }
}

export async function submitEmailCode(code: string) {
  $emailChange.set({ ...$emailChange.get(), busy: true, error: null });
  try {
    await api.put('candidates/email/verify', { code });
    $emailChange.set({
      ...$emailChange.get(),
      verified: true,
      step: 'view',
      busy: false,
      notice: 'Your e-mail address is verified.',
    });
  } catch (error) {
    $emailChange.set({ ...$emailChange.get(), busy: false, error: messageOf(error) });
  }
}
