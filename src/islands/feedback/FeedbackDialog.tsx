import { useStore } from '@nanostores/react';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { SERVER_ERROR_TOAST } from '../../lib/api/errors.ts';
import { FEEDBACK_MESSAGES } from '../../shared/dto/feedback.ts';
import { busyTask } from '../../stores/busy.ts';
import { showToast } from '../../stores/toasts.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { Icon } from '../icons/Icon.tsx';
import { clientDetails } from './client-details.ts';
import { type FeedbackDraft, FeedbackFields } from './FeedbackFields.tsx';
import { canSubmit } from './form-rules.ts';
import { feedbackAsText, feedbackEnabled, sendFeedback } from './send.ts';

/** Buttons anywhere on the page with this attribute open the dialog. */
export const OPENS_FEEDBACK = 'data-opens-feedback';

interface Props {
  signedIn: boolean;
  userId: number | null;
  /** Sent as the feedback's 'application'. */
  application: string;
}

const EMPTY: FeedbackDraft = { subject: '', text: '', screenshot: null, location: null };

/**
 * The feedback form (spec 2.4, 5, 7.6) in a modal dialog: focus stays inside while it is open and
 * goes back to the control that opened it. When the service is turned off, the details are
 * copied to the clipboard instead of sent.
 */
function FeedbackDialog({ signedIn, userId, application }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const enabled = useRef<Promise<boolean> | null>(null);
  const idempotencyKey = useRef('');
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY);
  const [task] = useState(busyTask);
  const busy = useStore(task.$busy);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldsKey, setFieldsKey] = useState(0);

  const update = (patch: Partial<FeedbackDraft>) => {
    // A changed form is a new request; an unchanged one resent after a failure is the same one.
    idempotencyKey.current = '';
    setProblem(null);
    setDraft((current) => ({ ...current, ...patch }));
  };

  useEffect(() => {
    const open = (event: MouseEvent) => {
      const opener = (event.target as Element | null)?.closest<HTMLElement>(`[${OPENS_FEEDBACK}]`);
      if (!opener) return;
      event.preventDefault();
      const menu = opener.closest('details');
      if (menu) menu.open = false;
      returnTo.current = menu?.querySelector('summary') ?? opener;
      enabled.current ??= feedbackEnabled(signedIn);
      dialog.current?.showModal();
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, [signedIn]);

  const close = () => dialog.current?.close();
  const onClose = () => {
    setProblem(null);
    returnTo.current?.focus();
  };

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit(draft.subject, draft.text) || busy) return;
    const body = {
      ...clientDetails(application, userId),
      subject: draft.subject.trim(),
      text: draft.text.trim(),
      ...(draft.location ?? {}),
    };
    await task.run(
      async () => {
        if (!(await (enabled.current ?? feedbackEnabled(signedIn)))) {
          await navigator.clipboard.writeText(feedbackAsText(body, draft.screenshot));
          finish(FEEDBACK_MESSAGES.copied);
          return;
        }
        idempotencyKey.current ||= crypto.randomUUID();
        const key = idempotencyKey.current;
        const outcome = await sendFeedback(signedIn, body, draft.screenshot, key);
        if (outcome.kind === 'sent') finish(FEEDBACK_MESSAGES.thanks);
        else if (outcome.kind === 'refused') setProblem(outcome.message);
        else fail(outcome.status === 500 ? SERVER_ERROR_TOAST : FEEDBACK_MESSAGES.failed);
      },
      () => fail(FEEDBACK_MESSAGES.failed),
    );
  }

  function finish(message: string) {
    setDraft(EMPTY);
    setFieldsKey((key) => key + 1);
    idempotencyKey.current = '';
    close();
    showToast(message, 'success');
  }

  function fail(message: string) {
    setProblem(message);
    showToast(message, 'error');
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="feedback-title"
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 p-6" noValidate>
        <div className="flex items-start justify-between gap-4">
          <h2 id="feedback-title" className="text-xl font-semibold">
            Feedback
          </h2>
          <button
            type="button"
            className="focus-ring -m-2 min-h-11 min-w-11 rounded-lg text-2xl leading-none text-ink-muted"
            aria-label="Close"
            onClick={close}
          >
            <Icon name="close" className="m-auto" />
          </button>
        </div>
        <FeedbackFields key={fieldsKey} draft={draft} onChange={update} />
        {problem && (
          <p role="alert" className="text-sm font-medium text-danger">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={close}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!canSubmit(draft.subject, draft.text) || busy}
            aria-busy={busy}
          >
            Submit
          </button>
        </div>
      </form>
    </dialog>
  );
}

export default withErrorBoundary(FeedbackDialog, true);
