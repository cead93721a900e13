import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import {
  $classificationBusy,
  $classificationError,
  acceptPlatform,
  declinePlatform,
} from '../../stores/classification.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

const TEXT = {
  NT: 'This platform has been designed just for neurotypical candidates. Are you sure you want to log in?',
  ND: 'This platform has been designed just for neurodistinct candidates. Are you sure you want to log in?',
} as const;

/** Shown after sign-in when the candidate's classification differs from this platform's. */
function FlavourMismatch({ platform }: { platform: 'ND' | 'NT' }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const busy = useStore($classificationBusy);
  const error = useStore($classificationError);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="mismatch-text"
      className="max-w-md rounded-2xl border border-line p-6 shadow-xl backdrop:bg-black/50"
      onCancel={(event) => event.preventDefault()}
    >
      <p id="mismatch-text" className="text-lg">
        {TEXT[platform]}
      </p>
      {error && (
        <p role="alert" className="mt-3 text-danger">
          {error}
        </p>
      )}
      <p className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={declinePlatform} disabled={busy}>
          No
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={() => void acceptPlatform(platform)}
          disabled={busy}
        >
          Yes
        </button>
      </p>
    </dialog>
  );
}

export default withErrorBoundary(FlavourMismatch, true);
