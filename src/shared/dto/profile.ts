import type { FileCategory } from '../code-tables.ts';

/**
 * The candidate profile as the API of spec 7.1 exchanges it. Dates are ISO (YYYY-MM-DD); signed
 * URLs expire and are only ever produced by the server.
 */

/** The wizard's step 1 and the profile's own fields (PUT candidates/ takes any subset). */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  profileTitle: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zipCode: string | null;
  employerName: string | null;
  jobTitle: string | null;
  overallYearsOfExperience: number | null;
  workedFrom: string | null;
  workedTill: string | null;
}

export interface CandidateSkillDto {
  /** The skill's numeric id (catalogue). */
  id: number;
  name: string;
  yearsOfExperience: number;
}

export interface StoredFileDto {
  id: number;
  category: FileCategory;
  name: string;
  contentType: string;
  sizeBytes: number;
  /** An HMAC-signed, expiring URL to the file. */
  signedUrl: string;
}

export interface ShowcaseDto {
  id: number;
  title: string;
  file: StoredFileDto;
}

export interface WorkHistoryDto {
  id: number;
  title: string;
  workedWith: string;
  workedFrom: string;
  workedTill: string | null;
  description: string | null;
  /** Send it back on PUT; a stale version is refused with 409. */
  version: number;
  showcases: ShowcaseDto[];
}

/** The 409 answer to an entry edit that started from an older version. */
export const STALE_ENTRY = 'This entry was changed elsewhere. Reload to see the latest.';

export interface EducationDto {
  id: number;
  institution: string;
  degree: string;
  fieldOfStudy: string | null;
  startedOn: string | null;
  finishedOn: string | null;
  version: number;
  documents: ShowcaseDto[];
}

export interface ResumeDto {
  id: number;
  title: string;
  createdAt: string;
  file: StoredFileDto;
}

/** Sections a candidate may show on the public profile (Settings). */
export const PUBLIC_SECTIONS = {
  profileTitle: 'Profile title',
  skills: 'Skills',
  workHistory: 'Work history',
  education: 'Education',
  videoPitch: 'Video pitch',
  resume: 'Resume',
  location: 'City and country',
} as const;
export type PublicSection = keyof typeof PUBLIC_SECTIONS;
export type ProfileVisibility = Record<PublicSection, boolean>;

/** E-mail notifications a candidate can turn off (Settings). */
export const NOTIFICATION_EMAILS = {
  applications: 'Application updates (shortlists, offers, onboarding)',
  interviews: 'Interview invitations and changes',
  messages: 'New messages from employers',
  jobAlerts: 'New jobs for my saved searches',
  credentials: 'Reminders before a licence or certification expires',
} as const;
export type NotificationEmail = keyof typeof NOTIFICATION_EMAILS;

/** One item of the profile checklist: what raises the score and where to do it. */
export interface ScoreItem {
  key: string;
  label: string;
  /** Points this item is worth (all items sum to 100). */
  points: number;
  done: boolean;
  /** Where the candidate completes it, e.g. /candidate/edit-profile#education. */
  href: string;
}

export interface ProfileScoreDto {
  /** 0–100. */
  score: number;
  items: ScoreItem[];
}

/** GET candidates/ : the signed-in candidate with the whole profile. */
export interface CandidateProfileDto extends ProfileFields {
  id: number;
  emailAddress: string;
  emailVerified: boolean;
  /** An address the candidate asked to change to, until its e-mailed code is entered. */
  pendingEmailAddress: string | null;
  neuroClassification: 'ND' | 'NT';
  origin: string | null;
  sourceEnterpriseId: number | null;
  talentPool: string | null;
  accessibility: 'Y' | 'N';
  bionicReadingConfiguration: string;
  skillData: CandidateSkillDto[];
  /** The avatar (image, gif or video), signed; null when none. */
  mediaFileSignedUrl: string | null;
  mediaFileType: string | null;
  videoPitchSignedUrl: string | null;
  publicKey: string | null;
  profileVisibility: ProfileVisibility;
  notificationPreferences: Record<NotificationEmail, boolean>;
  referralCode: string | null;
  /** The create-profile wizard was finished. */
  profileCompleted: boolean;
}

/** The public profile (/candidate/public/:candidateKey): only the sections the candidate chose. */
export interface PublicProfileDto {
  firstName: string;
  lastName: string;
  mediaFileSignedUrl: string | null;
  mediaFileType: string | null;
  profileTitle?: string | null;
  location?: { city: string | null; country: string | null };
  skills?: CandidateSkillDto[];
  workHistory?: Omit<WorkHistoryDto, 'version' | 'showcases'>[];
  education?: Omit<EducationDto, 'version' | 'documents'>[];
  videoPitchSignedUrl?: string | null;
  resume?: { title: string; signedUrl: string } | null;
}

export interface DashboardDto {
  profileScore: ProfileScoreDto;
  recruiterInterest: { profileViews30Days: number; invites: number; shortlists: number };
  applications: { applied: number; shortlisted: number; offered: number; onboarded: number };
  /** Filled by the interviews capability; empty until then. */
  upcomingInterviews: {
    id: number;
    jobTitle: string;
    establishmentName: string;
    startsAt: string;
  }[];
}

/** GET candidates/referrals: the candidate's referral link and the people who joined with it. */
export interface ReferralsDto {
  referralCode: string | null;
  link: string;
  referred: { firstName: string; lastInitial: string; joinedAt: string }[];
}

/** What server-rendered candidate pages may ask about profiles. */
export interface ProfilePort {
  me(candidateId: number): Promise<CandidateProfileDto | null>;
  score(candidateId: number): Promise<ProfileScoreDto>;
  dashboard(candidateId: number): Promise<DashboardDto>;
  /** null for an unknown or revoked key. */
  publicProfile(publicKey: string): Promise<PublicProfileDto | null>;
  /** The referral link as this site's `origin` and `host` give it; null for an unknown candidate. */
  referrals(candidateId: number, origin: string, host: string): Promise<ReferralsDto | null>;
}
