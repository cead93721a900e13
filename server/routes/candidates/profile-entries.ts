import type { z } from 'zod';
import { STALE_ENTRY } from '../../../src/shared/dto/profile.ts';
import { educationSchema, workHistorySchema } from '../../../src/shared/profile-schemas.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { educationEntries, workHistoryEntries } from '../../services/profile/entries.ts';
import type { EntryService } from '../../services/profile/entry-service.ts';
import { entryRoutes } from './entry-routes.ts';

/** A profile section of spec 7.1: PUT creates or changes an entry, edits carry their version. */
const sectionRoutes =
  <Input, Dto>(
    path: string,
    service: EntryService<Input, Dto>,
    schema: z.ZodType<Input & { id?: number | undefined; version?: number | undefined }>,
  ) =>
  (deps: ProfileDeps) =>
    entryRoutes({ path, service, writes: { upsert: schema }, stale: STALE_ENTRY }, deps);

export const workHistoryRoutes = sectionRoutes(
  '/work-history',
  workHistoryEntries,
  workHistorySchema,
);
export const educationRoutes = sectionRoutes('/educations', educationEntries, educationSchema);
