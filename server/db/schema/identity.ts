import type { Generated, Selectable } from 'kysely';

/** Single-use codes e-mailed for sign-up, password reset and e-mail change; only a hash is kept. */
export interface VerificationCodesTable {
  id: Generated<number>;
  candidate_id: number;
  purpose: 'signup' | 'reset' | 'email';
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** The identity provider's stored models (sessions, grants, codes, tokens, interactions). */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/** Token-signing keys; the newest unretired key signs, every unretired key is published. */
export interface SigningKeysTable {
  kid: string;
  private_jwk: string;
  created_at: string;
  retired_at: string | null;
}

/** Secrets generated on first boot (cookie keys, client secret, code pepper). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** A sign-in the relying party started: its PKCE verifier, nonce and where to return. */
export interface AuthRequestsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  domain: string | null;
  created_at: string;
  expires_at: string;
}

export type VerificationCode = Selectable<VerificationCodesTable>;
export type AuthRequest = Selectable<AuthRequestsTable>;
