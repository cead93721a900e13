import { atom, map } from 'nanostores';
import { ApiRequestError, SERVER_ERROR_TOAST } from '../lib/api/errors.ts';
import { onLive, whileOffline } from '../lib/live.ts';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_TEXTS,
  type NotificationCounts,
  type NotificationDto,
  type NotificationListDto,
} from '../shared/dto/notification.ts';
import { api } from './api.ts';
import { showToast } from './toasts.ts';

export type NotificationFilter = 'all' | 'unread';

/** The bell's unread count, kept current by the event stream (or polling while it is down). */
export const $unreadNotifications = atom(0);

/** The drawer (spec 2.4): open, filter, what is loaded and whether more pages may follow. */
export const $notificationDrawer = map({
  open: false,
  filter: 'all' as NotificationFilter,
  items: [] as NotificationDto[],
  /** The last page loaded; -1 before the first. */
  page: -1,
  done: false,
  loading: false,
  /** 'View all notifications' was chosen: every loaded item shows and scrolling loads more. */
  expanded: false,
});

/** '50+' above 50 (spec 9), nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_LIMITS.badgeCap ? `${NOTIFICATION_LIMITS.badgeCap}+` : String(count);
}

// Spec 6/7: candidate notification calls send the enterprise identifier as null; failures are
// silent (spec 8).
const quiet = { quiet: true } as const;
const pathOf = (filter: NotificationFilter, page: number) =>
  filter === 'all'
    ? `candidates/notifications/C/${page}/${NOTIFICATION_LIMITS.pageSize}?enterpriseId=null`
    : `candidates/notifications/unread/C?enterpriseId=null&page=${page}`;

let generation = 0;

/** Loads the next page; stops after a short page or the last page the spec allows. */
export async function loadMoreNotifications() {
  const state = $notificationDrawer.get();
  if (state.loading || state.done) return;
  const page = state.page + 1;
  const asked = generation;
  $notificationDrawer.setKey('loading', true);
  try {
    const list = await api.get<NotificationListDto>(pathOf(state.filter, page), quiet);
    if (asked !== generation) return;
    const known = new Set(state.items.map((item) => item.id));
    $unreadNotifications.set(list.unReadNotifications);
    $notificationDrawer.set({
      ...$notificationDrawer.get(),
      items: [...state.items, ...list.notificationsDtoList.filter((n) => !known.has(n.id))],
      page,
      done:
        list.notificationsDtoList.length < NOTIFICATION_LIMITS.pageSize ||
        page >= NOTIFICATION_LIMITS.lastPage,
    });
  } catch {
    // Spec 8: notification calls fail silently; the next refresh tries again.
  } finally {
    if (asked === generation) $notificationDrawer.setKey('loading', false);
  }
}

/** Starts the list again from its first page. */
export function reloadNotifications() {
  generation++;
  $notificationDrawer.set({
    ...$notificationDrawer.get(),
    items: [],
    page: -1,
    done: false,
    loading: false,
  });
  return loadMoreNotifications();
}

export async function refreshUnreadCount() {
  try {
    const list = await api.get<NotificationListDto>(pathOf('unread', 0), quiet);
    $unreadNotifications.set(list.unReadNotifications);
  } catch {
    // Silent (spec 8).
  }
}

export function openNotifications() {
  $notificationDrawer.setKey('open', true);
  $notificationDrawer.setKey('expanded', false);
  void reloadNotifications();
}

export const closeNotifications = () => $notificationDrawer.setKey('open', false);

export function setNotificationFilter(filter: NotificationFilter) {
  if ($notificationDrawer.get().filter === filter) return;
  $notificationDrawer.setKey('filter', filter);
  void reloadNotifications();
}

export const showAllNotifications = () => $notificationDrawer.setKey('expanded', true);

let markingAll = false;

/** Marks everything read; a second call while the first is on its way does nothing. */
export async function markAllNotificationsRead() {
  if (markingAll) return;
  markingAll = true;
  try {
    await api.put('candidates/notifications/C', undefined, quiet);
    $unreadNotifications.set(0);
    await reloadNotifications();
  } catch {
    // Spec 8: notification calls fail silently.
  } finally {
    markingAll = false;
  }
}

/** Spec 8: a failed validity check says 'Something went wrong', unless the server failed (500). */
export const CHECK_FAILED = 'Something went wrong';

/** The toast a failed target look-up shows (spec 4.1, 8): expired, the 500 toast, or a failure. */
export function targetFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 410) return NOTIFICATION_TEXTS.expired;
    if (error.status === 500) return SERVER_ERROR_TOAST;
  }
  return CHECK_FAILED;
}

/**
 * Spec 4.1: a tap marks the notification read and refreshes the list and count, then asks where
 * it leads: there, the 'expired' toast, or the check's failure.
 */
export async function openNotification(notification: NotificationDto) {
  try {
    await api.put(`candidates/notifications/${notification.id}/R`, undefined, quiet);
  } catch {
    // Still try to open it.
  }
  await reloadNotifications();
  let url: string;
  try {
    url = (
      await api.get<{ url: string }>(`candidates/notifications/${notification.id}/target`, quiet)
    ).url;
  } catch (error) {
    showToast(targetFailureMessage(error), 'error');
    return;
  }
  if (url?.startsWith('/')) {
    closeNotifications();
    window.location.assign(url);
  } else showToast(NOTIFICATION_TEXTS.expired, 'error');
}

let started = false;

/** Follows the event stream: new notifications and counts arrive without a reload. */
export function followNotifications() {
  if (started) return;
  started = true;
  onLive('counts', (data) => {
    const count = (data as Partial<NotificationCounts>).notifications;
    if (typeof count === 'number') $unreadNotifications.set(count);
  });
  onLive('notification', (data) => {
    const notification = data as NotificationDto;
    const state = $notificationDrawer.get();
    if (!state.open || state.items.some((item) => item.id === notification.id)) return;
    $notificationDrawer.setKey('items', [notification, ...state.items]);
  });
  whileOffline(() => {
    void refreshUnreadCount();
    if ($notificationDrawer.get().open) void reloadNotifications();
  });
  void refreshUnreadCount();
}
