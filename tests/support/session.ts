import type { BrowserContext } from 'playwright-core';
import { openDatabase } from '../../server/db/connect.ts';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import type { RunningServer } from './server.ts';

/**
 * Gives a browser context the demo candidate's session, as sign-in will once it lands: a session
 * row in the server's database and its token in the HttpOnly cookie.
 */
export async function signInAsDemo(context: BrowserContext, server: RunningServer) {
  const db = openDatabase({ dataDir: server.dataDir });
  try {
    const demo = await findCandidateByEmail(db, DEMO_CANDIDATE.email);
    if (!demo) throw new Error('the demo candidate is missing');
    const { token } = await startSession(db, demo.id);
    await context.addCookies([
      {
        name: SESSION_COOKIE,
        value: token,
        domain: new URL(server.url).hostname,
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
      },
    ]);
  } finally {
    await db.destroy();
  }
}
