import type { Selectable } from 'kysely';
import type { EducationDto, WorkHistoryDto } from '../../../src/shared/dto/profile.ts';
import type { EducationInput, WorkHistoryInput } from '../../../src/shared/profile-schemas.ts';
import type { Db } from '../../db/connect.ts';
import { educations } from '../../db/repositories/educations.ts';
import { workHistory } from '../../db/repositories/work-history.ts';
import type { EducationsTable, WorkHistoryTable } from '../../db/schema/profile.ts';
import { documentsOf, showcasesOf } from '../storage/attachments.ts';
import type { Storage } from '../storage/index.ts';
import { entryService } from './entry-service.ts';

export type { Saved } from './entry-service.ts';

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/** The candidate's work history, each entry with its showcases (spec 7.1). */
export const workHistoryEntries = entryService({
  repository: workHistory,
  fields: (input: WorkHistoryInput) => ({
    title: input.title,
    worked_with: input.workedWith,
    worked_from: input.workedFrom,
    worked_till: input.workedTill ?? null,
    description: input.description ?? null,
  }),
  files: (db: Db, storage: Storage, rows: Selectable<WorkHistoryTable>[]) =>
    showcasesOf(db, storage, idsOf(rows)),
  dto: (row, showcases = []): WorkHistoryDto => ({
    id: row.id,
    title: row.title,
    workedWith: row.worked_with,
    workedFrom: row.worked_from,
    workedTill: row.worked_till,
    description: row.description,
    version: row.version,
    showcases,
  }),
});

/** The candidate's education, each entry with its documents (spec 7.1). */
export const educationEntries = entryService({
  repository: educations,
  fields: (input: EducationInput) => ({
    institution: input.institution,
    degree: input.degree,
    field_of_study: input.fieldOfStudy ?? null,
    started_on: input.startedOn ?? null,
    finished_on: input.finishedOn ?? null,
  }),
  files: (db: Db, storage: Storage, rows: Selectable<EducationsTable>[]) =>
    documentsOf(db, storage, idsOf(rows)),
  dto: (row, documents = []): EducationDto => ({
    id: row.id,
    institution: row.institution,
    degree: row.degree,
    fieldOfStudy: row.field_of_study,
    startedOn: row.started_on,
    finishedOn: row.finished_on,
    version: row.version,
    documents,
  }),
});
