import { shareJob } from '../../lib/share-job.ts';
import { showToast } from '../../stores/toasts.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { Icon } from '../icons/Icon.tsx';

/** Shares the job's public link through the device's share sheet, or copies it. */
function ShareJob({ jobId, title }: { jobId: number; title: string }) {
  const share = async () => {
    const { outcome, url } = await shareJob(jobId, title);
    if (outcome === 'copied') showToast('Link copied.', 'success');
    if (outcome === 'failed') showToast(`Copy this link to share the job: ${url}`);
  };
  return (
    <button type="button" className="btn-secondary" onClick={() => void share()}>
      <Icon name="share" />
      Share job
    </button>
  );
}

export default withErrorBoundary(ShareJob);
