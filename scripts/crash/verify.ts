import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import type { Db } from '../../server/db/connect.ts';
import type { Fixtures } from './fixtures.ts';
import type { Planned } from './traffic.ts';

/** SQLite's own check of the file the killed server left; PostgreSQL's amcheck over every B-tree index. */
export async function integrityOf(f: Fixtures, db: Db): Promise<string> {
  if (!f.databaseUrl) {
    const file = new DatabaseSync(join(f.dataDir, 'worklane.sqlite'));
    try {
      const rows = file.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
      return rows.map((r) => r.integrity_check).join('; ');
    } finally {
      file.close();
    }
  }
  await sql`create extension if not exists amcheck`.execute(db);
  const { rows } = await sql<{ checked: number }>`
    select count(bt_index_check(c.oid, true)) as checked
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_am am on am.oid = c.relam
    where n.nspname = 'public' and am.amname = 'btree'`.execute(db);
  return `ok (${rows[0]?.checked ?? 0} indexes checked)`;
}

/** How many rows each planned request left: exactly one for every request that got a 2xx. */
export async function storedCopies(db: Db, f: Fixtures, r: Planned): Promise<number> {
  if (r.kind === 'apply') {
    const rows = await db
      .selectFrom('applications')
      .select('id')
      .where('candidate_id', '=', r.candidateId)
      .where('job_id', '=', r.jobId ?? 0)
      .where('idempotency_key', '=', r.key)
      .execute();
    return rows.length;
  }
  const byEnterprise = r.kind === 'enterprise-message';
  const rows = await db
    .selectFrom('messages')
    .select('id')
    .where('idempotency_key', '=', r.key)
    .where('by_enterprise', '=', byEnterprise ? 1 : 0)
    .where(
      byEnterprise ? 'enterprise_id' : 'candidate_id',
      '=',
      byEnterprise ? f.enterpriseId : r.candidateId,
    )
    .execute();
  return rows.length;
}

/** Keys stored more than once by one sender, across the whole database. */
export async function duplicateKeys(db: Db): Promise<number> {
  const messages = await db
    .selectFrom('messages')
    .select(['idempotency_key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('idempotency_key', 'is not', null)
    .groupBy(['idempotency_key', 'by_enterprise', 'candidate_id', 'enterprise_id'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const applications = await db
    .selectFrom('applications')
    .select(['candidate_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('idempotency_key', 'is not', null)
    .groupBy(['candidate_id', 'idempotency_key'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return messages.length + applications.length;
}

export interface OutboxState {
  undelivered: number;
  /** Notification e-mails not sent yet (or given up on). */
  mailsUnsent: number;
  /** The test candidates' message notifications whose e-mail is marked sent, by id. */
  mailsSent: number[];
  /** Delivered rows without exactly one notification. */
  deliveredWrongly: number;
  /** Enterprise messages and message notifications written: equal when none was lost. */
  enterpriseMessages: number;
  messageNotifications: number;
}

export async function outboxState(db: Db, f: Fixtures): Promise<OutboxState> {
  const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
  return {
    undelivered: await count(
      db
        .selectFrom('notification_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('delivered_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ),
    mailsUnsent: await count(
      db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('mail_status', 'in', ['pending', 'failed'])
        .executeTakeFirstOrThrow(),
    ),
    mailsSent: (
      await db
        .selectFrom('notifications')
        .select('id')
        .where('mail_status', '=', 'sent')
        .where('kind', '=', 'message:new')
        .where('enterprise_id', '=', f.enterpriseId)
        .where(
          'candidate_id',
          'in',
          f.candidates.map((c) => c.id),
        )
        .execute()
    ).map((n) => n.id),
    deliveredWrongly: await count(
      db
        .selectFrom('notification_outbox as o')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('o.delivered_at', 'is not', null)
        .where((eb) =>
          eb(
            eb
              .selectFrom('notifications')
              .select((x) => x.fn.countAll<number>().as('c'))
              .whereRef('notifications.outbox_id', '=', 'o.id'),
            '!=',
            1,
          ),
        )
        .executeTakeFirstOrThrow(),
    ),
    enterpriseMessages: await count(
      db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('by_enterprise', '=', 1)
        .where('enterprise_id', '=', f.enterpriseId)
        .where('idempotency_key', 'like', 'crash-%')
        .executeTakeFirstOrThrow(),
    ),
    messageNotifications: await count(
      db
        .selectFrom('notification_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'message:new')
        .where('enterprise_id', '=', f.enterpriseId)
        .executeTakeFirstOrThrow(),
    ),
  };
}

/**
 * The notification ids of the e-mails in the file outbox, one entry per stored message: the
 * outbox keeps one file per Message-ID, so a repeat shows as an id listed twice only if stored twice.
 */
export function mailedNotifications(f: Fixtures): number[] {
  const dir = join(f.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { messageId: string | null },
    )
    .map((entry) => /^<notification-(\d+)@/.exec(entry.messageId ?? '')?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}
