import { type Migration, sql } from 'kysely';
import { type AnyDb, oneOf } from '../dialect.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;

/**
 * A notification's e-mail is part of the database, not of one process's memory: it is pending
 * until a node sends it (or finds it unwanted), so a crash between the notification and its e-mail
 * only delays the e-mail. Notifications that existed before are skipped: their e-mail, if any, was
 * sent when they were made.
 */
export const notificationMails: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('notifications')
      .addColumn('mail_status', 'text', (c) =>
        c.notNull().defaultTo('pending').check(oneOf('mail_status', MAIL_STATUSES)),
      )
      .execute();
    await db.schema.alterTable('notifications').addColumn('mail_claimed_at', 'text').execute();
    await db.updateTable('notifications').set({ mail_status: 'skipped' }).execute();
    // Only pending rows are in it, so finding the next e-mails never reads the settled ones.
    await db.schema
      .createIndex('notifications_mail_pending')
      .on('notifications')
      .column('id')
      .where(sql.ref('mail_status'), '=', sql.lit('pending'))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('notifications_mail_pending').execute();
    await db.schema.alterTable('notifications').dropColumn('mail_claimed_at').execute();
    await db.schema.alterTable('notifications').dropColumn('mail_status').execute();
  },
};
