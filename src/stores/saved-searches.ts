import { atom, map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import {
  SAVED_SEARCH_MESSAGES,
  type SavedSearchCriteria,
  type SavedSearchDto,
} from '../shared/dto/saved-search.ts';
import { api } from './api.ts';
import { showToast } from './toasts.ts';

const PATH = 'candidates/saved-searches';

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

/** Saving the search on the results page. */
export const $searchSaving = atom<'idle' | 'saving' | 'saved'>('idle');

export async function saveSearch(criteria: SavedSearchCriteria) {
  if ($searchSaving.get() === 'saving') return;
  $searchSaving.set('saving');
  try {
    await api.post(PATH, { criteria, alerts: true });
    $searchSaving.set('saved');
    showToast(SAVED_SEARCH_MESSAGES.saved, 'success');
  } catch (error) {
    $searchSaving.set('idle');
    if (error instanceof ApiRequestError && error.status >= 500) return;
    showToast(messageOf(error), 'error');
  }
}

export interface SavedSearchesState {
  status: 'loading' | 'ready' | 'failed';
  items: SavedSearchDto[];
  /** Said to screen readers after a change. */
  notice: string;
}

/** The saved searches listed in Settings. */
export const $savedSearches = map<SavedSearchesState>({ status: 'loading', items: [], notice: '' });

/** Lists searches the page already rendered. */
export function showSavedSearches(items: SavedSearchDto[]) {
  $savedSearches.set({ status: 'ready', items, notice: '' });
}

export async function loadSavedSearches() {
  $savedSearches.setKey('status', 'loading');
  try {
    const items = await api.get<SavedSearchDto[]>(PATH);
    $savedSearches.set({ status: 'ready', items, notice: '' });
  } catch {
    $savedSearches.setKey('status', 'failed');
  }
}

const replace = (search: SavedSearchDto) =>
  $savedSearches.setKey(
    'items',
    $savedSearches.get().items.map((s) => (s.id === search.id ? search : s)),
  );

export async function setSearchAlerts(id: number, alerts: boolean) {
  const before = $savedSearches.get().items.find((s) => s.id === id);
  if (!before) return;
  replace({ ...before, alerts });
  try {
    replace(await api.put<SavedSearchDto>(`${PATH}/${id}`, { alerts }));
    $savedSearches.setKey(
      'notice',
      alerts ? `E-mail alerts on for ${before.label}.` : `E-mail alerts off for ${before.label}.`,
    );
  } catch (error) {
    replace(before);
    showToast(messageOf(error), 'error');
  }
}

export async function deleteSavedSearch(id: number) {
  const { items } = $savedSearches.get();
  const gone = items.find((s) => s.id === id);
  if (!gone) return;
  try {
    await api.delete(`${PATH}/${id}`);
    $savedSearches.set({
      status: 'ready',
      items: $savedSearches.get().items.filter((s) => s.id !== id),
      notice: `Deleted the saved search ${gone.label}.`,
    });
  } catch (error) {
    showToast(messageOf(error), 'error');
  }
}
