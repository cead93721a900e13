import { map } from 'nanostores';
import { api } from './api.ts';

/** Saved state per job, as the bookmark buttons show it. */
export const $bookmarks = map<Record<string, boolean>>({});

export const initBookmark = (jobId: number, saved: boolean) =>
  $bookmarks.setKey(String(jobId), saved);

export async function toggleBookmark(jobId: number) {
  const saved = $bookmarks.get()[String(jobId)] ?? false;
  $bookmarks.setKey(String(jobId), !saved);
  try {
    if (saved) await api.delete(`candidates/bookmarks/${jobId}`);
    else await api.put(`candidates/bookmarks/${jobId}`);
  } catch {
    $bookmarks.setKey(String(jobId), saved);
  }
}
