import type { FileCategory } from '../../../src/shared/code-tables.ts';
import type { ResumeDto } from '../../../src/shared/dto/profile.ts';
import type { Db } from '../../db/connect.ts';
import { findCredential } from '../../db/repositories/credentials.ts';
import {
  candidateMedia,
  type FileRow,
  findFile,
  findOwnEducationDocument,
  findOwnFile,
  findOwnResume,
  findOwnShowcase,
  listResumes,
  ownsEducation,
  ownsWorkHistory,
} from '../../db/repositories/files.ts';
import { deleteFiles, fileDto } from './attachments.ts';
import type { Storage } from './index.ts';
import type { Attach } from './uploads.ts';

export const resumeDto = (
  storage: Storage,
  row: { id: number; title: string; created_at: string; file: FileRow },
): ResumeDto => ({
  id: row.id,
  title: row.title,
  createdAt: row.created_at,
  file: fileDto(storage, row.file),
});

/** The candidate's résumés, newest first as the repository keeps them. */
export async function resumesOf(db: Db, storage: Storage, candidateId: number) {
  return (await listResumes(db, candidateId)).map((row) => resumeDto(storage, row));
}

/** How each kind of attachment is found among the candidate's own. */
const OWN_ATTACHMENT = {
  resume: findOwnResume,
  showcase: findOwnShowcase,
  document: findOwnEducationDocument,
} as const;

/**
 * Deletes one of the candidate's own résumés, work-history showcases or education documents with
 * its file; false when it is not theirs (or not there).
 */
export async function deleteOwnAttachment(
  db: Db,
  storage: Storage,
  candidateId: number,
  kind: keyof typeof OWN_ATTACHMENT,
  id: number,
) {
  const attachment = await OWN_ATTACHMENT[kind](db, candidateId, id);
  if (!attachment) return false;
  await deleteFiles(db, storage, candidateId, [attachment.file_id]);
  return true;
}

/**
 * Where an upload of `category` is attached, from the form's fields; null when the entry it names
 * is not the candidate's own.
 */
export async function attachmentOf(
  db: Db,
  candidateId: number,
  category: FileCategory,
  fields: { workHistoryId?: number; educationId?: number; credentialId?: number },
  title: string,
): Promise<Attach | null> {
  if (category === 'SHOWCASE') {
    const workHistoryId = fields.workHistoryId ?? 0;
    if (!(await ownsWorkHistory(db, candidateId, workHistoryId))) return null;
    return { to: 'showcase', workHistoryId, title };
  }
  if (category === 'EDUCATION') {
    const educationId = fields.educationId ?? 0;
    if (!(await ownsEducation(db, candidateId, educationId))) return null;
    return { to: 'document', educationId, title };
  }
  if (category === 'CREDENTIAL') {
    const credentialId = fields.credentialId ?? 0;
    if (!(await findCredential(db, candidateId, credentialId))) return null;
    return { to: 'credential', credentialId };
  }
  if (category === 'PROFILE') return { to: 'avatar' };
  if (category === 'RESUME') return { to: 'resume', title };
  return { to: 'nothing' };
}

/** The file a signed link points to; undefined when the link is not valid or the file is gone. */
export async function fileOfSignedLink(db: Db, storage: Storage, token: string) {
  const fileId = storage.urls.verify(token);
  return fileId === null ? undefined : findFile(db, fileId);
}

export interface VideoPitchDto {
  videoPitchSignedUrl: string | null;
  contentType: string | null;
}

export const videoPitchDto = (storage: Storage, file?: FileRow): VideoPitchDto =>
  file
    ? { videoPitchSignedUrl: storage.urls.sign(file.id), contentType: file.content_type }
    : { videoPitchSignedUrl: null, contentType: null };

/** The candidate's video pitch, or nulls when they have none. */
export async function videoPitchOf(db: Db, storage: Storage, candidateId: number) {
  const fileId = (await candidateMedia(db, candidateId))?.video_file_id;
  const file = fileId ? await findOwnFile(db, candidateId, fileId) : undefined;
  return videoPitchDto(storage, file);
}

/** Deletes the candidate's video pitch with its file, when they have one. */
export async function deleteVideoPitch(db: Db, storage: Storage, candidateId: number) {
  const fileId = (await candidateMedia(db, candidateId))?.video_file_id;
  if (fileId) await deleteFiles(db, storage, candidateId, [fileId]);
}
