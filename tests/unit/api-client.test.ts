import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, backgroundApi } from '../../src/lib/api/client.ts';
import { ApiRequestError, SERVER_ERROR_TOAST } from '../../src/lib/api/errors.ts';
import { reportError } from '../../src/lib/report-error.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/shared/constants.ts';
import { signInUrl } from '../../src/shared/sign-in.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));

function browserAt(pathname: string, search = '') {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { pathname, search, assign } });
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signInUrl', () => {
  it('always encodes the way back, query included', () => {
    expect(signInUrl('/candidate/my-jobs?tab=A')).toBe(
      '/signin?returnTo=%2Fcandidate%2Fmy-jobs%3Ftab%3DA',
    );
    expect(signInUrl('/upload-video')).toBe('/signin?returnTo=%2Fupload-video');
    expect(signInUrl()).toBe('/signin');
  });
});

describe('the browser API client', () => {
  it('sends the CSRF header and the session cookie, and unwraps the payload', async () => {
    const fetch = answer(200, { responsePayload: { id: 7 } });
    vi.stubGlobal('fetch', fetch);
    await expect(apiClient().get('candidates/')).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/candidates/');
    expect((init?.headers ?? {}) as Record<string, string>).toMatchObject({
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    });
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends a signed-out browser to sign in once, coming back to the page it was on', async () => {
    vi.stubGlobal('fetch', answer(401, { statusCode: 401, errorMessage: 'Unauthorized' }));
    const assign = browserAt('/candidate/my-jobs', '?tab=A');
    const react = vi.fn();
    await expect(apiClient(react).put('candidates/', {})).rejects.toBeInstanceOf(ApiRequestError);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/signin?returnTo=%2Fcandidate%2Fmy-jobs%3Ftab%3DA');
    expect(react).not.toHaveBeenCalled();
  });

  it('leaves background calls to their caller: no redirect, no toast', async () => {
    vi.stubGlobal('fetch', answer(401, { statusCode: 401, errorMessage: 'Unauthorized' }));
    const assign = browserAt('/');
    await expect(backgroundApi.get('candidates/')).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells the page what a server failure means (the 500 toast)', async () => {
    vi.stubGlobal('fetch', answer(500, { statusCode: 500, errorMessage: 'Internal' }));
    const react = vi.fn();
    await expect(apiClient(react).get('candidates/dashboard')).rejects.toMatchObject({
      status: 500,
    });
    expect(react).toHaveBeenCalledWith(
      { kind: 'toast', message: SERVER_ERROR_TOAST },
      expect.any(ApiRequestError),
    );
  });

  it('reports a render error in the background, even as the page goes away', async () => {
    const fetch = answer(401, { statusCode: 401, errorMessage: 'Unauthorized' });
    vi.stubGlobal('fetch', fetch);
    const assign = browserAt('/candidate/dashboard');
    await expect(reportError(new TypeError('x is undefined'), 'at Card')).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/public/consolelog');
    expect(init?.method).toBe('POST');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual([
      { error: 'TypeError: x is undefined', errorInfo: 'at Card', timestamp: expect.any(String) },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });
});
