import { atom } from 'nanostores';
import { api } from './api.ts';

/** Spec 8: what a failed classification change shows. */
export const CLASSIFICATION_FAILED = 'Something went wrong';

/** The flavour-mismatch confirmation (spec 4.2): Yes changes the classification, No signs out. */
export const $classificationBusy = atom(false);
/** Shown inside the confirmation, which is modal: a toast behind it would not be seen. */
export const $classificationError = atom<string | null>(null);

export interface AcceptDeps {
  save: (classification: 'ND' | 'NT') => Promise<unknown>;
  reload: () => void;
}

const browserDeps: AcceptDeps = {
  // Quiet: the dialog says what went wrong itself, whatever the status.
  save: (classification) =>
    api.put('candidates/', { neuroClassification: classification }, { quiet: true }),
  reload: () => window.location.reload(),
};

export async function acceptPlatform(classification: 'ND' | 'NT', deps = browserDeps) {
  $classificationBusy.set(true);
  $classificationError.set(null);
  try {
    await deps.save(classification);
    deps.reload();
  } catch {
    $classificationError.set(CLASSIFICATION_FAILED);
  } finally {
    $classificationBusy.set(false);
  }
}

export function declinePlatform() {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/auth/logout';
  document.body.append(form);
  form.submit();
}
