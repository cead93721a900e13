import type { Db } from '../connect.ts';
import type { OidcPayloadsTable } from '../schema/identity.ts';

export function upsertPayload(db: Db, row: OidcPayloadsTable) {
  return db
    .insertInto('oidc_payloads')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['model', 'id']).doUpdateSet({
        payload: row.payload,
        grant_id: row.grant_id,
        user_code: row.user_code,
        uid: row.uid,
        expires_at: row.expires_at,
        consumed_at: null,
      }),
    )
    .execute();
}

/** A live payload by one of its keys; expired rows are treated as absent. */
export function findPayload(
  db: Db,
  model: string,
  key: { id: string } | { uid: string } | { user_code: string },
  now: string,
) {
  let query = db
    .selectFrom('oidc_payloads')
    .select(['payload', 'consumed_at'])
    .where('model', '=', model)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  if ('id' in key) query = query.where('id', '=', key.id);
  else if ('uid' in key) query = query.where('uid', '=', key.uid);
  else query = query.where('user_code', '=', key.user_code);
  return query.executeTakeFirst();
}

export function consumePayload(db: Db, model: string, id: string, now: string) {
  return db
    .updateTable('oidc_payloads')
    .set({ consumed_at: now })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export function deletePayload(db: Db, model: string, id: string) {
  return db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
}

export function deletePayloadsOfGrant(db: Db, grantId: string) {
  return db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
}
