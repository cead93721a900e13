/**
 * Wakes islands that hydrate on interaction (see interaction.ts) for a reason other than a reader's
 * touch: a toast to show, a window that was open on the previous page. The names are kept on the
 * window, so an island that starts waiting after its name was called hydrates at once.
 */
export const WAKE_EVENT = 'island-wake';

export type WakeName = 'toasts' | 'chat' | 'accessibility-toolbar';

declare global {
  /** Shared by the page's bundles and the directive's inline script. */
  var islandWakes: Set<string> | undefined;
}

export function wake(name: WakeName) {
  globalThis.islandWakes ??= new Set();
  const woken = globalThis.islandWakes;
  if (woken.has(name)) return;
  woken.add(name);
  dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: name }));
}

export const isAwake = (name: string) => globalThis.islandWakes?.has(name) === true;
