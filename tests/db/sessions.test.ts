import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import {
  candidateOfSession,
  endSession,
  startSession,
} from '../../server/identity/session-tokens.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let t: TestDb;
let candidateId: number;
beforeAll(async () => {
  t = await createTestDb();
  const now = new Date().toISOString();
  ({ id: candidateId } = await insertCandidate(t.db, {
    email: 'Ada@Example.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    created_at: now,
    updated_at: now,
  }));
});
afterAll(() => t.destroy());

describe('sessions', () => {
  it('resolve a token to its candidate and store only its hash', async () => {
    const { token } = await startSession(t.db, candidateId);
    expect((await candidateOfSession(t.db, token))?.email).toBe('ada@example.test');
    const stored = await t.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(token);
  });

  it('end on sign-out and expire after their lifetime', async () => {
    const { token } = await startSession(t.db, candidateId);
    await endSession(t.db, token);
    expect(await candidateOfSession(t.db, token)).toBeUndefined();

    const old = await startSession(t.db, candidateId, {}, new Date('2020-01-01T00:00:00Z'));
    expect(await candidateOfSession(t.db, old.token)).toBeUndefined();
  });

  it('ignore unknown tokens', async () => {
    expect(await candidateOfSession(t.db, 'not-a-token')).toBeUndefined();
  });
});
