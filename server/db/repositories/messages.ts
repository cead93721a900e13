import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../connect.ts';
import type { MessagesTable } from '../schema/messages.ts';

export type NewMessageRow = Insertable<MessagesTable>;

/** A message with what its attachment needs to be shown. */
export type MessageRow = Selectable<MessagesTable> & {
  file_name: string | null;
  file_content_type: string | null;
};

/** Messages joined with their attachment's name and type, as `MessageRow`. */
export const withFile = (db: Db) =>
  db
    .selectFrom('messages')
    .leftJoin('files', 'files.id', 'messages.file_id')
    .selectAll('messages')
    .select(['files.original_name as file_name', 'files.content_type as file_content_type']);

/** How many messages the table holds (for load checks). */
export async function countMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of these message ids are stored (for load checks). */
export async function countStoredIds(db: Db, ids: readonly number[]): Promise<number> {
  let found = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const row = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('id', 'in', ids.slice(start, start + 500))
      .executeTakeFirstOrThrow();
    found += Number(row.n);
  }
  return found;
}
