import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { InterviewScheduleDto } from '../../shared/dto/interview.ts';
import { api } from '../../stores/api.ts';
import { busyTask, toastFailure } from '../../stores/busy.ts';
import { showToast } from '../../stores/toasts.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

interface Props {
  id: number;
  /** Names the round for screen readers, e.g. 'round 1 of Ward Nurse'. */
  about: string;
}

const DONE = { A: 'You accepted the invitation.', X: 'You declined the invitation.' } as const;

/** Accept or decline a pending interview invitation (P → A or X). */
function InterviewAnswer({ id, about }: Props) {
  const [answer, setAnswer] = useState<keyof typeof DONE | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [task] = useState(busyTask);
  const busy = useStore(task.$busy);

  async function respond(status: keyof typeof DONE) {
    await task.run(async () => {
      await api.put<InterviewScheduleDto>(`candidates/interviews/${id}/respond`, { status });
      setAnswer(status);
      showToast(DONE[status], 'success');
    }, toastFailure);
    setConfirming(false);
  }

  if (answer)
    return (
      <p role="status" className="rounded-lg bg-brand-light p-3">
        {DONE[answer]}
      </p>
    );
  if (confirming)
    return (
      <fieldset className="rounded-lg border border-line p-3">
        <legend className="sr-only">Please confirm</legend>
        <p className="font-semibold">Decline the invitation to {about}?</p>
        <p className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => respond('X')}
          >
            Yes, decline
          </button>
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </p>
      </fieldset>
    );
  return (
    <p className="flex flex-wrap gap-3">
      <button type="button" className="btn-primary" disabled={busy} onClick={() => respond('A')}>
        Accept invitation<span className="sr-only"> to {about}</span>
      </button>
      <button
        type="button"
        className="btn-secondary"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        Decline invitation<span className="sr-only"> to {about}</span>
      </button>
    </p>
  );
}

export default withErrorBoundary(InterviewAnswer, true);
