import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $bookmarks, initBookmark, toggleBookmark } from '../../stores/bookmarks.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { Icon } from '../icons/Icon.tsx';

/** Save a job to come back to; a toggle button whose pressed state is the saved state. */
function BookmarkButton({ jobId, saved, title }: { jobId: number; saved: boolean; title: string }) {
  const bookmarks = useStore($bookmarks);
  useEffect(() => initBookmark(jobId, saved), [jobId, saved]);
  const on = bookmarks[String(jobId)] ?? saved;
  return (
    <button
      type="button"
      className="btn-secondary"
      aria-pressed={on}
      onClick={() => void toggleBookmark(jobId)}
    >
      <Icon name="star" filled={on} />
      {on ? 'Saved' : 'Save job'}
      <span className="sr-only"> {title}</span>
    </button>
  );
}

export default withErrorBoundary(BookmarkButton, true);
