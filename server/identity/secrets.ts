import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { findSecret, insertSecretOnce } from '../db/repositories/server-secrets.ts';

/** A random secret generated on first boot and shared by every node through the database. */
export async function serverSecret(db: Db, name: string, bytes = 32): Promise<string> {
  const existing = await findSecret(db, name);
  return existing?.value ?? insertSecretOnce(db, name, randomBytes(bytes).toString('base64url'));
}
