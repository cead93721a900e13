import type { Db } from '../connect.ts';
import type { Enterprise, NewEnterprise } from '../schema/enterprises.ts';
import { countRows } from './count.ts';

export async function insertEnterprise(
  db: Db,
  enterprise: NewEnterprise,
  domains: readonly string[] = [],
): Promise<Enterprise> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('enterprises')
      .values(enterprise)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (domains.length > 0) {
      await trx
        .insertInto('enterprise_domains')
        .values(domains.map((domain) => ({ domain: domain.toLowerCase(), enterprise_id: row.id })))
        .execute();
    }
    return row;
  });
}

export function findEnterpriseById(db: Db, id: number) {
  return db.selectFrom('enterprises').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEnterpriseByDomain(db: Db, domain: string) {
  return db
    .selectFrom('enterprises')
    .innerJoin('enterprise_domains', 'enterprise_domains.enterprise_id', 'enterprises.id')
    .selectAll('enterprises')
    .where('enterprise_domains.domain', '=', domain.toLowerCase())
    .executeTakeFirst();
}

export async function domainsOf(db: Db, enterpriseId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('enterprise_domains')
    .select('domain')
    .where('enterprise_id', '=', enterpriseId)
    .orderBy('domain')
    .execute();
  return rows.map((row) => row.domain);
}

export const countEnterprises = (db: Db) => countRows(db, 'enterprises');

export function findEnterpriseByKey(db: Db, key: string) {
  return db.selectFrom('enterprises').selectAll().where('key', '=', key).executeTakeFirst();
}

export function listEnterprises(db: Db) {
  return db
    .selectFrom('enterprises')
    .select(['id', 'key', 'establishment_name'])
    .orderBy('key')
    .execute();
}
