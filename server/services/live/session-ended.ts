import type { LiveEvent, LiveHub } from './hub.ts';

/**
 * Which of a candidate's sessions ended, by the SHA-256 of their tokens (the sessions' keys), or
 * which provider grant was revoked (a sign-out at the provider): that one ends no browser session
 * of this site by itself, but the bearer tokens issued under it.
 */
export type EndedSessions = { session: string } | { allBut: string | null } | { grant: string };

/**
 * Tells the candidate's open event streams, on every node, that sessions ended: one (sign-out) or
 * every one but the session that stays (a password change; none after a reset), so their streams
 * close at once.
 */
export function publishSessionsEnded(live: LiveHub, candidateId: number, ended: EndedSessions) {
  live.publish(candidateId, { type: 'session-ended', data: ended });
}

/**
 * Whether an event ends the stream opened under the session with this hash. A stream opened with
 * a bearer token has no session of its own: it checks its token again on any such event.
 */
export function endsSession(event: LiveEvent, sessionHash: string | null): boolean {
  if (event.type !== 'session-ended') return false;
  const ended = event.data as Partial<{ session: string; allBut: string | null; grant: string }>;
  if ('grant' in ended) return false;
  return 'session' in ended ? ended.session === sessionHash : ended.allBut !== sessionHash;
}
