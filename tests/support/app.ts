import { createApp } from '../../server/app.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import type { NewCandidate } from '../../server/db/schema/candidates.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { createEventBus } from '../../server/services/events.ts';
import { createLiveHub } from '../../server/services/live/hub.ts';
import type { FlavourCode } from '../../src/shared/flavours.ts';
import { createTestDb, type TestDb } from './db.ts';

/** The whole app on a throwaway migrated database, without a build and without listening. */
export async function createTestApp(options: { distDir?: string; flavour?: FlavourCode } = {}) {
  const testDb: TestDb = await createTestDb();
  const live = createLiveHub();
  const events = createEventBus();
  const app = createApp({
    db: testDb.db,
    env: { NODE_ENV: 'test', FLAVOUR: options.flavour ?? 'D' },
    distDir: options.distDir,
    live,
    events,
  });

  let n = 0;
  /**
   * A new candidate with a live session; `cookie` goes into the Cookie header. `fields` fill in
   * more of the profile (where they live: `{ city, state, country }`).
   */
  async function signUpCandidate(firstName = 'Casey', fields: Partial<NewCandidate> = {}) {
    const now = new Date().toISOString();
    n++;
    const candidate = await insertCandidate(testDb.db, {
      email: `${firstName.toLowerCase()}${n}@example.test`,
      first_name: firstName,
      last_name: 'Tester',
      created_at: now,
      updated_at: now,
      ...fields,
    });
    const { token } = await startSession(testDb.db, candidate.id);
    return { candidate, token, cookie: `${SESSION_COOKIE}=${token}` };
  }

  const destroy = async () => {
    await app.close();
    await testDb.destroy();
  };
  return { app, db: testDb.db, live, events, signUpCandidate, destroy };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
