import { atom } from 'nanostores';
import { wake } from '../lib/hydration/wake.ts';
import { TOAST_AUTO_CLOSE_MS } from '../shared/constants.ts';

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
}

/** Toasts shown at the top right; each closes itself after 15 s (spec 9) or when dismissed. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number) {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(message: string, kind: Toast['kind'] = 'info') {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, message }]);
  // The toast area hydrates for its first toast.
  wake('toasts');
  setTimeout(() => dismissToast(id), TOAST_AUTO_CLOSE_MS);
  return id;
}
