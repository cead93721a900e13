import type { ProfileVisibility, PublicProfileDto } from '../../../src/shared/dto/profile.ts';
import { findCandidateById } from '../../db/repositories/candidates.ts';
import { findCandidateByPublicKey, latestResume } from '../../db/repositories/profile.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { fileDto } from '../storage/attachments.ts';
import type { ProfileDeps } from './deps.ts';
import { educationEntries, workHistoryEntries } from './entries.ts';
import { PUBLIC_KEY_PATTERN } from './keys.ts';
import { skillsOf } from './me.ts';
import { mediaOf } from './media.ts';
import { visibilityOf } from './visibility.ts';

const ALL_SECTIONS: ProfileVisibility = {
  profileTitle: true,
  skills: true,
  workHistory: true,
  education: true,
  videoPitch: true,
  resume: true,
  location: true,
};

/** The profile with only the given sections; nothing of a hidden section is even read. */
async function profileWith(
  { db, storage }: ProfileDeps,
  row: Candidate,
  show: ProfileVisibility,
): Promise<PublicProfileDto> {
  const media = await mediaOf(db, storage, row);
  const dto: PublicProfileDto = {
    firstName: row.first_name,
    lastName: row.last_name,
    mediaFileSignedUrl: media.avatar?.signedUrl ?? null,
    mediaFileType: media.avatar?.contentType ?? null,
  };
  if (show.profileTitle) dto.profileTitle = row.profile_title;
  if (show.location) dto.location = { city: row.city, country: row.country };
  if (show.skills) dto.skills = await skillsOf(db, row.id);
  if (show.workHistory)
    dto.workHistory = (await workHistoryEntries.list(db, storage, row.id)).map(
      ({ version: _v, showcases: _s, ...entry }) => entry,
    );
  if (show.education)
    dto.education = (await educationEntries.list(db, storage, row.id)).map(
      ({ version: _v, documents: _d, ...entry }) => entry,
    );
  if (show.videoPitch) dto.videoPitchSignedUrl = media.videoPitch?.signedUrl ?? null;
  if (show.resume) {
    const resume = await latestResume(db, row.id);
    if (resume) await storage.urls.ready();
    dto.resume = resume
      ? { title: resume.title, signedUrl: fileDto(storage, resume.file).signedUrl }
      : null;
  }
  return dto;
}

/** The public profile behind a key: only the sections the candidate chose; null if unknown. */
export async function publicProfileOf(
  deps: ProfileDeps,
  publicKey: string,
): Promise<PublicProfileDto | null> {
  if (!PUBLIC_KEY_PATTERN.test(publicKey)) return null;
  const row = await findCandidateByPublicKey(deps.db, publicKey);
  if (!row) return null;
  return profileWith(deps, row, visibilityOf(row.profile_visibility));
}

/** The whole profile as an enterprise the candidate applied to sees it. */
export async function applicantProfileOf(deps: ProfileDeps, candidateId: number) {
  const row = await findCandidateById(deps.db, candidateId);
  return row ? profileWith(deps, row, ALL_SECTIONS) : null;
}
