import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { api } from '../../stores/api.ts';
import { busyTask } from '../../stores/busy.ts';
import { showToast } from '../../stores/toasts.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

/**
 * The private calendar feed of all upcoming interviews. The link is shown once, when made; making
 * a new one turns the previous link off.
 */
function CalendarLink({ exists }: { exists: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const [task] = useState(busyTask);
  const busy = useStore(task.$busy);
  const fieldId = useId();

  const create = () =>
    task.run(async () => {
      const made = await api.post<{ url: string }>('candidates/interviews/calendar-link');
      setUrl(made.url);
      try {
        await navigator.clipboard.writeText(made.url);
        showToast('Calendar link copied.', 'success');
      } catch {
        showToast('Copy the calendar link from the box below.', 'info');
      }
    });

  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted">
        Subscribe to this link in your calendar app to see every upcoming interview.
        {exists && ' Making a new link turns your previous link off.'}
      </p>
      <p>
        <button type="button" className="btn-secondary" disabled={busy} onClick={create}>
          Copy calendar link
        </button>
      </p>
      {url && (
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="font-semibold">
            Your private calendar link
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="focus-ring rounded-md border border-line px-3 py-2"
          />
          <p className="text-sm text-ink-muted">
            Keep it private: anyone with this link can see your interview times.
          </p>
        </div>
      )}
    </div>
  );
}

export default withErrorBoundary(CalendarLink, true);
