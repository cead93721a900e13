import { hasUserMessages } from './chat-messages.ts';
import {
  browserStorage,
  CHAT_KEYS,
  ownerOf,
  readFlag,
  readMessages,
  writeFlag,
} from './chat-storage.ts';
import { wake } from './hydration/wake.ts';

/**
 * What the assistant's launcher does when a page loads (spec 4.5, 9): the window that was open on
 * the previous page opens again; once after sign-in, a conversation the candidate took part in
 * comes back by itself; otherwise it waits for the reader. `candidateId` is null for a visitor and
 * undefined where the page cannot know (pre-rendered pages).
 */
export type LauncherPlan = 'open' | 'open-after-sign-in' | 'wait';

export function launcherPlan(
  storage: Storage | undefined,
  candidateId: number | null | undefined,
): LauncherPlan {
  if (readFlag(storage, CHAT_KEYS.open)) return 'open';
  if (typeof candidateId !== 'number' || readFlag(storage, CHAT_KEYS.openedOnLogin)) return 'wait';
  return hasUserMessages(readMessages(storage, ownerOf(candidateId)))
    ? 'open-after-sign-in'
    : 'wait';
}

/** A visitor's next sign-in brings their conversation back again. */
export function forgetSignInOpening(storage: Storage | undefined, candidateId?: number | null) {
  if (candidateId === null) writeFlag(storage, CHAT_KEYS.openedOnLogin, false);
}

/**
 * Runs with every page: the launcher's island hydrates with the page only when it has something
 * to open, and otherwise at the reader's first touch.
 */
export function wakeLauncherIfNeeded(host: HTMLElement | null) {
  if (!host) return;
  const raw = host.dataset.candidate;
  const candidateId = raw === undefined ? undefined : raw === '' ? null : Number(raw);
  const storage = browserStorage();
  forgetSignInOpening(storage, candidateId);
  if (launcherPlan(storage, candidateId) !== 'wait') wake('chat');
}
