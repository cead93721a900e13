import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';

/**
 * Islands are React roots. Astro drops an island's `ssr` attribute as soon as it has asked React
 * to hydrate it, but React hydrates later, in slices, in its own scheduler; text rewritten before
 * it is done no longer matches what React renders, and React throws the island's markup away
 * (React error 418). Work queued in that scheduler at idle priority runs only once no hydration
 * or render is pending, so an island's text is left alone until then.
 */
const hydrated = new WeakSet<Element>();
const waiting = new WeakSet<Element>();

export const isIsland = (el: Element) => el.localName === 'astro-island';

/** True once React has finished hydrating the island. */
export function isHydrated(island: Element): boolean {
  return hydrated.has(island);
}

/**
 * Calls back with each island of the page that Astro handed to React, once React has hydrated
 * it; an island still marked `ssr` is asked about again when it loses the mark.
 */
export function whenIslandsHydrate(done: (island: Element) => void) {
  for (const island of document.querySelectorAll('astro-island:not([ssr])')) {
    if (hydrated.has(island) || waiting.has(island)) continue;
    waiting.add(island);
    unstable_scheduleCallback(unstable_IdlePriority, () => {
      waiting.delete(island);
      hydrated.add(island);
      done(island);
    });
  }
}
