import type { ClientDirective } from 'astro';

/** What counts as reaching for an island: a pointer over it or on it, a touch, focus or a key. */
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction` hydrates an island only when the reader first reaches for it, never on
 * load, so a page pays for an island nobody uses with no script at all. The island's server HTML
 * must work on its own meanwhile (links, GET forms). A click on a button that needs the script
 * (type="button"), made before hydration finished, is held and replayed once it has.
 */
const interaction: ClientDirective = (load, _options, el) => {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      'button[type="button"]',
    );
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
    void start();
  };
  let started = false;
  async function start() {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  }
  el.addEventListener('click', hold, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, { capture: true, passive: true });
};

export default interaction;
