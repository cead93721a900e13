import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { api } from '../../stores/api.ts';
import { $saving, runSaving } from '../../stores/settings.ts';
import { ConfirmAction } from '../dialog/Modal.tsx';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { INPUT } from './styles.ts';

const WORD = 'DELETE';

/** Deletes the account after the candidate types DELETE, then goes to the home page. */
function DeleteAccount() {
  const busy = useStore($saving).deleteAccount ?? false;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const remove = async () => {
    const done = await runSaving(
      'deleteAccount',
      () => api.delete('candidates/', { body: { confirm: WORD } }).then(() => true),
      '',
    );
    if (done) window.location.assign('/');
  };

  return (
    <div>
      <button type="button" className="btn-secondary text-danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      <ConfirmAction
        open={open}
        title="Delete your account?"
        confirmLabel="Delete my account"
        canConfirm={typed === WORD}
        busy={busy}
        onCancel={close}
        onConfirm={() => void remove()}
      >
        <p>
          Your profile, files, applications and messages are deleted and cannot be brought back.
        </p>
        <p className="flex flex-col gap-1">
          <label htmlFor="delete-confirm" className="font-semibold">
            Type DELETE to confirm
          </label>
          <input
            id="delete-confirm"
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.currentTarget.value)}
            className={INPUT}
          />
        </p>
      </ConfirmAction>
    </div>
  );
}

export default withErrorBoundary(DeleteAccount, true);
