import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { NOTIFICATION_LIMITS, NOTIFICATION_TEXTS } from '../../shared/dto/notification.ts';
import {
  $notificationDrawer,
  $unreadNotifications,
  badgeText,
  followNotifications,
  openNotifications,
} from '../../stores/notifications.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { CountBadge } from '../icons/CountBadge.tsx';
import { Icon } from '../icons/Icon.tsx';
import NotificationDrawer from './NotificationDrawer.tsx';

/** Links and menu entries marked with this attribute open the drawer instead of navigating. */
const OPENER = '[data-open-notifications]';

/**
 * The bell of the top bar (spec 2.2) with its unread badge and the notification drawer. The
 * profile menu's 'Notifications' entry and `?keyword=notifications` (after 2 s) open it too.
 */
function NotificationBell() {
  const unread = useStore($unreadNotifications);
  const { open } = useStore($notificationDrawer);
  const bell = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    followNotifications();
    const onClick = (event: MouseEvent) => {
      const opener = (event.target as Element | null)?.closest?.(OPENER);
      if (!opener) return;
      event.preventDefault();
      opener.closest('details')?.removeAttribute('open');
      openNotifications();
    };
    document.addEventListener('click', onClick);
    const params = new URLSearchParams(window.location.search);
    const timer =
      params.get('keyword') === 'notifications'
        ? setTimeout(openNotifications, NOTIFICATION_LIMITS.autoOpenMs)
        : undefined;
    return () => {
      document.removeEventListener('click', onClick);
      clearTimeout(timer);
    };
  }, []);

  const badge = badgeText(unread);
  const label = badge ? `${NOTIFICATION_TEXTS.title}, ${badge} unread` : NOTIFICATION_TEXTS.title;
  return (
    <>
      <button
        ref={bell}
        type="button"
        className="btn link-plain relative"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openNotifications}
      >
        <Icon name="bell" />
        {badge && <CountBadge text={badge} testId="notification-badge" />}
      </button>
      <NotificationDrawer returnFocusTo={bell} />
    </>
  );
}

export default withErrorBoundary(NotificationBell, true);
