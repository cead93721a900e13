import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../stores/api.ts';
import { busyTask, toastFailure } from '../../stores/busy.ts';
import { showToast } from '../../stores/toasts.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { Icon } from '../icons/Icon.tsx';

interface Props {
  id: number;
  /** Opened from a feedback notification (the scorecard): the form takes focus. */
  scorecard?: boolean;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** Rate the panel of a completed round, once: a labelled 1–5 star radio group and a comment. */
function PanelRating({ id, scorecard = false }: Props) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [saved, setSaved] = useState<number | null>(null);
  const [task] = useState(busyTask);
  const busy = useStore(task.$busy);
  const legend = useRef<HTMLLegendElement>(null);
  const name = useId();
  const commentId = useId();

  useEffect(() => {
    if (scorecard) legend.current?.closest('fieldset')?.querySelector('input')?.focus();
  }, [scorecard]);

  async function submit(event: React.SubmitEvent) {
    event.preventDefault();
    if (rating === null) return;
    await task.run(async () => {
      await api.put(`candidates/interviews/${id}/rating`, {
        ratingOfPanelByCandidate: rating,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      setSaved(rating);
      showToast('Thanks for rating the panel.', 'success');
    }, toastFailure);
  }

  if (saved !== null)
    return (
      <p role="status" className="rounded-lg bg-brand-light p-3">
        You rated the panel {saved} out of 5.
      </p>
    );
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset>
        <legend ref={legend} className="font-semibold">
          Rate the panel
        </legend>
        <div className="mt-2 flex gap-1">
          {STARS.map((star) => (
            <label key={star} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`block rounded px-1 text-3xl leading-none peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-[#1a7fae] ${rating !== null && star <= rating ? 'text-[#b54708]' : 'text-ink-soft'}`}
              >
                <Icon name="star" size={28} filled={rating !== null && star <= rating} />
              </span>
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="font-semibold">
          Comment (optional)
        </label>
        <textarea
          id={commentId}
          maxLength={500}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className="focus-ring rounded-md border border-line px-3 py-2"
        />
      </div>
      <p>
        <button type="submit" className="btn-primary" disabled={busy || rating === null}>
          Submit rating
        </button>
      </p>
    </form>
  );
}

export default withErrorBoundary(PanelRating, true);
