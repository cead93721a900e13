import type { Db } from '../connect.ts';
import type { AuthRequest } from '../schema/identity.ts';

export function insertAuthRequest(db: Db, request: AuthRequest) {
  return db.insertInto('auth_requests').values(request).execute();
}

/** Takes a pending sign-in by its state, once: it is deleted as it is read. */
export async function takeAuthRequest(db: Db, state: string, now: string) {
  const row = await db
    .deleteFrom('auth_requests')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  await db.deleteFrom('auth_requests').where('expires_at', '<', now).execute();
  return row && row.expires_at > now ? row : undefined;
}
