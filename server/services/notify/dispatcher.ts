import type { NotificationDto } from '../../../src/shared/dto/notification.ts';
import type { Db } from '../../db/connect.ts';
import { type NotificationRow, unreadCount } from '../../db/repositories/notifications.ts';
import { claimAndDeliverOutbox } from '../../db/repositories/outbox-claims.ts';
import type { EventBus } from '../events.ts';
import type { LiveHub } from '../live/hub.ts';
import { logLine } from '../log/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createMailSender } from './mail-sender.ts';

export interface NotifierDeps {
  db: Db;
  live: LiveHub;
  /** Delivers after each commit that wrote outbox rows; without it, only when dispatched. */
  events?: EventBus;
  /** Without one, no e-mails are sent (the notifications still are). */
  mailer?: Mailer;
  /** Public origin for the links in the e-mails. */
  origin?: string;
  log?: (line: string) => void;
  /** How long a node's claim on an e-mail holds (see createMailSender). */
  mailClaimMs?: number;
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
 * notification (also across restarts, concurrent runs and several nodes), is pushed to the
 * candidate's open tabs with the new unread count, and then e-mailed when the candidate wants that
 * kind of e-mail (see createMailSender): a slow or failing mail server never holds up delivery.
 */
export function createNotifier(deps: NotifierDeps) {
  const { db, live } = deps;
  const log = deps.log ?? logLine('error');
  const mails = deps.mailer
    ? createMailSender({
        db,
        mailer: deps.mailer,
        origin: deps.origin ?? '',
        claimMs: deps.mailClaimMs,
        log,
      })
    : null;
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;

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
        mails?.kick();
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

  const unregister = deps.events?.on('outboxWritten', dispatch);

  return {
    dispatch,
    /** Resolves once no e-mail run is under way (every e-mail taken so far is settled). */
    async mailsSettled() {
      await mails?.settled();
    },
    /** Stops delivering after commits and waits for the e-mails under way. */
    async close() {
      unregister?.();
      await idle();
      await mails?.close();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
