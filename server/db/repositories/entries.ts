import { type Generated, type Kysely, type Selectable, sql } from 'kysely';
import type { Db } from '../connect.ts';
import type { Database } from '../schema/index.ts';
import type { FileRow } from './files.ts';

/** The tables of profile entries: rows a candidate owns, each with a version that rises on edits. */
export type EntryTable = 'educations' | 'work_history' | 'credentials';

/** The tables that keep an entry's files apart from it, one row a file. */
type AttachmentTable = 'education_documents' | 'work_history_showcases';

/** What every entry table has; the factory's queries read and write only these and `columns`. */
interface EntryColumns {
  id: Generated<number>;
  candidate_id: number;
  version: Generated<number>;
  file_id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The database as the factory sees it: any entry table, with the columns every one of them has. */
type EntryDb = Kysely<Record<string, EntryColumns> & Pick<Database, 'files'>>;

/** The operations of an entry repository, as the entry service uses them. */
export interface EntryStore<Row, Fields> {
  list(db: Db, candidateId: number): Promise<Row[]>;
  find(db: Db, candidateId: number, id: number): Promise<Row | undefined>;
  insert(db: Db, candidateId: number, fields: Fields, now: string): Promise<Row>;
  /**
   * Updates the entry only if it is still at `version`; answers the new row, or undefined when
   * the entry is not the candidate's or was changed since (the caller tells the two apart).
   */
  update(
    db: Db,
    candidateId: number,
    id: number,
    version: number,
    fields: Fields,
    now: string,
  ): Promise<Row | undefined>;
  /** Deletes the candidate's entry; false when there is none of theirs with this id. */
  remove(db: Db, candidateId: number, id: number): Promise<boolean>;
  /** The candidate's stored files of the entry, which go when the entry goes. */
  filesOf(db: Db, candidateId: number, id: number): Promise<FileRow[]>;
}

export interface EntrySpec<T extends EntryTable, C extends keyof Selectable<Database[T]>> {
  table: T;
  /** The columns the candidate writes; everything else is the server's. */
  columns: readonly C[];
  /**
   * The list's order, each key in turn: one column, or several read as the first that is set.
   * The id comes last, so entries that tie keep one order.
   */
  order: readonly { by: readonly NoInfer<C | 'created_at'>[]; direction: 'asc' | 'desc' }[];
  idDirection: 'asc' | 'desc';
  /**
   * Where the entry's files are, which go when the entry goes: a table of attachments pointing at
   * the entry, or the entry's own `file_id`.
   */
  files?: { table: AttachmentTable; entryColumn: string } | { column: 'file_id' };
}

/**
 * One repository for an entry table. Every read and write is scoped to the candidate: an id of
 * another candidate's entry is never found, changed or deleted.
 */
export function entryRepository<T extends EntryTable, C extends keyof Selectable<Database[T]>>(
  spec: EntrySpec<T, C>,
) {
  type Row = Selectable<Database[T]>;
  type Fields = Pick<Row, C>;
  const table = spec.table as string;
  const loose = (db: Db) => db as unknown as EntryDb;
  const pick = (fields: Fields) =>
    Object.fromEntries(spec.columns.map((column) => [column, fields[column]]));

  const store: EntryStore<Row, Fields> = {
    list(db, candidateId) {
      let query = loose(db).selectFrom(table).selectAll().where('candidate_id', '=', candidateId);
      for (const { by, direction } of spec.order) {
        const refs = by.map((column) => sql.ref(String(column)));
        query = query.orderBy(
          refs.length === 1 ? (refs[0] ?? sql.ref('id')) : sql`coalesce(${sql.join(refs)})`,
          direction,
        );
      }
      return query.orderBy('id', spec.idDirection).execute() as Promise<Row[]>;
    },

    find(db, candidateId, id) {
      return loose(db)
        .selectFrom(table)
        .selectAll()
        .where('candidate_id', '=', candidateId)
        .where('id', '=', id)
        .executeTakeFirst() as Promise<Row | undefined>;
    },

    insert(db, candidateId, fields, now) {
      return loose(db)
        .insertInto(table)
        .values({ ...pick(fields), candidate_id: candidateId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>;
    },

    update(db, candidateId, id, version, fields, now) {
      return loose(db)
        .updateTable(table)
        .set((eb) => ({ ...pick(fields), version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .where('candidate_id', '=', candidateId)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst() as Promise<Row | undefined>;
    },

    async remove(db, candidateId, id) {
      const result = await loose(db)
        .deleteFrom(table)
        .where('id', '=', id)
        .where('candidate_id', '=', candidateId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async filesOf(db, candidateId, id) {
      const files = spec.files;
      if (!files) return [];
      const [via, entryId]: [string, string] =
        'column' in files
          ? [table, `${table}.id`]
          : [files.table, `${files.table}.${files.entryColumn}`];
      let query = loose(db)
        .selectFrom('files')
        .innerJoin(via, `${via}.file_id`, 'files.id')
        .selectAll('files')
        .where(sql.ref(entryId), '=', id)
        .where('files.candidate_id', '=', candidateId);
      if ('column' in files)
        query = query.where(sql.ref(`${table}.candidate_id`), '=', candidateId);
      return query.execute();
    },
  };
  return store;
}
