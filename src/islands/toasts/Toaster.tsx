import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { Icon } from '../icons/Icon.tsx';

const TONE = {
  error: 'border-danger text-danger',
  success: 'border-success text-success',
  info: 'border-line text-ink',
} as const;

/**
 * The toast area at the top right (spec 2.4), below the top bar so its menus stay reachable: no
 * progress bar, each toast can be dismissed.
 */
function Toaster() {
  // A toast shown before this island hydrates appears once it has: it hydrates as rendered.
  const toasts = useStore($toasts, { ssr: 'initial' });
  return (
    <section
      aria-label="Notifications from this page"
      className="pointer-events-none fixed right-4 top-20 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 bg-white p-3 shadow-lg ${TONE[toast.kind]}`}
          >
            <p className="flex-1 text-sm text-ink">{toast.message}</p>
            <button
              type="button"
              className="focus-ring rounded px-1 text-ink-muted"
              aria-label="Dismiss"
              onClick={() => dismissToast(toast.id)}
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

export default withErrorBoundary(Toaster, true);
