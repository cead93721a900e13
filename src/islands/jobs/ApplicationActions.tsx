import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { api } from '../../stores/api.ts';
import { busyTask } from '../../stores/busy.ts';
import { showToast } from '../../stores/toasts.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

interface Props {
  applicationId: number;
  jobId: number;
  jobTitle: string;
  /** An offer that waits for the candidate's answer. */
  offerOpen: boolean;
  /** Applied or shortlisted, and not yet withdrawn. */
  canWithdraw: boolean;
  remark: string | null;
}

type Confirming = 'decline' | 'withdraw' | null;

const DONE = {
  A: 'You accepted the offer.',
  D: 'You declined the offer.',
  W: 'You withdrew your application.',
} as const;

/** What a candidate can do with one application: answer an offer, withdraw, leave a remark. */
function ApplicationActions(props: Props) {
  const [done, setDone] = useState<keyof typeof DONE | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [task] = useState(busyTask);
  const busy = useStore(task.$busy);
  const [remark, setRemark] = useState(props.remark ?? '');
  const remarkId = useId();
  const about = <span className="sr-only"> for {props.jobTitle}</span>;

  const act = (path: string, body: unknown, outcome: keyof typeof DONE) =>
    task.run(async () => {
      await api.put(`candidates/pool/applications/${props.applicationId}/${path}`, body);
      setDone(outcome);
      setConfirming(null);
      showToast(DONE[outcome], 'success');
    });

  async function saveRemark(event: React.SubmitEvent) {
    event.preventDefault();
    await task.run(async () => {
      await api.put('candidates/pool/candidate-remark', {
        jobId: props.jobId,
        ratingRemarksByCandidate: remark,
      });
      showToast('Your remark is saved.', 'success');
    });
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      {done ? (
        <p role="status" className="rounded-lg bg-brand-light p-3">
          {DONE[done]}
        </p>
      ) : confirming ? (
        <fieldset className="rounded-lg border border-line p-3">
          <legend className="sr-only">Please confirm</legend>
          <p className="font-semibold">
            {confirming === 'decline'
              ? `Decline the offer for ${props.jobTitle}?`
              : `Withdraw your application for ${props.jobTitle}?`}
          </p>
          <p className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() =>
                confirming === 'decline'
                  ? act('offer', { decision: 'D' }, 'D')
                  : act('withdraw', undefined, 'W')
              }
            >
              {confirming === 'decline' ? 'Yes, decline' : 'Yes, withdraw'}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </p>
        </fieldset>
      ) : (
        (props.offerOpen || props.canWithdraw) && (
          <p className="flex flex-wrap gap-3">
            {props.offerOpen && (
              <>
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy}
                  onClick={() => act('offer', { decision: 'A' }, 'A')}
                >
                  Accept offer{about}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  onClick={() => setConfirming('decline')}
                >
                  Decline offer{about}
                </button>
              </>
            )}
            {props.canWithdraw && (
              <button
                type="button"
                className="btn-secondary"
                disabled={busy}
                onClick={() => setConfirming('withdraw')}
              >
                Withdraw application{about}
              </button>
            )}
          </p>
        )
      )}
      <details className="rounded-lg">
        <summary className="focus-ring w-fit cursor-pointer rounded font-semibold">
          Your remark<span className="sr-only"> on {props.jobTitle}</span>
        </summary>
        <form className="mt-2 flex flex-col gap-2" onSubmit={saveRemark}>
          <label htmlFor={remarkId}>
            Your remark on this job (only you and the employer see it)
          </label>
          <textarea
            id={remarkId}
            rows={3}
            maxLength={1000}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            className="focus-ring rounded-lg border border-line px-3 py-2"
          />
          <p>
            <button type="submit" className="btn-secondary" disabled={busy}>
              Save remark
            </button>
          </p>
        </form>
      </details>
    </div>
  );
}

export default withErrorBoundary(ApplicationActions, true);
