import { entryRepository } from './entries.ts';

/** Newest first: the latest finished (or started), then the latest added. */
export const educations = entryRepository({
  table: 'educations',
  columns: ['institution', 'degree', 'field_of_study', 'started_on', 'finished_on'],
  order: [{ by: ['finished_on', 'started_on', 'created_at'], direction: 'desc' }],
  idDirection: 'desc',
  files: { table: 'education_documents', entryColumn: 'education_id' },
});
