import { ApiRequestError } from '../lib/api/errors.ts';
import type { FileCategory } from '../shared/code-tables.ts';
import type { ResumeDto, StoredFileDto } from '../shared/dto/profile.ts';
import { api } from './api.ts';

export const UNABLE_TO_PROCESS = 'Unable to process the file.';
export const RESUME_TYPES = '.pdf,.doc,.docx';
export const DOCUMENT_TYPES = '.pdf,.doc,.docx,.png,.jpg,.jpeg';
export const AVATAR_TYPES = 'image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm';

/** Resume upload failure (spec 8): the server's message on 502, otherwise 'Unable to process the file.' */
export function resumeUploadError(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 502) return error.message;
  return UNABLE_TO_PROCESS;
}

/** Other uploads say what the server said (e.g. 'The file is too large.'). */
export function uploadError(error: unknown): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : UNABLE_TO_PROCESS;
}

/** A title for a file the candidate did not name: its name without the extension. */
export const titleFromName = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, 120) || name;

export function uploadResume(file: File, title: string) {
  const form = new FormData();
  form.append('file', file);
  form.append('title', title.trim() || titleFromName(file.name));
  return api.post<ResumeDto>('candidates/resume', form);
}

/** POST upload-file: the avatar (PROFILE), a showcase of a job or a document of an education. */
export function uploadFile(
  file: File,
  category: FileCategory,
  extra: Record<string, string | number> = {},
) {
  const form = new FormData();
  form.append('file', file);
  form.append('category', category);
  for (const [key, value] of Object.entries(extra)) form.append(key, String(value));
  return api.post<StoredFileDto>('upload-file', form);
}
