import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { enterpriseOfKey, insertApiKey } from '../../db/repositories/enterprise-api.ts';

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new API key for an enterprise; it is shown once, only its hash is stored. */
export async function createApiKey(db: Db, enterpriseId: number, label: string): Promise<string> {
  const key = `wlk_${randomBytes(32).toString('base64url')}`;
  await insertApiKey(db, {
    key_hash: hash(key),
    enterprise_id: enterpriseId,
    label,
    created_at: new Date().toISOString(),
  });
  return key;
}

export const enterpriseOfApiKey = (db: Db, key: string) => enterpriseOfKey(db, hash(key));
