import type { Db } from '../../db/connect.ts';
import {
  consumePayload,
  deletePayload,
  deletePayloadsOfGrant,
  findPayload,
  upsertPayload,
} from '../../db/repositories/oidc-payloads.ts';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string };

const epoch = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/**
 * The provider's storage in our database, one table for every model: a factory the provider calls
 * with each model name.
 */
export function databaseAdapter(db: Db) {
  return (model: string) => {
    const find = async (key: { id: string } | { uid: string } | { user_code: string }) => {
      const row = await findPayload(db, model, key, new Date().toISOString());
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as Payload;
      return row.consumed_at ? { ...payload, consumed: epoch(row.consumed_at) } : payload;
    };
    return {
      async upsert(id: string, payload: Payload, expiresIn?: number) {
        await upsertPayload(db, {
          model,
          id,
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
          consumed_at: null,
        });
      },
      find: (id: string) => find({ id }),
      findByUid: (uid: string) => find({ uid }),
      findByUserCode: (userCode: string) => find({ user_code: userCode }),
      async consume(id: string) {
        await consumePayload(db, model, id, new Date().toISOString());
      },
      async destroy(id: string) {
        await deletePayload(db, model, id);
      },
      async revokeByGrantId(grantId: string) {
        await deletePayloadsOfGrant(db, grantId);
      },
    };
  };
}
