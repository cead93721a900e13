import { map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import type { ResumeDto } from '../shared/dto/profile.ts';
import { api } from './api.ts';
import { resumeUploadError, uploadResume } from './profile-upload.ts';
import { showToast } from './toasts.ts';

export interface ResumesState {
  status: 'loading' | 'ready' | 'failed';
  items: ResumeDto[];
  title: string;
  hasFile: boolean;
  error: string | null;
  errorRound: number;
  busy: boolean;
  deleting: number | null;
}

/** #resume: the candidate's resumes, newest first. */
export const $resumes = map<ResumesState>({
  status: 'loading',
  items: [],
  title: '',
  hasFile: false,
  error: null,
  errorRound: 0,
  busy: false,
  deleting: null,
});

let chosen: File | null = null;
const patch = (p: Partial<ResumesState>) => $resumes.set({ ...$resumes.get(), ...p });
const newestFirst = (items: ResumeDto[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export async function loadResumes() {
  try {
    const items = await api.get<ResumeDto[]>('candidates/resume', { quiet: true });
    patch({ status: 'ready', items: newestFirst(items) });
  } catch {
    patch({ status: 'failed' });
  }
}

export function chooseResumeFile(file: File | null) {
  chosen = file;
  patch({ hasFile: file !== null, error: null });
}

export const setResumeTitle = (title: string) => patch({ title });

export async function submitResume() {
  const { busy, title, errorRound } = $resumes.get();
  if (busy) return;
  if (!chosen) return patch({ error: 'Choose a resume file', errorRound: errorRound + 1 });
  patch({ busy: true, error: null });
  try {
    const resume = await uploadResume(chosen, title);
    chosen = null;
    patch({
      items: newestFirst([resume, ...$resumes.get().items]),
      title: '',
      hasFile: false,
      busy: false,
    });
    showToast('Your resume is uploaded.', 'success');
  } catch (error) {
    patch({ busy: false, error: resumeUploadError(error), errorRound: errorRound + 1 });
  }
}

export const askDeleteResume = (id: number) => patch({ deleting: id });
export const keepResume = () => patch({ deleting: null });

export async function confirmDeleteResume() {
  const id = $resumes.get().deleting;
  if (id === null) return;
  patch({ busy: true });
  try {
    await api.delete(`candidates/resume/${id}`);
    patch({ items: $resumes.get().items.filter((r) => r.id !== id), deleting: null, busy: false });
    showToast('The resume is deleted.', 'success');
  } catch (error) {
    patch({ deleting: null, busy: false });
    showToast(error instanceof ApiRequestError ? error.message : 'Something went wrong.', 'error');
  }
}
