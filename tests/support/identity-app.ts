import { createApp } from '../../server/app.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { envSchema } from '../../server/env.ts';
import { createIdentity } from '../../server/identity/index.ts';
import { hashPassword } from '../../server/identity/password.ts';
import { startSession } from '../../server/identity/session-tokens.ts';
import type { MailMessage } from '../../server/services/mail/mailer.ts';
import { createTestDb } from './db.ts';

const ORIGIN = 'http://localhost:4321';

/**
 * The whole app with identity (embedded provider, accounts, e-mailed codes) on a throwaway
 * database, answered in-process with app.request(); mail is kept in `sent`.
 */
export async function createIdentityApp(settings: Record<string, string> = {}) {
  const testDb = await createTestDb();
  const env = envSchema.parse({ NODE_ENV: 'test', DATA_DIR: ':memory:', ...settings });
  const sent: MailMessage[] = [];
  const identity = await createIdentity(testDb.db, env, ORIGIN, {
    send: async (message) => void sent.push(message),
  });
  const app = createApp({ db: testDb.db, env, identity });

  let n = 0;
  /** A confirmed account with a password and a live session; `cookie` goes into the Cookie header. */
  async function signUpCandidate(firstName = 'Casey', password = 'Right-pass-1') {
    const now = new Date().toISOString();
    n++;
    const candidate = await insertCandidate(testDb.db, {
      email: `${firstName.toLowerCase()}${n}.${Date.now()}@example.test`,
      first_name: firstName,
      last_name: 'Tester',
      password_hash: await hashPassword(password),
      account_status: 'CONFIRMED',
      email_verified: 1,
      created_at: now,
      updated_at: now,
    });
    const { token } = await startSession(testDb.db, candidate.id);
    return { candidate, password, token, cookie: `${identity.sessionCookie.name}=${token}` };
  }

  /** The six-digit code of the newest mail to an address. */
  const codeSentTo = (to: string) =>
    /\b(\d{6})\b/.exec(sent.findLast((m) => m.to === to)?.text ?? '')?.[1] ?? '';

  return {
    app,
    db: testDb.db,
    sent,
    origin: ORIGIN,
    signUpCandidate,
    codeSentTo,
    destroy: async () => {
      await app.close();
      await testDb.destroy();
    },
  };
}

export type IdentityApp = Awaited<ReturnType<typeof createIdentityApp>>;
