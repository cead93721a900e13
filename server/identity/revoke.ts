import type { Db } from '../db/connect.ts';
import { findPayload, revokePayloadsOfAccount } from '../db/repositories/oidc-payloads.ts';
import { deleteSessionsOfCandidate, findSessionCandidate } from '../db/repositories/sessions.ts';
import { hashToken } from './session-tokens.ts';

/** The provider grant and browser session a refresh token is bound to. */
async function bindingOf(db: Db, refreshToken: string) {
  const row = await findPayload(db, 'RefreshToken', { id: refreshToken }, new Date().toISOString());
  const payload = row ? (JSON.parse(row.payload) as { grantId?: string; sessionUid?: string }) : {};
  return payload.grantId ? { grantId: payload.grantId, sessionUid: payload.sessionUid } : undefined;
}

/**
 * After a password change or reset, nothing signed in with the old password may stay: every
 * session of the account ends, and the provider forgets the account's browsers, grants and
 * refresh tokens. The one session given (the candidate changing their own password) stays, with
 * its grant and provider session, so it goes on refreshing its tokens.
 */
export async function endOtherAccess(
  db: Db,
  candidateId: number,
  keepSessionToken?: string | null,
) {
  const keepHash = keepSessionToken ? hashToken(keepSessionToken) : undefined;
  const kept = keepHash
    ? await findSessionCandidate(db, keepHash, new Date().toISOString())
    : undefined;
  const keeps = kept?.id === candidateId;
  const binding = keeps && kept.refresh_token ? await bindingOf(db, kept.refresh_token) : undefined;
  await deleteSessionsOfCandidate(db, candidateId, keeps ? keepHash : undefined);
  await revokePayloadsOfAccount(db, String(candidateId), binding);
}
