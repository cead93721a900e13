import type { Generated } from 'kysely';

/** A candidate's notification (spec 3), made from exactly one outbox row. */
export interface NotificationsTable {
  id: Generated<number>;
  candidate_id: number;
  enterprise_id: number | null;
  /** The notification_outbox row it was made from; unique, so a row is never delivered twice. */
  outbox_id: number;
  /** What it speaks of: pool:{status}, interview:{invite|rescheduled|cancelled|upcoming|feedback}, message:… */
  kind: string;
  /** The text shown (notificationValue). */
  value: string;
  call_to_action_url: string | null;
  /** U unread, R read. */
  status: Generated<'U' | 'R'>;
  created_at: string;
  /** Its e-mail: pending until a node sends it (sent), finds it unwanted (skipped) or gives up (failed). */
  mail_status: Generated<'pending' | 'sent' | 'skipped' | 'failed'>;
  /** When a node took the pending e-mail; another node or a restart may take it once this is stale. */
  mail_claimed_at: Generated<string | null>;
}
