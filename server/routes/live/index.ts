import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../../db/connect.ts';
import { candidateOfSession, hashToken } from '../../identity/session-tokens.ts';
import {
  type CandidateVariables,
  candidateOfBearer,
  requireCandidate,
  type SessionOptions,
} from '../../middleware/session.ts';
import type { LiveEvent, LiveHub } from '../../services/live/hub.ts';
import { endsSession } from '../../services/live/session-ended.ts';

/** A comment line keeps proxies from closing an idle stream; it is not a request. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 5_000;
/** Before sending events, the session is looked up again if the last look is older than this. */
const RECHECK_MS = 5_000;

export interface LiveRouteOptions {
  db: Db;
  /** How often an idle stream looks its session up again; at least every heartbeat. */
  recheckMs?: number;
  /** Verifies a stream's bearer access token again, as the session middleware does. */
  verifyBearer?: SessionOptions['verifyBearer'];
}

/**
 * `GET /api/v1/candidates/events`: one server-sent-events stream per tab for the signed-in
 * candidate, carrying new notifications, messages and unread counts as they happen. Opens with a
 * `ready` event; islands fall back to polling while it is down. A stream lives no longer than its
 * session: it closes at once when the session signs out or a password change ends it (the hub's
 * session-ended event), and otherwise at its next look-up once the session is gone — before
 * any event is sent, and at every heartbeat. A stream opened with a bearer access token is looked
 * up the same way, its token verified again (unexpired, its grant not revoked), and at once when
 * any of the candidate's sessions ends, since a sign-out, password change or reset may have
 * revoked its grant.
 */
export function liveRoutes(
  hub: LiveHub,
  { db, recheckMs = HEARTBEAT_MS, verifyBearer }: LiveRouteOptions,
) {
  const app = new Hono<{ Variables: CandidateVariables }>();
  const wait = Math.min(recheckMs, HEARTBEAT_MS);
  app.get('/', requireCandidate, (c) => {
    const candidateId = c.get('candidateId');
    const token = c.get('sessionToken');
    const bearer = token ? null : c.get('bearerToken');
    const sessionHash = token ? hashToken(token) : null;
    let checkedAt = Date.now();
    const stillSignedIn = async () => {
      checkedAt = Date.now();
      if (token) return Boolean(await candidateOfSession(db, token));
      if (!bearer) return false;
      return (await candidateOfBearer(db, verifyBearer, bearer))?.id === candidateId;
    };
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let ended = false;
      /** A bearer stream checks its token at once when one of the candidate's sessions ended. */
      let doubtful = false;
      let wake: (() => void) | null = null;
      const unsubscribe = hub.subscribe(candidateId, (event) => {
        if (bearer && event.type === 'session-ended') doubtful = true;
        else if (endsSession(event, sessionHash)) ended = true;
        else if (event.type !== 'session-ended') queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        await stream.writeSSE({ event: 'ready', data: '{}', retry: RETRY_MS });
        while (!stream.aborted && !stream.closed && !ended) {
          if (doubtful) {
            doubtful = false;
            if (!(await stillSignedIn())) break;
          }
          const event = queue.shift();
          if (event) {
            if (
              Date.now() - checkedAt >= Math.min(RECHECK_MS, recheckMs) &&
              !(await stillSignedIn())
            )
              break;
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
            continue;
          }
          const timedOut = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), wait);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          wake = null;
          if (!timedOut || stream.aborted || ended || doubtful) continue;
          if (!(await stillSignedIn())) break;
          if (queue.length === 0) await stream.write(': ping\n\n');
        }
      } finally {
        unsubscribe();
      }
    });
  });
  return app;
}
