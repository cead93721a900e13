import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { copyLink, publicProfileUrl } from '../../lib/share-link.ts';
import { api } from '../../stores/api.ts';
import { $saving, runSaving } from '../../stores/settings.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfirmAction } from '../dialog/Modal.tsx';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

interface Props {
  origin: string;
  publicKey: string | null;
  /** On the QR page the code is drawn by the server, so a new link reloads the page. */
  reloadOnCreate?: boolean;
  /** Settings offers a new link; the old one then stops working. */
  canRegenerate?: boolean;
}

const newKey = () => api.put<{ publicKey: string }>('candidates/public-key');

/** The candidate's public profile link: shown with 'Copy link', created or regenerated. */
function PublicLink({ origin, publicKey, reloadOnCreate = false, canRegenerate = false }: Props) {
  const busy = useStore($saving).publicKey ?? false;
  const [key, setKey] = useState(publicKey);
  const [confirming, setConfirming] = useState(false);
  const url = key ? publicProfileUrl(origin, key) : null;

  const create = async (success: string) => {
    const result = await runSaving('publicKey', newKey, reloadOnCreate ? '' : success);
    setConfirming(false);
    if (!result) return;
    if (reloadOnCreate) window.location.reload();
    else setKey(result.publicKey);
  };
  const copy = async () => {
    if (!url) return;
    const outcome = await copyLink(url);
    if (outcome === 'copied') showToast('Link copied.', 'success');
    else showToast(`Copy this link: ${url}`);
  };

  if (!url) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>You have no public link yet. Create one to share your profile without signing in.</p>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => void create('Your public link is ready.')}
        >
          Create my public link
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="w-full">
        <span className="block font-semibold">Your public profile link</span>
        <a href={url} className="focus-ring break-all text-brand-dark underline">
          {url}
        </a>
      </p>
      <p className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          Copy link
        </button>
        {canRegenerate && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Regenerate link
          </button>
        )}
      </p>
      {canRegenerate && (
        <ConfirmAction
          open={confirming}
          title="Regenerate your public link?"
          confirmLabel="Regenerate link"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void create('Your new public link is ready. The old link no longer works.')
          }
        >
          <p>The link you shared before, and its QR code, will stop working.</p>
        </ConfirmAction>
      )}
    </div>
  );
}

export default withErrorBoundary(PublicLink, true);
