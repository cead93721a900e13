import type { Selectable } from 'kysely';

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export interface SessionsTable {
  id_hash: string;
  candidate_id: number;
  created_at: string;
  expires_at: string;
  /** The provider's tokens, kept server-side only. */
  id_token: string | null;
  access_token: string | null;
  refresh_token: string | null;
  token_expires_at: string | null;
}

export type Session = Selectable<SessionsTable>;
