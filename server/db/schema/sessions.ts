import type { Selectable } from 'kysely';

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export interface SessionsTable {
  id_hash: string;
  candidate_id: number;
  created_at: string;
  expires_at: string;
}

export type Session = Selectable<SessionsTable>;
