import { map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import type { CandidateProfileDto } from '../shared/dto/profile.ts';
import { isErrorEnvelope } from '../shared/envelope.ts';
import { api } from './api.ts';
import { showToast } from './toasts.ts';

/** Which Settings section is saving right now; its controls stay disabled until it ends. */
export const $saving = map<Record<string, boolean>>({});

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** The message a failed call shows, or null when the client already showed one (a 500). */
export function failureMessage(error: unknown, fallback = SOMETHING_WENT_WRONG): string | null {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status === 500) return null;
  // The server's own words for a refused request (bad input, a stale edit, too many tries).
  return isErrorEnvelope(error.body) && error.status !== 404 ? error.message : fallback;
}

/**
 * Runs one section's save: disables the section, toasts success, and toasts the failure (or the
 * given fixed text, e.g. the classification's 'Something went wrong', spec 8). Resolves to the
 * result, or null when it failed; a save that resolves to false handled its own failure.
 */
export async function runSaving<T>(
  section: string,
  save: () => Promise<T>,
  success: string,
  failure?: string,
): Promise<T | null> {
  $saving.setKey(section, true);
  try {
    const result = await save();
    if (success && result !== false) showToast(success, 'success');
    return result;
  } catch (error) {
    const message =
      failure && !(error instanceof ApiRequestError && error.status === 500)
        ? failure
        : failureMessage(error);
    if (message) showToast(message, 'error');
    return null;
  } finally {
    $saving.setKey(section, false);
  }
}

/** PUT candidates/: only the fields sent change, so tabs editing other fields keep their edits. */
export const saveProfile = (body: Record<string, unknown>) =>
  api.put<CandidateProfileDto>('candidates/', body);
