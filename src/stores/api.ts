import { apiClient } from '../lib/api/client.ts';
import { markPageNotFound } from './page-not-found.ts';
import { showToast } from './toasts.ts';

/**
 * The services API as islands and stores call it: a failed call shows the toast or the not-found
 * page the error catalogue asks for (spec 8), and a 401 leads to sign-in.
 */
export const api = apiClient((action) => {
  if (action.kind === 'toast') showToast(action.message, 'error');
  if (action.kind === 'not-found') markPageNotFound();
});
