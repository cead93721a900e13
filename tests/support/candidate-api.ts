/** Anything that answers a request the way the app does (`app.request`). */
export type Requester = {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
};

/**
 * Candidate API calls below `base` as the browser makes them: the session cookie (none when it is
 * null), the security header, and a JSON body when there is one. `app` is asked on every call, so
 * the caller can be made before the app exists.
 */
export const candidateApi =
  (app: () => Requester, base = '/api/v1/candidates') =>
  (cookie: string | null, method: string, path: string, body?: unknown) =>
    app().request(`${base}${path}`, {
      method,
      headers: {
        'x-requested-with': 'worklane',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

/** The `responsePayload` of an answer. */
export const payload = async (res: Response) => (await res.json()).responsePayload;
