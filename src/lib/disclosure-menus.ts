/**
 * Drop-down menus are <details> disclosures, usable with no script at all. Once this runs they also
 * behave like menus: Escape closes the open one and returns focus to its button, a click outside
 * closes every one, and opening one closes the others.
 */
const MENU = 'header details';

function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)];
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const menu = (event.target as Element | null)?.closest<HTMLDetailsElement>(`${MENU}[open]`);
  if (!menu) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
});

document.addEventListener('click', (event) => {
  for (const menu of openMenus()) {
    if (!menu.contains(event.target as Node)) menu.open = false;
  }
});

document.addEventListener(
  'toggle',
  (event) => {
    const opened = event.target as HTMLDetailsElement;
    if (!opened.matches?.(MENU) || !opened.open) return;
    for (const menu of openMenus()) {
      if (menu !== opened && !menu.contains(opened)) menu.open = false;
    }
  },
  true,
);
