import type { Db } from '../../db/connect.ts';
import type { EntryStore } from '../../db/repositories/entries.ts';
import { removeFiles } from '../storage/attachments.ts';
import type { Storage } from '../storage/index.ts';

/** The outcome of saving an entry: the saved entry, or why not. */
export type Saved<T> = { ok: true; entry: T } | { ok: false; reason: 'not-found' | 'stale' };

/** Which entry a save changes, and the version the change started from. */
export interface EntryTarget {
  id: number;
  version: number;
}

export interface EntryServiceSpec<Row extends { id: number }, Fields, Input, Dto, Files> {
  repository: EntryStore<Row, Fields>;
  /** The validated input (a schema of src/shared) as the table's columns. */
  fields: (input: Input) => Fields;
  /** The files of each row with fresh links, by the row's id (a row without any may be absent). */
  files: (db: Db, storage: Storage, rows: Row[]) => Promise<Map<number, Files>>;
  /** A row as the API shows it (its DTO of src/shared), with its files. */
  dto: (row: Row, files: Files | undefined, storage: Storage) => Dto;
}

/**
 * The candidate's own entries of one type: list, read, create, change at a version, delete with
 * their files. Every id is looked up among the candidate's entries, so another candidate's entry
 * is not found, whatever the operation.
 */
export function entryService<Row extends { id: number }, Fields, Input, Dto, Files>(
  spec: EntryServiceSpec<Row, Fields, Input, Dto, Files>,
) {
  const { repository: repo } = spec;
  const dtos = async (db: Db, storage: Storage, rows: Row[]) => {
    const files = await spec.files(db, storage, rows);
    return rows.map((row) => spec.dto(row, files.get(row.id), storage));
  };
  const dtoOf = async (db: Db, storage: Storage, row: Row) =>
    (await dtos(db, storage, [row]))[0] as Dto;
  const add = async (db: Db, storage: Storage, candidateId: number, input: Input) => {
    const now = new Date().toISOString();
    return dtoOf(db, storage, await repo.insert(db, candidateId, spec.fields(input), now));
  };

  return {
    async list(db: Db, storage: Storage, candidateId: number): Promise<Dto[]> {
      return dtos(db, storage, await repo.list(db, candidateId));
    },

    async get(db: Db, storage: Storage, candidateId: number, id: number) {
      const row = await repo.find(db, candidateId, id);
      return row === undefined ? undefined : dtoOf(db, storage, row);
    },

    add,

    async owns(db: Db, candidateId: number, id: number) {
      return (await repo.find(db, candidateId, id)) !== undefined;
    },

    /**
     * Creates the entry (no target) or changes it if it is still at the target's version. A change
     * that finds the entry at another version is stale; one that finds no entry is not found.
     */
    async save(
      db: Db,
      storage: Storage,
      candidateId: number,
      input: Input,
      target?: EntryTarget,
    ): Promise<Saved<Dto>> {
      if (!target) return { ok: true, entry: await add(db, storage, candidateId, input) };
      const now = new Date().toISOString();
      const fields = spec.fields(input);
      const updated = await repo.update(db, candidateId, target.id, target.version, fields, now);
      if (updated !== undefined) return { ok: true, entry: await dtoOf(db, storage, updated) };
      const exists = await repo.find(db, candidateId, target.id);
      return { ok: false, reason: exists ? 'stale' : 'not-found' };
    },

    /** Deletes the entry and its files; false when it is not the candidate's. */
    async remove(db: Db, storage: Storage, candidateId: number, id: number) {
      const files = await repo.filesOf(db, candidateId, id);
      if (!(await repo.remove(db, candidateId, id))) return false;
      await removeFiles(db, storage, files);
      return true;
    },
  };
}

export type EntryService<Input, Dto> = ReturnType<
  typeof entryService<{ id: number }, unknown, Input, Dto, unknown>
>;
