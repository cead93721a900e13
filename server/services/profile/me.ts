import type {
  CandidateProfileDto,
  CandidateSkillDto,
  DashboardDto,
  ProfileScoreDto,
} from '../../../src/shared/dto/profile.ts';
import type { Db } from '../../db/connect.ts';
import { listCandidateSkills } from '../../db/repositories/candidate-skills.ts';
import { findCandidateById } from '../../db/repositories/candidates.ts';
import { applicationStatusCounts, countInvitations } from '../../db/repositories/dashboard.ts';
import { upcomingInterviewsOf } from '../../db/repositories/interviews.ts';
import { profileCounts } from '../../db/repositories/profile.ts';
import { countProfileViewsSince } from '../../db/repositories/profile-views.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { checklistComplete, checklistOf, hasChecklist } from './checklist.ts';
import type { ProfileDeps } from './deps.ts';
import { mediaOf } from './media.ts';
import { profileScore } from './score.ts';
import { notificationPreferencesOf, visibilityOf } from './visibility.ts';

export async function skillsOf(db: Db, candidateId: number): Promise<CandidateSkillDto[]> {
  return (await listCandidateSkills(db, candidateId)).map((row) => ({
    id: row.id,
    name: row.name,
    yearsOfExperience: row.years_of_experience,
  }));
}

/** GET candidates/: the signed-in candidate's own record with the whole profile. */
export async function profileOf(
  { db, storage }: ProfileDeps,
  candidateId: number,
): Promise<CandidateProfileDto | null> {
  const row = await findCandidateById(db, candidateId);
  if (!row) return null;
  const [skillData, media] = await Promise.all([
    skillsOf(db, candidateId),
    mediaOf(db, storage, row),
  ]);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    emailAddress: row.email,
    emailVerified: row.email_verified === 1,
    pendingEmailAddress: row.pending_email,
    profileTitle: row.profile_title,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zip_code,
    employerName: row.employer_name,
    jobTitle: row.job_title,
    overallYearsOfExperience: row.overall_years_of_experience,
    workedFrom: row.worked_from,
    workedTill: row.worked_till,
    neuroClassification: row.neuro_classification,
    origin: row.origin,
    sourceEnterpriseId: row.source_enterprise_id,
    talentPool: row.talent_pool,
    accessibility: row.accessibility,
    bionicReadingConfiguration: row.bionic_reading_configuration,
    skillData,
    mediaFileSignedUrl: media.avatar?.signedUrl ?? null,
    mediaFileType: media.avatar?.contentType ?? null,
    videoPitchSignedUrl: media.videoPitch?.signedUrl ?? null,
    publicKey: row.public_key,
    profileVisibility: visibilityOf(row.profile_visibility),
    notificationPreferences: notificationPreferencesOf(row.notification_preferences),
    referralCode: row.referral_code,
    profileCompleted: row.profile_completed_at !== null,
  };
}

async function scoreOfRow(
  { db, flavour }: ProfileDeps,
  row: Candidate,
  now: Date,
): Promise<ProfileScoreDto> {
  const counts = await profileCounts(db, row.id);
  const checklist = hasChecklist(flavour)
    ? checklistComplete(await checklistOf(db, flavour, row.id), now.toISOString().slice(0, 10))
    : null;
  return profileScore({
    hasPhoto: row.avatar_file_id !== null,
    profileTitle: row.profile_title,
    city: row.city,
    country: row.country,
    workHistoryEntries: counts.workHistory,
    educationEntries: counts.educations,
    skillsWithYears: counts.skills,
    resumes: counts.resumes,
    hasVideoPitch: row.video_file_id !== null,
    emailVerified: row.email_verified === 1,
    checklistComplete: checklist,
  });
}

export async function scoreOf(deps: ProfileDeps, candidateId: number, now = new Date()) {
  const row = await findCandidateById(deps.db, candidateId);
  if (!row) return profileScore(EMPTY_SUMMARY);
  return scoreOfRow(deps, row, now);
}

const EMPTY_SUMMARY = {
  hasPhoto: false,
  profileTitle: null,
  city: null,
  country: null,
  workHistoryEntries: 0,
  educationEntries: 0,
  skillsWithYears: 0,
  resumes: 0,
  hasVideoPitch: false,
  emailVerified: false,
  checklistComplete: null,
};

const DAY_MS = 86_400_000;

/** GET candidates/dashboard: score, recruiter interest and where the applications stand. */
export async function dashboardOf(
  deps: ProfileDeps,
  candidateId: number,
  now = new Date(),
): Promise<DashboardDto> {
  const row = await findCandidateById(deps.db, candidateId);
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [profileScoreDto, views, invites, statuses] = await Promise.all([
    row ? scoreOfRow(deps, row, now) : profileScore(EMPTY_SUMMARY),
    countProfileViewsSince(deps.db, candidateId, since),
    row ? countInvitations(deps.db, candidateId, row.email_verified === 1 ? row.email : null) : 0,
    applicationStatusCounts(deps.db, candidateId),
  ]);
  const at = (...codes: string[]) => codes.reduce((n, code) => n + (statuses.get(code) ?? 0), 0);
  return {
    profileScore: profileScoreDto,
    recruiterInterest: {
      profileViews30Days: views,
      invites,
      // Every application an enterprise moved past "applied" was shortlisted on the way.
      shortlists: at('S', 'F', 'O', 'B'),
    },
    applications: {
      applied: at('R', 'S', 'F', 'O', 'B', 'X'),
      shortlisted: at('S'),
      offered: at('F'),
      onboarded: at('O'),
    },
    upcomingInterviews: await upcomingInterviewsOf(deps.db, candidateId, 5),
  };
}

/** GET candidates/accessibility: the candidate's reading settings; null when unknown. */
export async function accessibilityOf(db: Db, candidateId: number) {
  const row = await findCandidateById(db, candidateId);
  if (!row) return null;
  return {
    accessibility: row.accessibility,
    bionicReadingConfiguration: row.bionic_reading_configuration,
  };
}
