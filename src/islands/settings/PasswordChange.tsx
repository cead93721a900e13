import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ApiRequestError } from '../../lib/api/errors.ts';
import { IDENTITY_MESSAGES } from '../../shared/dto/hosted.ts';
import { api } from '../../stores/api.ts';
import { $saving, runSaving } from '../../stores/settings.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { INPUT } from './styles.ts';

/** The account's rule: at least 8 characters with a letter and a number. */
const strong = (password: string) =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/**
 * Changes the sign-in password; a wrong current password shows 'Incorrect password.'. The
 * account's e-mail rides along hidden, so a password manager knows whose password it saves.
 */
function PasswordChange({ email = '' }: { email?: string }) {
  const busy = useStore($saving).password ?? false;
  const [error, setError] = useState<string | null>(null);

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    if (!strong(value('newPassword'))) return setError(IDENTITY_MESSAGES.InvalidPasswordException);
    if (value('newPassword') !== value('confirmPassword'))
      return setError('The new passwords do not match.');
    setError(null);
    const body = { currentPassword: value('currentPassword'), newPassword: value('newPassword') };
    const done = await runSaving(
      'password',
      () =>
        api.put('candidates/password', body).then(
          () => true,
          (failure: unknown) => {
            if (!(failure instanceof ApiRequestError && failure.status === 400)) throw failure;
            setError(failure.message);
            return false;
          },
        ),
      'Your password is changed.',
    );
    if (done) form.reset();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <fieldset disabled={busy} className="flex flex-col gap-3">
        <legend className="sr-only">Change password</legend>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {FIELDS.map((field) => (
          <p key={field.name} className="flex flex-col gap-1">
            <label htmlFor={`password-${field.name}`} className="font-semibold">
              {field.label}
            </label>
            <input
              id={`password-${field.name}`}
              name={field.name}
              type="password"
              required
              maxLength={128}
              autoComplete={field.autoComplete}
              aria-describedby={error ? 'password-error' : undefined}
              className={INPUT}
            />
          </p>
        ))}
        {error && (
          <p id="password-error" role="alert" className="text-danger">
            {error}
          </p>
        )}
        <p>
          <button type="submit" className="btn-primary">
            Change password
          </button>
        </p>
      </fieldset>
    </form>
  );
}

export default withErrorBoundary(PasswordChange, true);
