import type { NotificationDto } from '../../../src/shared/dto/notification.ts';
import type { Db } from '../../db/connect.ts';
import {
  claimPendingMails,
  oldestMailClaim,
  settleMails,
} from '../../db/repositories/notification-mails.ts';
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
  /**
   * How long a node's claim on an e-mail holds before another node, or this one after a restart,
   * sends it instead (default 60 s).
   */
  mailClaimMs?: number;
}

const BATCH = 100;
const MAIL_CLAIM_MS = 60_000;

export const notificationDto = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  notificationValue: row.value,
  notificationStatus: row.status,
  callToActionUrl: row.call_to_action_url,
  createdTimestamp: row.created_at,
});

/**
 * Delivers the notification outbox: each row is claimed by one node and becomes exactly one
 * notification (also across restarts, concurrent runs and several nodes), is pushed to the
 * candidate's open tabs with the new unread count, and its e-mail is sent when the candidate wants
 * that kind of e-mail. E-mails are sent after delivery, from the notifications whose e-mail is
 * pending in the database: a slow or failing mail server never holds up delivery, and a crash
 * before an e-mail went out leaves it pending for the next run. Each e-mail carries a Message-ID
 * made from its notification, so a resend after a crash in the instant between the mail server's
 * acceptance and its record is recognisably the same message (the file outbox keeps one copy).
 */
export function createNotifier(deps: NotifierDeps) {
  const { db, live } = deps;
  const log = deps.log ?? logLine('error');
  const claimMs = deps.mailClaimMs ?? MAIL_CLAIM_MS;
  const messageHost = deps.origin ? new URL(deps.origin).hostname : 'worklane.invalid';
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let mailing: Promise<void> | null = null;
  let mailAgain = false;
  let staleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  /** Sends one notification's e-mail; false when the candidate does not want it. */
  async function mail(row: NotificationRow, mailer: Mailer): Promise<boolean> {
    const preference = preferenceOf(row.kind);
    if (!preference) return false;
    const recipient = await mailRecipientOf(db, row.candidate_id);
    if (!recipient || recipient.account_status === 'DISABLED') return false;
    if (!wantsMail(recipient.notification_preferences, preference)) return false;
    await mailer.send({
      ...notificationMail({
        to: recipient.email,
        firstName: recipient.first_name,
        text: row.value,
        url: row.call_to_action_url,
        preference,
        origin: deps.origin ?? '',
      }),
      messageId: `<notification-${row.id}@${messageHost}>`,
    });
    return true;
  }

  /** Sends every pending e-mail nobody else holds, a batch at a time. */
  async function sendPendingMails(mailer: Mailer) {
    for (;;) {
      const now = Date.now();
      const batch = await claimPendingMails(
        db,
        BATCH,
        new Date(now).toISOString(),
        new Date(now - claimMs).toISOString(),
      );
      const outcome = { sent: [] as number[], skipped: [] as number[], failed: [] as number[] };
      await Promise.all(
        batch.map((row) =>
          mail(row, mailer).then(
            (sent) => (sent ? outcome.sent : outcome.skipped).push(row.id),
            (error: Error) => {
              outcome.failed.push(row.id);
              log(`E-mail for notification ${row.id} failed: ${error.message}`);
            },
          ),
        ),
      );
      await settleMails(db, outcome.sent, 'sent');
      await settleMails(db, outcome.skipped, 'skipped');
      await settleMails(db, outcome.failed, 'failed');
      if (batch.length < BATCH) break;
    }
    // E-mails another node (or this one before a restart) holds: look again once its claim is stale.
    const oldest = await oldestMailClaim(db);
    if (oldest && !closed) {
      clearTimeout(staleTimer);
      const wait = Math.max(0, Date.parse(oldest) + claimMs - Date.now()) + 50;
      staleTimer = setTimeout(kickMails, wait);
      staleTimer.unref();
    }
  }

  /** Starts a mail run, or asks the running one to look again when it ends. */
  function kickMails() {
    const mailer = deps.mailer;
    if (!mailer) return;
    if (mailing) {
      mailAgain = true;
      return;
    }
    mailing = (async () => {
      do {
        mailAgain = false;
        await sendPendingMails(mailer).catch((error: Error) =>
          log(`Sending notification e-mails failed: ${error.message}`),
        );
      } while (mailAgain);
    })().finally(() => {
      mailing = null;
    });
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
      }
      for (const candidateId of candidates)
        live.publish(candidateId, {
          type: 'counts',
          data: { notifications: await unreadCount(db, candidateId) },
        });
      if (batch.claimed < BATCH) {
        kickMails();
        return delivered;
      }
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
    /** Resolves once no e-mail run is under way (every e-mail taken so far is settled). */
    async mailsSettled() {
      while (mailing) await mailing;
    },
    /** Stops delivering after the commits of `db` and waits for the e-mails under way. */
    async close() {
      unregister();
      await idle();
      closed = true;
      clearTimeout(staleTimer);
      await this.mailsSettled();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
