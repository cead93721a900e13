import type { NotificationDto } from '../../../src/shared/dto/notification.ts';
import type { Db } from '../../db/connect.ts';
import {
  mailRecipientOf,
  type NotificationRow,
  unreadCount,
} from '../../db/repositories/notifications.ts';
import { claimAndDeliverOutbox } from '../../db/repositories/outbox-claims.ts';
import type { LiveHub } from '../live/hub.ts';
import { logLine } from '../log/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notificationMail, preferenceOf, wantsMail } from './mail.ts';
import { onOutboxWritten } from './wake.ts';

export interface NotifierDeps {
  db: Db;
  live: LiveHub;
  /** Without one, no e-mails are sent (the notifications still are). */
  mailer?: Mailer;
  /** Public origin for the links in the e-mails. */
  origin?: string;
  log?: (line: string) => void;
}

const BATCH = 100;

export const notificationDto = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  notificationValue: row.value,
  notificationStatus: row.status,
  callToActionUrl: row.call_to_action_url,
  createdTimestamp: row.created_at,
});

/**
 * Delivers the notification outbox: each row is claimed by one node and becomes exactly one
 * notification (also across restarts, concurrent runs and several nodes), is pushed to the candidate's open tabs with the new unread
 * count, and is e-mailed when the candidate wants that kind of e-mail. Mail is sent in the
 * background: a slow or failing mail server never holds up delivery.
 */
export function createNotifier(deps: NotifierDeps) {
  const { db, live } = deps;
  const log = deps.log ?? logLine('error');
  const mails = new Set<Promise<void>>();
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;

  async function mail(row: NotificationRow) {
    const preference = preferenceOf(row.kind);
    if (!deps.mailer || !preference) return;
    const recipient = await mailRecipientOf(db, row.candidate_id);
    if (!recipient || recipient.account_status === 'DISABLED') return;
    if (!wantsMail(recipient.notification_preferences, preference)) return;
    await deps.mailer.send(
      notificationMail({
        to: recipient.email,
        firstName: recipient.first_name,
        text: row.value,
        url: row.call_to_action_url,
        preference,
        origin: deps.origin ?? '',
      }),
    );
  }

  function queueMail(row: NotificationRow) {
    const sending = mail(row)
      .catch((error: Error) => log(`E-mail for notification ${row.id} failed: ${error.message}`))
      .finally(() => mails.delete(sending));
    mails.add(sending);
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claimAndDeliverOutbox(db, BATCH, new Date().toISOString());
      const candidates = new Set<number>();
      for (const made of batch.made) {
        delivered++;
        candidates.add(made.candidate_id);
        live.publish(made.candidate_id, { type: 'notification', data: notificationDto(made) });
        queueMail(made);
      }
      for (const candidateId of candidates)
        live.publish(candidateId, {
          type: 'counts',
          data: { notifications: await unreadCount(db, candidateId) },
        });
      if (batch.claimed < BATCH) return delivered;
    }
  }

  function start(): Promise<number> {
    const run: Promise<number> = drain().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  }

  /**
   * Delivers everything pending. A call made while a delivery runs waits for one more run after
   * it, which every such call shares: however many commits arrive at once, a caller waits for at
   * most two runs, never for a queue that grows with the load.
   */
  function dispatch(): Promise<number> {
    if (queued) return queued;
    if (!running) return start();
    const next: Promise<number> = running
      .catch(() => 0)
      .then(() => {
        queued = null;
        return start();
      });
    queued = next;
    return next;
  }

  /** Settles once no delivery runs or waits to run. */
  async function idle() {
    while (running || queued) await (queued ?? running)?.catch(() => 0);
  }

  const unregister = onOutboxWritten(db, dispatch);

  return {
    dispatch,
    /** Resolves once every e-mail queued so far has been sent or has failed. */
    async mailsSettled() {
      while (mails.size > 0) await Promise.allSettled([...mails]);
    },
    /** Stops delivering after the commits of `db` and waits for queued e-mails. */
    async close() {
      unregister();
      await idle();
      await this.mailsSettled();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
