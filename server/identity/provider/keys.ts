import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/connect.ts';
import { insertKey, listActiveKeys, retireOlderKeys } from '../../db/repositories/signing-keys.ts';

const ALG = 'ES256';

async function createKey(db: Db) {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: ALG, use: 'sig' };
  await insertKey(db, jwk.kid, JSON.stringify(jwk), new Date().toISOString());
}

/** The provider's signing keys, newest first; one is generated on first boot. */
export async function signingKeys(db: Db): Promise<JWK[]> {
  if ((await listActiveKeys(db)).length === 0) await createKey(db);
  return (await listActiveKeys(db)).map((row) => JSON.parse(row.private_jwk) as JWK);
}

/**
 * Rotation: a new key signs from the next boot on; the previous one stays published so tokens it
 * signed still verify, and older ones retire.
 */
export async function rotateSigningKey(db: Db) {
  await createKey(db);
  await retireOlderKeys(db, 2, new Date().toISOString());
}
