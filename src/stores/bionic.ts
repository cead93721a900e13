import { atom } from 'nanostores';
import { hideBionic, showBionic } from '../lib/bionic/live.ts';
import {
  type BionicSettings,
  DEFAULT_BIONIC,
  fromServerText,
  fromStorageText,
  normaliseBionic,
  toServerText,
  toStorageText,
} from '../lib/bionic/settings.ts';
import { readLocal, removeLocal, writeLocal } from '../lib/bionic/storage.ts';
import { api } from './api.ts';
import { showToast } from './toasts.ts';

/**
 * Bionic reading (spec 4.4). Visitors keep their settings in browser storage only; a signed-in
 * candidate's changes are a preview until saved to the profile, and closing the menu without
 * saving goes back to the saved settings (or the defaults when none were ever saved).
 */
export interface BionicState {
  on: boolean;
  settings: BionicSettings;
}

export const SAVED_MESSAGE = 'Your preferences are saved.';
const KEY_ON = 'isBionic';
const KEY_SETTINGS = 'bionic';

export const $bionic = atom<BionicState>({ on: false, settings: { ...DEFAULT_BIONIC } });
/** The signed-in candidate's id, or null for a visitor. */
export const $a11yCandidate = atom<number | null>(null);
/** The settings last saved to the profile; null when none are. */
export const $savedBionic = atom<BionicSettings | null>(null);

function store(state: BionicState) {
  if (state.on) {
    writeLocal(KEY_ON, 'true');
    writeLocal(KEY_SETTINGS, toStorageText(state.settings));
  } else {
    removeLocal(KEY_ON);
    removeLocal(KEY_SETTINGS);
  }
}

function set(state: BionicState) {
  $bionic.set(state);
  store(state);
}

/** The page follows the store: bionic reading on or off, with the current settings. */
$bionic.listen((state) => (state.on ? showBionic(state.settings) : hideBionic()));

interface AccessibilityDto {
  accessibility: 'Y' | 'N';
  bionicReadingConfiguration: string;
}

/**
 * Applies what this browser keeps at once, then, for a signed-in candidate, what their profile
 * keeps — so saved settings follow them to any browser — unless the reader has changed them
 * meanwhile. Resolves with the profile's answer.
 */
export async function startBionic(candidateId: number | null): Promise<AccessibilityDto | null> {
  $a11yCandidate.set(candidateId);
  const local = fromStorageText(readLocal(KEY_SETTINGS));
  if (readLocal(KEY_ON) === 'true') set({ on: true, settings: local ?? { ...DEFAULT_BIONIC } });
  if (candidateId === null) return null;
  const before = $bionic.get();
  const profile = await api
    .get<AccessibilityDto>('candidates/accessibility', { quiet: true })
    .catch(() => null);
  // A change the reader made while the profile was on its way is newer than the profile.
  if ($bionic.get() !== before) return profile;
  const saved = fromServerText(profile?.bionicReadingConfiguration);
  $savedBionic.set(saved);
  if (saved) set({ on: true, settings: saved });
  return profile;
}

export function setBionicOn(on: boolean) {
  if (on) {
    set({ on: true, settings: $savedBionic.get() ?? { ...DEFAULT_BIONIC } });
    return;
  }
  set({ on: false, settings: { ...DEFAULT_BIONIC } });
  const id = $a11yCandidate.get();
  if (id === null) return;
  $savedBionic.set(null);
  void api.put('candidates/', { id, bionicReadingConfiguration: '' }).catch(() => undefined);
}

export function changeBionic(change: Partial<BionicSettings>) {
  const state = $bionic.get();
  set({ ...state, settings: normaliseBionic({ ...state.settings, ...change }) });
}

export function resetBionic() {
  changeBionic(DEFAULT_BIONIC);
}

/** Saves the current settings to the profile; resolves true once they are saved. */
export async function saveBionic(): Promise<boolean> {
  const id = $a11yCandidate.get();
  const { settings } = $bionic.get();
  if (id === null) return false;
  try {
    await api.put('candidates/', { id, bionicReadingConfiguration: toServerText(settings) });
  } catch {
    return false;
  }
  $savedBionic.set(settings);
  showToast(SAVED_MESSAGE, 'success');
  return true;
}

/** The menu closed without saving: a signed-in candidate goes back to what is saved. */
export function discardBionicChanges() {
  const state = $bionic.get();
  if ($a11yCandidate.get() === null || !state.on) return;
  set({ on: true, settings: $savedBionic.get() ?? { ...DEFAULT_BIONIC } });
}
