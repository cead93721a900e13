import { atom } from 'nanostores';
import { api } from '../lib/api/client.ts';

/** The flavour-mismatch confirmation (spec 4.2): Yes changes the classification, No signs out. */
export const $classificationBusy = atom(false);

export async function acceptPlatform(classification: 'ND' | 'NT') {
  $classificationBusy.set(true);
  try {
    await api.put('candidates/', { neuroClassification: classification });
    window.location.reload();
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
