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

const input = 'focus-ring min-h-11 rounded-lg border border-line px-3 py-2 text-base';

const fieldOf = (event: SubmitEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '');

/** The e-mail section of Settings: shows the address and walks through changing it. */
function EmailChange({ email, verified }: { email: string; verified: boolean }) {
  const state = useStore($emailChange);
  useEffect(() => startEmailChange(email, verified), [email, verified]);
  const shown = state.email || email;

  return (
    <div className="flex flex-col gap-4">
      <p>
        <span className="font-semibold">{shown}</span>{' '}
        <span className={state.verified ? 'text-success' : 'text-danger'}>
          {state.verified ? '(verified)' : '(not verified yet)'}
        </span>
      </p>
      {state.notice && (
        <p role="status" className="rounded-lg bg-brand-light p-3">
          {state.notice}
        </p>
      )}
      {state.error && (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger">
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
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submitNewEmail(fieldOf(event, 'email'));
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
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submitEmailCode(fieldOf(event, 'code'));
          }}
        >
          <label htmlFor="email-code" className="font-semibold">
            Verification code
          </label>
          <input
            id="email-code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={input}
          />
          <p>
            <button type="submit" className="btn-primary" disabled={state.busy}>
              Verify e-mail
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

export default withErrorBoundary(EmailChange, true);
