/** Spec 4.7, 9: how long after the launch page starts the further component is revealed. */
export const LAUNCH_REVEAL_MS = 1200;

/**
 * Shows what `load` brings no sooner than `delay` after the call (spec 4.7): the launch page's
 * first view settles before anything joins it. Nothing shows when the load fails or brings
 * nothing. Resolves to whether it showed.
 */
export async function revealAfter<T>(
  load: Promise<T[]>,
  show: (items: T[]) => void,
  delay = LAUNCH_REVEAL_MS,
): Promise<boolean> {
  const timer = new Promise((done) => setTimeout(done, delay));
  try {
    const [items] = await Promise.all([load, timer]);
    if (items.length === 0) return false;
    show(items);
    return true;
  } catch {
    return false;
  }
}
