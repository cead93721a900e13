import { z } from 'zod';

/** One notification as the candidate sees it (spec 3). */
export interface NotificationDto {
  id: number;
  notificationValue: string;
  /** U unread, R read. */
  notificationStatus: 'U' | 'R';
  callToActionUrl: string | null;
  /** ISO 8601. */
  createdTimestamp: string;
}

/** A page of notifications with the candidate's unread count (spec 7.4). */
export interface NotificationListDto {
  notificationsDtoList: NotificationDto[];
  unReadNotifications: number;
}

/** The destination a tapped notification leads to, decided by the server (spec 4.1). */
export type NotificationTargetDto = { url: string } | { expired: true };

/** Spec 9: page size, bell preview, badge cap, 'View all' threshold and the last page fetched. */
export const NOTIFICATION_LIMITS = {
  pageSize: 10,
  preview: 5,
  badgeCap: 50,
  viewAllAt: 6,
  lastPage: 4,
  autoOpenMs: 2000,
} as const;

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  empty: "You don't have any notifications for now",
  expired: "The notification you're trying to access has expired.",
  markAll: 'Mark all as read',
  viewAll: 'View all notifications',
} as const;

/** The live `counts` event's part about notifications. */
export interface NotificationCounts {
  notifications: number;
}

/** The list's query; the spec's client sends enterpriseId=null, which is accepted and has no effect. */
export const notificationListQuerySchema = z.object({
  enterpriseId: z.string().max(20).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
