import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
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

/** The provider's models that belong to one account: its sessions, grants, codes and tokens. */
const ACCOUNT_MODELS = [
  'Session',
  'Grant',
  'AuthorizationCode',
  'AccessToken',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/**
 * Revokes everything the provider holds for an account — its sessions (so no silent sign-in),
 * its grants and every code and token issued under them — except, if given, one grant with its
 * tokens and the provider session they are bound to. Payloads are JSON text with the account as a
 * top-level `accountId`; a session is stored with its uid.
 */
export function revokePayloadsOfAccount(
  db: Db,
  accountId: string,
  keep?: { grantId: string; sessionUid?: string | undefined },
) {
  const account = isPostgres(db)
    ? sql<string>`(payload::json ->> 'accountId')`
    : sql<string>`json_extract(payload, '$.accountId')`;
  let query = db
    .deleteFrom('oidc_payloads')
    .where('model', 'in', ACCOUNT_MODELS)
    .where(account, '=', accountId);
  if (keep)
    query = query.where((eb) =>
      eb.and([
        eb(eb.fn.coalesce('grant_id', sql.lit('')), '<>', keep.grantId),
        eb.or([eb('model', '<>', 'Grant'), eb('id', '<>', keep.grantId)]),
        eb.or([
          eb('model', '<>', 'Session'),
          eb(eb.fn.coalesce('uid', sql.lit('')), '<>', keep.sessionUid ?? ''),
        ]),
      ]),
    );
  return query.execute();
}
