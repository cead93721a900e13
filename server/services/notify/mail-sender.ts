import type { Db } from '../../db/connect.ts';
import {
  claimPendingMails,
  oldestMailClaim,
  settleMails,
} from '../../db/repositories/notification-mails.ts';
import { mailRecipientOf, type NotificationRow } from '../../db/repositories/notifications.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notificationMail, preferenceOf, wantsMail } from './mail.ts';

const BATCH = 100;
const CLAIM_MS = 60_000;

/**
 * Sends the e-mails of notifications from the database, where each is pending until a node has
 * sent it (or found it unwanted, or given up on it): a crash before an e-mail went out only delays
 * it. A node claims a batch before sending it, so two nodes never send the same e-mail; a claim
 * older than `claimMs` (default 60 s) is a dead or stalled node's, and is taken over. Each e-mail
 * carries a Message-ID made from its notification, so a resend after a crash in the instant between
 * the mail server's acceptance and its record is recognisably the same message (the file outbox
 * keeps one copy).
 */
export function createMailSender(deps: {
  db: Db;
  mailer: Mailer;
  /** Public origin, for the links and the Message-ID's domain. */
  origin: string;
  claimMs?: number;
  log: (line: string) => void;
}) {
  const { db, log } = deps;
  const claimMs = deps.claimMs ?? CLAIM_MS;
  const messageHost = deps.origin ? new URL(deps.origin).hostname : 'worklane.invalid';
  let mailing: Promise<void> | null = null;
  let mailAgain = false;
  let staleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  /** Sends one notification's e-mail; false when the candidate does not want it. */
  async function mail(row: NotificationRow): Promise<boolean> {
    const preference = preferenceOf(row.kind);
    if (!preference) return false;
    const recipient = await mailRecipientOf(db, row.candidate_id);
    if (!recipient || recipient.account_status === 'DISABLED') return false;
    if (!wantsMail(recipient.notification_preferences, preference)) return false;
    await deps.mailer.send({
      ...notificationMail({
        to: recipient.email,
        firstName: recipient.first_name,
        text: row.value,
        url: row.call_to_action_url,
        preference,
        origin: deps.origin,
      }),
      messageId: `<notification-${row.id}@${messageHost}>`,
    });
    return true;
  }

  /** Sends every pending e-mail nobody else holds, a batch at a time. */
  async function sendPending() {
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
          mail(row).then(
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
      staleTimer = setTimeout(kick, wait);
      staleTimer.unref();
    }
  }

  /** Starts a mail run, or asks the running one to look again when it ends. */
  function kick() {
    if (mailing) {
      mailAgain = true;
      return;
    }
    mailing = (async () => {
      do {
        mailAgain = false;
        await sendPending().catch((error: Error) =>
          log(`Sending notification e-mails failed: ${error.message}`),
        );
      } while (mailAgain);
    })().finally(() => {
      mailing = null;
    });
  }

  return {
    /** Sends whatever is pending now; a call during a run makes it look once more. */
    kick,
    /** Resolves once no run is under way (every e-mail taken so far is settled). */
    async settled() {
      while (mailing) await mailing;
    },
    /** Stops looking again for stale claims and waits for the run under way. */
    async close() {
      closed = true;
      clearTimeout(staleTimer);
      await this.settled();
    },
  };
}
