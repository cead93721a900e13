import type { Db } from '../connect.ts';
import type { NotificationOutboxTable } from '../schema/enterprise-api.ts';
import type { NewFileRow } from './files.ts';
import { type MessageRow, type NewMessageRow, withFile } from './messages.ts';

/** The message a sender already stored under this Idempotency-Key. */
export function findBySenderKey(
  db: Db,
  sender: { byEnterprise: boolean; id: number },
  key: string,
): Promise<MessageRow | undefined> {
  return withFile(db)
    .where('messages.by_enterprise', '=', sender.byEnterprise ? 1 : 0)
    .where(sender.byEnterprise ? 'messages.enterprise_id' : 'messages.candidate_id', '=', sender.id)
    .where('messages.idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Stores a message with its attachment's file row and, for a message to the candidate, the
 * candidate's notification, all in one transaction.
 */
export function insertMessage(
  db: Db,
  message: Omit<NewMessageRow, 'file_id'>,
  extras: {
    file?: NewFileRow;
    notification?: (messageId: number) => Omit<NotificationOutboxTable, 'id' | 'delivered_at'>;
  } = {},
): Promise<MessageRow> {
  return db.transaction().execute(async (trx) => {
    const file = extras.file
      ? await trx.insertInto('files').values(extras.file).returningAll().executeTakeFirstOrThrow()
      : null;
    const row = await trx
      .insertInto('messages')
      .values({ ...message, file_id: file?.id ?? null })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (extras.notification)
      await trx.insertInto('notification_outbox').values(extras.notification(row.id)).execute();
    return {
      ...row,
      file_name: file?.original_name ?? null,
      file_content_type: file?.content_type ?? null,
    };
  });
}
