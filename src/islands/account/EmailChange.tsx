import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect } from 'react';
import {
  $emailChange,
  cancelEmailEdit,
  editEmail,
  startEmailChange,
  submitEmailCode,
  submitNewEmail,
} from '../../stores/email-change.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

const input =
  'focus-ring min-h-11 rounded-lg border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger';

const fieldOf = (event: SubmitEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '');

interface Props {
  email: string;
  verified: boolean;
  /** An address asked for earlier, still waiting for its code. */
  pending?: string | null;
}

/**
 * The e-mail section of Settings: shows the sign-in address and walks through changing it. The
 * password confirms the change, and the address changes only once the e-mailed code is entered.
 */
function EmailChange({ email, verified, pending = null }: Props) {
  const state = useStore($emailChange);
  useEffect(() => startEmailChange(email, verified, pending), [email, verified, pending]);
  const shown = state.email || email;
  /** A field's description (its hint), and while the error is about it, invalid and the error. */
  const described = (field: typeof state.errorField, hint?: string) => {
    const invalid = Boolean(state.error) && state.errorField === field;
    const ids = [hint, invalid ? 'email-change-error' : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': invalid || undefined, 'aria-describedby': ids || undefined };
  };

  return (
    <div className="flex flex-col gap-4">
      <p>
        <span className="font-semibold">{shown}</span>{' '}
        <span className={state.verified ? 'text-success' : 'text-danger'}>
          {state.verified ? '(verified)' : '(not verified yet)'}
        </span>
      </p>
      {state.pending && (
        <p>
          Waiting for the code sent to <span className="font-semibold">{state.pending}</span>: you
          sign in with {shown} until it is entered.
        </p>
      )}
      {state.notice && (
        <p role="status" className="rounded-lg bg-brand-light p-3">
          {state.notice}
        </p>
      )}
      {state.error && (
        <p
          id="email-change-error"
          role="alert"
          className="rounded-lg border border-danger p-3 text-danger"
        >
          {state.error}
        </p>
      )}

      {state.step === 'view' && (
        <p>
          <button type="button" className="btn-secondary" onClick={editEmail}>
            Change e-mail
          </button>
        </p>
      )}

      {state.step === 'edit' && (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submitNewEmail(fieldOf(event, 'email'), fieldOf(event, 'password'));
          }}
        >
          <label htmlFor="new-email" className="font-semibold">
            New e-mail address
          </label>
          <input
            id="new-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            className={input}
            {...described('email')}
          />
          <label htmlFor="email-password" className="font-semibold">
            Your password
          </label>
          <p id="email-password-hint" className="-mt-2 text-sm text-ink-muted">
            We ask for it so that nobody else can change the address you sign in with.
          </p>
          <input
            id="email-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            maxLength={128}
            className={input}
            {...described('password', 'email-password-hint')}
          />
          <p className="flex gap-3">
            <button type="submit" className="btn-primary" disabled={state.busy}>
              Send code
            </button>
            <button type="button" className="btn-secondary" onClick={cancelEmailEdit}>
              Cancel
            </button>
          </p>
        </form>
      )}

      {state.step === 'code' && (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submitEmailCode(fieldOf(event, 'code'));
          }}
        >
          <label htmlFor="email-code" className="font-semibold">
            Verification code
          </label>
          <p id="email-code-hint" className="-mt-2 text-sm text-ink-muted">
            The 6-digit code we e-mailed to {state.pending ?? 'your new address'}.
          </p>
          <input
            id="email-code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={input}
            {...described('code', 'email-code-hint')}
          />
          <p className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={state.busy}>
              Verify e-mail
            </button>
            <button type="button" className="btn-secondary" onClick={editEmail}>
              Use another address or get a new code
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

export default withErrorBoundary(EmailChange, true);
