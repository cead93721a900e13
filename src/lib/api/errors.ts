import { type ErrorEnvelope, isErrorEnvelope } from '../../shared/envelope.ts';

export const SERVER_ERROR_TOAST = 'Oops! Something went wrong. Please try again later.';
export const INTERVIEW_ACCESS_DENIED = 'Interview Access denied.';

/** What the client does with a failed response (spec 8, error catalogue). */
export type ErrorAction =
  | { kind: 'toast'; message: string }
  | { kind: 'signin' }
  | { kind: 'not-found' }
  | { kind: 'pass' };

/** PUT on payrate or reports URLs never shows the 500 toast. */
const SILENT_500 = /(payrate|reports)/i;

export function actionFor(method: string, url: string, status: number, body: unknown): ErrorAction {
  const envelope: ErrorEnvelope | null = isErrorEnvelope(body) ? body : null;
  if (status === 500 && envelope?.statusCode === 500) {
    if (method.toUpperCase() === 'PUT' && SILENT_500.test(url)) return { kind: 'pass' };
    return { kind: 'toast', message: SERVER_ERROR_TOAST };
  }
  if (status === 401) return { kind: 'signin' };
  if (status === 404) return { kind: 'not-found' };
  if (status === 405 && envelope?.errorMessage === INTERVIEW_ACCESS_DENIED)
    return { kind: 'not-found' };
  return { kind: 'pass' };
}

/** The error a call rejects with: the response body is passed on to the caller. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(isErrorEnvelope(body) ? body.errorMessage : `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}
