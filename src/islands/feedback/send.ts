import { backgroundApi as api } from '../../lib/api/client.ts';
import { ApiRequestError } from '../../lib/api/errors.ts';
import {
  FEEDBACK_PARTS,
  type FeedbackRequestBody,
  type FeedbackService,
} from '../../shared/dto/feedback.ts';
import { isErrorEnvelope } from '../../shared/envelope.ts';

/** Feedback goes to the candidate API when signed in, else to the public one. */
const where = (signedIn: boolean) => ({ public: !signedIn });

/** `GET feedback/exists`; when it cannot be asked, sending is tried and its answer decides. */
export async function feedbackEnabled(signedIn: boolean): Promise<boolean> {
  const service = await api
    .get<FeedbackService>('feedback/exists', where(signedIn))
    .catch(() => null);
  return service?.enabled !== false;
}

export type SendOutcome =
  | { kind: 'sent' }
  /** The server refused the form; its message says why. */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed'; status: number };

/**
 * `POST feedback`: the 'request-body' part as JSON and the screenshot, if any. The same
 * Idempotency-Key on a retry of the same form means it is stored once.
 */
export async function sendFeedback(
  signedIn: boolean,
  body: FeedbackRequestBody,
  screenshot: File | null,
  idempotencyKey: string,
): Promise<SendOutcome> {
  const form = new FormData();
  form.append(
    FEEDBACK_PARTS.body,
    new Blob([JSON.stringify(body)], { type: 'application/json' }),
    'request-body.json',
  );
  if (screenshot) form.append(FEEDBACK_PARTS.screenshot, screenshot);
  try {
    await api.post('feedback', form, {
      ...where(signedIn),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { kind: 'sent' };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { kind: 'failed', status: 0 };
    if ((error.status === 413 || error.status === 415) && isErrorEnvelope(error.body))
      return { kind: 'refused', status: error.status, message: error.body.errorMessage };
    return { kind: 'failed', status: error.status };
  }
}

/** The form as text, for the clipboard when the feedback service is turned off. */
export function feedbackAsText(body: FeedbackRequestBody, screenshot: File | null): string {
  const lines = [
    `Subject: ${body.subject}`,
    `Feedback: ${body.text}`,
    `Page: ${body.menuUrl}`,
    `Browser: ${body.browserName} ${body.browserVersion} on ${body.platform}, ${body.resolution}`,
    `Application: ${body.application} ${body.appVersion}`,
  ];
  if (body.latitude != null) lines.push(`Location: ${body.latitude}, ${body.longitude}`);
  if (screenshot) lines.push(`Screenshot: ${screenshot.name} (not copied)`);
  return lines.join('\n');
}
