import type { WakeName } from './wake.ts';

/**
 * `client:interaction` hydrates an island on the reader's first touch of it: a pointer over or down, focus or
 * a key inside it (or on one of its `triggers`), or a click. These start it sooner:
 * - `load`: at once, as `client:load` would;
 * - `visible`: when it scrolls into view, as `client:visible` would;
 * - `wake`: when the page calls `wake(name)` (src/lib/hydration/wake.ts).
 * Whenever it starts, a click that arrived before it had hydrated is held, and given again once
 * it has; text typed meanwhile is handed to it too.
 */
export interface InteractionOptions {
  load?: boolean;
  visible?: boolean;
  wake?: WakeName;
  /** Controls outside the island that act on it, e.g. '[data-opens-feedback]'. */
  triggers?: string;
}

/** Set on an island while it waits for the reader (tests wait for every other island). */
export const AWAITING_ATTRIBUTE = 'await-interaction';
