import type { Db } from '../connect.ts';

export function findSecret(db: Db, name: string) {
  return db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Inserts unless another node inserted first; the stored value wins either way. */
export async function insertSecretOnce(db: Db, name: string, value: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await findSecret(db, name);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
