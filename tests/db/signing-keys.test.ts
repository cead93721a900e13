import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateSigningKey, signingKeys } from '../../server/identity/provider/keys.ts';
import { serverSecret } from '../../server/identity/secrets.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

describe('provider keys and secrets', () => {
  it('generates a signing key on first boot and keeps it', async () => {
    const first = await signingKeys(t.db);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(first[0]?.d).toBeTruthy();
    expect((await signingKeys(t.db))[0]?.kid).toBe(first[0]?.kid);
  });

  it('rotates: the new key signs, the previous stays published, older ones retire', async () => {
    const original = (await signingKeys(t.db))[0]?.kid;
    await rotateSigningKey(t.db);
    const afterOne = await signingKeys(t.db);
    expect(afterOne.map((k) => k.kid)).toHaveLength(2);
    expect(afterOne[1]?.kid).toBe(original);
    await rotateSigningKey(t.db);
    const afterTwo = await signingKeys(t.db);
    expect(afterTwo).toHaveLength(2);
    expect(afterTwo.map((k) => k.kid)).not.toContain(original);
  });

  it('generates each secret once and shares it', async () => {
    const a = await serverSecret(t.db, 'test-secret');
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(await serverSecret(t.db, 'test-secret')).toBe(a);
  });
});
