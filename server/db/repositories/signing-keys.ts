import type { Db } from '../connect.ts';

export function listActiveKeys(db: Db) {
  return db
    .selectFrom('signing_keys')
    .select(['kid', 'private_jwk'])
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

export function insertKey(db: Db, kid: string, privateJwk: string, now: string) {
  return db
    .insertInto('signing_keys')
    .values({ kid, private_jwk: privateJwk, created_at: now })
    .execute();
}

/** Retires every key but the newest `keep`. */
export async function retireOlderKeys(db: Db, keep: number, now: string) {
  const active = await listActiveKeys(db);
  const old = active.slice(keep).map((k) => k.kid);
  if (old.length > 0) {
    await db.updateTable('signing_keys').set({ retired_at: now }).where('kid', 'in', old).execute();
  }
}
