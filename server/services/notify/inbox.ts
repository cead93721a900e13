import type { NotificationListDto } from '../../../src/shared/dto/notification.ts';
import type { Db } from '../../db/connect.ts';
import {
  findOwnNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationSlice,
  unreadCount,
} from '../../db/repositories/notifications.ts';
import type { LiveHub } from '../live/hub.ts';
import { notificationDto } from './dispatcher.ts';
import { notificationTarget } from './target.ts';

/**
 * The candidate's notifications as the bell and the list read them: pages with the unread count,
 * marking read (the candidate's open tabs get the new count), and where a tapped one leads.
 */
export function notificationInbox(db: Db, live: LiveHub) {
  const countsChanged = async (candidateId: number) =>
    live.publish(candidateId, {
      type: 'counts',
      data: { notifications: await unreadCount(db, candidateId) },
    });
  return {
    async page(
      candidateId: number,
      slice: { offset: number; limit: number; unreadOnly: boolean },
    ): Promise<NotificationListDto> {
      const rows = await notificationSlice(db, candidateId, slice);
      return {
        notificationsDtoList: rows.map(notificationDto),
        unReadNotifications: await unreadCount(db, candidateId),
      };
    },
    async markAllRead(candidateId: number) {
      await markAllNotificationsRead(db, candidateId);
      await countsChanged(candidateId);
    },
    /** False when the notification is not the candidate's. */
    async markRead(candidateId: number, id: number) {
      if (!(await markNotificationRead(db, candidateId, id))) return false;
      await countsChanged(candidateId);
      return true;
    },
    /** Undefined when the notification is not the candidate's. */
    async target(candidateId: number, id: number) {
      const notification = await findOwnNotification(db, candidateId, id);
      return notification && notificationTarget(db, notification);
    },
  };
}
