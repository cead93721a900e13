import { entryRepository } from './entries.ts';

/** Newest first: the latest start date, then the latest added. */
export const workHistory = entryRepository({
  table: 'work_history',
  columns: ['title', 'worked_with', 'worked_from', 'worked_till', 'description'],
  order: [{ by: ['worked_from'], direction: 'desc' }],
  idDirection: 'desc',
  files: { table: 'work_history_showcases', entryColumn: 'work_history_id' },
});
