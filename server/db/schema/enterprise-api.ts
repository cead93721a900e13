import type { Generated } from 'kysely';

export interface EnterpriseApiKeysTable {
  key_hash: string;
  enterprise_id: number;
  label: string;
  created_at: string;
  revoked_at: string | null;
}

/** A notification to a candidate, written with the event that caused it. */
export interface NotificationOutboxTable {
  id: Generated<number>;
  candidate_id: number;
  enterprise_id: number | null;
  kind: string;
  text: string;
  call_to_action_url: string | null;
  created_at: string;
  delivered_at: string | null;
}
