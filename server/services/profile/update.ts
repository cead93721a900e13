import type { ProfileUpdate } from '../../../src/shared/profile-schemas.ts';
import type { Db } from '../../db/connect.ts';
import { updateCandidate } from '../../db/repositories/candidates.ts';
import { markProfileCompleted, mergeCandidateJson } from '../../db/repositories/profile.ts';
import type { CandidateUpdate } from '../../db/schema/candidates.ts';

/**
 * Body field → column; only the fields a request carries are written. The body may carry origin
 * and sourceEnterpriseId (spec 7.1), but they are never written from it: only sign-in decides them
 * (identity/origin.ts), since they tie a candidate to an enterprise and its branding.
 */
const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  profileTitle: 'profile_title',
  address: 'address',
  city: 'city',
  state: 'state',
  country: 'country',
  zipCode: 'zip_code',
  employerName: 'employer_name',
  jobTitle: 'job_title',
  overallYearsOfExperience: 'overall_years_of_experience',
  workedFrom: 'worked_from',
  workedTill: 'worked_till',
  neuroClassification: 'neuro_classification',
  accessibility: 'accessibility',
  bionicReadingConfiguration: 'bionic_reading_configuration',
} as const satisfies Partial<Record<keyof ProfileUpdate, keyof CandidateUpdate>>;

export type UpdateOutcome = { ok: true } | { ok: false; message: string };

/**
 * PUT candidates/: writes only the fields present, so edits of different fields from two tabs
 * never undo each other; the visibility and e-mail choices merge key by key.
 */
export async function updateProfile(
  db: Db,
  candidateId: number,
  body: ProfileUpdate,
): Promise<UpdateOutcome> {
  const patch: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = body[field as keyof typeof COLUMNS];
    if (value !== undefined) patch[column] = value;
  }
  const now = new Date().toISOString();
  if (Object.keys(patch).length > 0)
    await updateCandidate(db, candidateId, patch as CandidateUpdate);
  if (body.profileVisibility && Object.keys(body.profileVisibility).length > 0)
    await mergeCandidateJson(db, candidateId, 'profile_visibility', body.profileVisibility, now);
  if (body.notificationPreferences && Object.keys(body.notificationPreferences).length > 0)
    await mergeCandidateJson(
      db,
      candidateId,
      'notification_preferences',
      body.notificationPreferences,
      now,
    );
  if (body.profileCompleted) await markProfileCompleted(db, candidateId, now);
  return { ok: true };
}
