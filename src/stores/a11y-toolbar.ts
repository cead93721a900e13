import { atom } from 'nanostores';
import { readLocal, writeLocal } from '../lib/bionic/storage.ts';
import { wake } from '../lib/hydration/wake.ts';
import { api } from './api.ts';
import { $a11yCandidate } from './bionic.ts';

/**
 * The accessibility toolbar (spec 4.4): on or off, saved for a signed-in candidate as
 * accessibility 'Y' or 'N'. Without a configured external script, the built-in toolbar's
 * choices are kept in this browser and shown on the page only while the toolbar is on.
 */
export interface ToolbarPrefs {
  zoom: number;
  contrast: boolean;
  readableFont: boolean;
  highlightLinks: boolean;
  stopAnimations: boolean;
  readingGuide: boolean;
}

export const ZOOM = { min: 1, max: 1.3, step: 0.1 } as const;
export const DEFAULT_TOOLBAR: Readonly<ToolbarPrefs> = Object.freeze({
  zoom: 1,
  contrast: false,
  readableFont: false,
  highlightLinks: false,
  stopAnimations: false,
  readingGuide: false,
});

const KEY_ON = 'accessibilityToolbar';
const KEY_PREFS = 'accessibilityToolbarPrefs';

export const $toolbarOn = atom(false);
export const $toolbarPrefs = atom<ToolbarPrefs>({ ...DEFAULT_TOOLBAR });

const CLASSES: [keyof ToolbarPrefs, string][] = [
  ['contrast', 'wl-high-contrast'],
  ['readableFont', 'wl-readable-font'],
  ['highlightLinks', 'wl-highlight-links'],
  ['stopAnimations', 'wl-stop-animations'],
];

function showOnPage() {
  const root = document.documentElement;
  const on = $toolbarOn.get() && !scriptUrl;
  // The built-in toolbar is drawn by the accessibility menu's island.
  if (on) wake('accessibility-toolbar');
  const prefs = $toolbarPrefs.get();
  for (const [key, name] of CLASSES) root.classList.toggle(name, on && prefs[key] === true);
  if (on && prefs.zoom !== 1) root.style.fontSize = `${Math.round(prefs.zoom * 100)}%`;
  else root.style.removeProperty('font-size');
}

let scriptUrl = '';

function loadExternal() {
  if (!scriptUrl || document.querySelector('script[data-a11y-toolbar]')) return;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.dataset.a11yToolbar = '';
  document.head.append(script);
}

/** Applies this browser's choice now, and the profile's once it is known. */
export function startToolbar(url: string, profileChoice: Promise<'Y' | 'N' | null>) {
  scriptUrl = url;
  $toolbarOn.listen(showOnPage);
  $toolbarPrefs.listen(showOnPage);
  const prefs = readLocal(KEY_PREFS);
  if (prefs) $toolbarPrefs.set(normalisePrefs(prefs));
  $toolbarOn.set(readLocal(KEY_ON) === 'Y');
  void profileChoice.then((choice) => {
    if (choice) $toolbarOn.set(choice === 'Y');
    if ($toolbarOn.get()) loadExternal();
  });
}

function normalisePrefs(text: string): ToolbarPrefs {
  try {
    const raw = JSON.parse(text) as Partial<ToolbarPrefs>;
    const flag = (key: keyof ToolbarPrefs) => raw[key] === true;
    return {
      zoom: clampZoom(Number(raw.zoom)),
      contrast: flag('contrast'),
      readableFont: flag('readableFont'),
      highlightLinks: flag('highlightLinks'),
      stopAnimations: flag('stopAnimations'),
      readingGuide: flag('readingGuide'),
    };
  } catch {
    return { ...DEFAULT_TOOLBAR };
  }
}

function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, zoom)) * 10) / 10;
}

/** The switch in the accessibility menu, and the toolbar's own close button (which saves 'N'). */
export function setToolbarOn(on: boolean) {
  $toolbarOn.set(on);
  writeLocal(KEY_ON, on ? 'Y' : 'N');
  if (on) loadExternal();
  const id = $a11yCandidate.get();
  if (id !== null)
    void api.put('candidates/', { id, accessibility: on ? 'Y' : 'N' }).catch(() => undefined);
}

export function changeToolbar(change: Partial<ToolbarPrefs>) {
  const next = { ...$toolbarPrefs.get(), ...change };
  next.zoom = clampZoom(next.zoom);
  $toolbarPrefs.set(next);
  writeLocal(KEY_PREFS, JSON.stringify(next));
}

export function zoomBy(steps: number) {
  changeToolbar({ zoom: $toolbarPrefs.get().zoom + steps * ZOOM.step });
}

export function usesExternalToolbar(): boolean {
  return scriptUrl !== '';
}
