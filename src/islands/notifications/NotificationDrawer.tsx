import { useStore } from '@nanostores/react';
import { type RefObject, useEffect, useRef } from 'react';
import { NOTIFICATION_LIMITS, NOTIFICATION_TEXTS } from '../../shared/dto/notification.ts';
import {
  $notificationDrawer,
  $unreadNotifications,
  closeNotifications,
  loadMoreNotifications,
  markAllNotificationsRead,
  type NotificationFilter,
  setNotificationFilter,
  showAllNotifications,
} from '../../stores/notifications.ts';
import { Icon } from '../icons/Icon.tsx';
import NotificationItem from './NotificationItem.tsx';

const FILTERS: { key: NotificationFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'unread', label: 'Unread' },
];

/**
 * The notification drawer (spec 2.4, 9): a modal dialog from the right, 80% of the window high,
 * showing 5 items until 'View all notifications' (at 6 or more), then scrolling loads more pages.
 * Focus stays inside while it is open and returns to where it was when it closes.
 */
export default function NotificationDrawer({
  returnFocusTo,
}: {
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const state = useStore($notificationDrawer);
  const unread = useStore($unreadNotifications);
  const dialog = useRef<HTMLDialogElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!state.open && element.open) element.close();
  }, [state.open]);

  const expanded = state.expanded;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !expanded) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMoreNotifications();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [expanded]);

  const onClose = () => {
    closeNotifications();
    const back = opener.current;
    const target =
      back instanceof HTMLElement && back.isConnected && back !== document.body
        ? back
        : returnFocusTo.current;
    target?.focus();
  };

  const shown = expanded ? state.items : state.items.slice(0, NOTIFICATION_LIMITS.preview);
  const canViewAll = !expanded && state.items.length >= NOTIFICATION_LIMITS.viewAllAt;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; keyboards use Escape (native to the dialog) or Close.
    <dialog
      ref={dialog}
      aria-labelledby="notification-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
      style={{ margin: '0 0 0 auto', height: '80vh', maxHeight: '80vh' }}
      className="w-full max-w-md border-l border-line bg-white p-0 text-ink shadow-xl backdrop:bg-black/30"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <h2 id="notification-drawer-title" className="text-xl font-bold">
            {NOTIFICATION_TEXTS.title}
          </h2>
          <button
            type="button"
            className="focus-ring rounded-md px-2 py-1 text-2xl leading-none text-ink-muted"
            aria-label="Close notifications"
            onClick={() => dialog.current?.close()}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
          <fieldset className="flex gap-1">
            <legend className="sr-only">Show</legend>
            {FILTERS.map((filter) => (
              <button
                key={filter.key}
                type="button"
                aria-pressed={state.filter === filter.key}
                className={`focus-ring rounded-full px-3 py-1 text-sm font-semibold ${state.filter === filter.key ? 'bg-brand text-white' : 'border border-line bg-white text-ink'}`}
                onClick={() => setNotificationFilter(filter.key)}
              >
                {filter.label}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className="focus-ring rounded px-2 py-1 text-sm font-semibold text-brand-dark underline disabled:text-ink-soft disabled:no-underline"
            disabled={unread === 0}
            onClick={() => void markAllNotificationsRead()}
          >
            {NOTIFICATION_TEXTS.markAll}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-2 pb-4">
          {state.items.length === 0 && !state.loading && state.page >= 0 ? (
            <p className="px-3 py-8 text-center text-ink-muted">{NOTIFICATION_TEXTS.empty}</p>
          ) : (
            <ul aria-label={state.filter === 'all' ? 'All notifications' : 'Unread notifications'}>
              {shown.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
          )}
          {canViewAll && (
            <p className="px-3 pt-2">
              <button type="button" className="btn-secondary w-full" onClick={showAllNotifications}>
                {NOTIFICATION_TEXTS.viewAll}
              </button>
            </p>
          )}
          {expanded && !state.done && <div ref={sentinel} className="h-4" />}
          <p role="status" className="sr-only">
            {state.loading ? 'Loading notifications' : ''}
          </p>
        </div>
      </div>
    </dialog>
  );
}
