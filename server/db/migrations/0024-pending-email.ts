import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.ts';

/**
 * The address a candidate asked to change their e-mail to: it becomes the sign-in address only
 * once the code sent to it is entered; until then the current address stays.
 */
export const pendingEmail: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('candidates').addColumn('pending_email', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('candidates').dropColumn('pending_email').execute();
  },
};
