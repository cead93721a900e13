import {
  API_BASE,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PUBLIC_API_BASE,
  REQUEST_TIMEOUT_MS,
} from '../../shared/constants.ts';
import { signInUrl } from '../../shared/sign-in.ts';
import { readStored, STORAGE_KEYS } from '../browser-storage.ts';
import { ApiRequestError, actionFor, type ErrorAction } from './errors.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Use the public base (no session needed). */
  public?: boolean;
  /** Another service of this site instead of the API, e.g. the chat's '/chatbot/api/v1'. */
  base?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Return the whole body instead of its responsePayload. */
  raw?: boolean;
  /** A background call: a failure only rejects (no toast, sign-in redirect or not-found page). */
  quiet?: boolean;
  /** Let the request outlive the page, for reports sent as it goes away. */
  keepalive?: boolean;
}

/**
 * What the page shows for a failed call: by default what the error catalogue's `action` says
 * (spec 8). The sign-in redirect of a 401 is the client's own and never reaches it.
 */
export type FailureReaction = (
  action: Exclude<ErrorAction, { kind: 'signin' }>,
  error: ApiRequestError,
) => void;

function toBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || typeof body === 'string')
    return body;
  return JSON.stringify(body);
}

/** Sends the browser to sign in, coming back to this page. */
export function goToSignIn() {
  window.location.assign(signInUrl(`${window.location.pathname}${window.location.search}`));
}

/**
 * Sends a request to a service of this site (the API unless `base` says otherwise) and unwraps
 * `responsePayload` (spec 7). Every call carries the CSRF header and the session cookie. A failed
 * call rejects with ApiRequestError; unless quiet, a 401 first sends the browser to sign in, and
 * `react` is told the rest (the toast or not-found page of spec 8).
 */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
  react?: FailureReaction,
): Promise<T> {
  const base = options.base ?? (options.public ? PUBLIC_API_BASE : API_BASE);
  const url = `${base}/${path.replace(/^\//, '')}`;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    ...options.headers,
  };
  if (
    options.body !== undefined &&
    !(options.body instanceof FormData) &&
    !(options.body instanceof URLSearchParams)
  )
    headers['Content-Type'] = 'application/json';
  if (readStored(STORAGE_KEYS.synonyms) !== null) headers['x-synonyms-active'] = 'T';

  const response = await fetch(url, {
    method,
    headers,
    body: toBody(options.body),
    signal,
    credentials: 'same-origin',
    keepalive: options.keepalive,
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    return (options.raw ? body : (body as { responsePayload: T } | null)?.responsePayload) as T;
  }
  const error = new ApiRequestError(response.status, body);
  if (!options.quiet) {
    const action = actionFor(method, url, response.status, body);
    if (action.kind === 'signin') goToSignIn();
    else react?.(action, error);
  }
  throw error;
}

/**
 * The client's verbs: `react` shows what a failed call means to the page (see request), and
 * `defaults` go with every call.
 */
export function apiClient(react?: FailureReaction, defaults: RequestOptions = {}) {
  const call = <T>(method: Method, path: string, options?: RequestOptions) =>
    request<T>(method, path, { ...defaults, ...options }, react);
  return {
    get: <T>(path: string, options?: RequestOptions) => call<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      call<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      call<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => call<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** Background calls of lib/: a failure only rejects (no toast, sign-in redirect or not-found). */
export const backgroundApi = apiClient(undefined, { quiet: true });
