import dayjs from 'dayjs';
import { atom, map } from 'nanostores';
import { api } from './api.ts';
import { failureMessage } from './settings.ts';
import { showToast } from './toasts.ts';

export interface ChecklistItem {
  key: string;
  label: string;
  completed: boolean;
  expiresOn: string | null;
  needsExpiry: boolean;
}

/** The candidate's checklist (Assessments > Checklist); null until loaded. */
export const $checklist = atom<ChecklistItem[] | null>(null);
export const $checklistFailed = atom(false);
/** Items being saved; their controls stay disabled meanwhile. */
export const $checklistSaving = map<Record<string, boolean>>({});
/** An item's problem, shown beside its expiry date. */
export const $checklistErrors = map<Record<string, string | undefined>>({});

/** A credential whose expiry date has passed (today still counts as valid). */
export const isExpired = (item: ChecklistItem, today = dayjs().format('YYYY-MM-DD')) =>
  item.expiresOn !== null && item.expiresOn < today;

export async function loadChecklist() {
  try {
    $checklist.set(await api.get<ChecklistItem[]>('candidates/checklist'));
  } catch {
    $checklistFailed.set(true);
  }
}

const replace = (key: string, change: Partial<ChecklistItem>) =>
  $checklist.set(($checklist.get() ?? []).map((i) => (i.key === key ? { ...i, ...change } : i)));

/**
 * Saves one item; the list shows the change at once and takes it back if the save fails. A ticked
 * credential needs its expiry date: without one nothing is sent and the item says so.
 */
export async function saveChecklistItem(
  key: string,
  change: { completed: boolean; expiresOn: string | null },
) {
  const item = ($checklist.get() ?? []).find((i) => i.key === key);
  if (!item) return;
  if (item.needsExpiry && change.completed && !change.expiresOn) {
    $checklistErrors.setKey(key, `Enter the date your ${item.label} expires.`);
    return;
  }
  $checklistErrors.setKey(key, undefined);
  $checklistSaving.setKey(key, true);
  replace(key, change);
  try {
    const body = item.needsExpiry ? change : { completed: change.completed };
    await api.put(`candidates/checklist/${encodeURIComponent(key)}`, body);
    showToast(`${item.label}: saved.`, 'success');
  } catch (error) {
    replace(key, { completed: item.completed, expiresOn: item.expiresOn });
    const message = failureMessage(error);
    // A refused field comes back as 'field: message'; the item shows only the message.
    if (message) $checklistErrors.setKey(key, message.replace(/^\w+: /, ''));
  } finally {
    $checklistSaving.setKey(key, false);
  }
}
