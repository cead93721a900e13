import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { lateStyles } from '../../lib/late-styles.ts';
import { $toolbarOn, setToolbarOn, usesExternalToolbar } from '../../stores/a11y-toolbar.ts';
import {
  $bionic,
  discardBionicChanges,
  resetBionic,
  saveBionic,
  setBionicOn,
} from '../../stores/bionic.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { Icon } from '../icons/Icon.tsx';
import { BionicControls } from './BionicControls.tsx';
import { Switch } from './Switch.tsx';

// The toolbar's styles come with the site's whole sheet, loaded with it.
const Toolbar = lazy(() =>
  Promise.all([import('./Toolbar.tsx'), lateStyles()]).then(([toolbar]) => toolbar),
);

/**
 * The accessibility menu (spec 2.4, 4.4): a modal popover under the header button, so focus stays
 * in it while open and goes back to the button when it closes.
 */
function AccessibilityMenu({ signedIn }: { signedIn: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const bionic = useStore($bionic);
  const toolbarOn = useStore($toolbarOn);
  const titleId = useId();
  // The page's settings may differ from the server's defaults: what depends on them waits until
  // hydration is done, so the first render matches the server's markup.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const close = () => dialog.current?.close();
  const save = async () => {
    setSaving(true);
    const saved = await saveBionic();
    setSaving(false);
    if (saved) close();
  };

  return (
    <>
      <button
        type="button"
        className="btn link-plain px-3"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="currentColor">
          <path d="M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm9 7h-6v13h-2v-6h-2v6H9V9H3V7h18v2Z" />
        </svg>
        <span className="sr-only">Accessibility</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a dialog natively; the click only adds closing on the backdrop. */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        data-bionic-skip
        onClose={() => {
          setOpen(false);
          discardBionicChanges();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        className="fixed m-0 ml-auto mr-2 mt-16 max-h-[calc(100vh-5rem)] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-line bg-white p-0 text-ink shadow-xl sm:mr-4"
      >
        {open && (
          <div className="flex flex-col gap-5 p-5">
            <div className="flex items-center justify-between gap-2">
              <h2 id={titleId} className="text-lg font-bold">
                Accessibility
              </h2>
              <button
                type="button"
                className="focus-ring rounded-md px-2 py-1 text-2xl leading-none"
                aria-label="Close"
                onClick={close}
              >
                <Icon name="close" />
              </button>
            </div>
            <Switch
              label="Accessibility Toolbar"
              badge="Work In Progress"
              description="Opens a tool that makes the site more accessible."
              checked={toolbarOn}
              onChange={setToolbarOn}
            />
            <Switch
              label="Bionic Reading"
              description="helps you in reading faster, better & more focused"
              checked={bionic.on}
              onChange={setBionicOn}
            />
            {bionic.on && <BionicControls settings={bionic.settings} />}
            {bionic.on && signedIn && (
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" className="btn-secondary" onClick={resetBionic}>
                  Reset to default
                </button>
                <button type="button" className="btn-primary" disabled={saving} onClick={save}>
                  Save
                </button>
              </div>
            )}
          </div>
        )}
      </dialog>
      {hydrated && toolbarOn && !usesExternalToolbar() && (
        <Suspense fallback={null}>
          <Toolbar />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(AccessibilityMenu, false);
