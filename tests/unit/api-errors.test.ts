import { describe, expect, it } from 'vitest';
import { actionFor, SERVER_ERROR_TOAST } from '../../src/lib/api/errors.ts';
import { isChunkError } from '../../src/lib/report-error.ts';

const envelope = (statusCode: number, errorMessage = 'x') => ({ statusCode, errorMessage });

describe('API error catalogue', () => {
  it('toasts a 500 whose body says 500', () => {
    expect(actionFor('GET', '/api/v1/candidates/', 500, envelope(500))).toEqual({
      kind: 'toast',
      message: SERVER_ERROR_TOAST,
    });
  });

  it('stays silent for a 500 on PUT payrate or reports', () => {
    expect(actionFor('PUT', '/api/v1/payrate/1', 500, envelope(500)).kind).toBe('pass');
    expect(actionFor('PUT', '/api/v1/reports/x', 500, envelope(500)).kind).toBe('pass');
    expect(actionFor('GET', '/api/v1/reports/x', 500, envelope(500)).kind).toBe('toast');
  });

  it('sends a 401 to sign-in and a 404 to the not-found state', () => {
    expect(actionFor('GET', '/api/v1/x', 401, envelope(401)).kind).toBe('signin');
    expect(actionFor('GET', '/api/v1/x', 404, envelope(404)).kind).toBe('not-found');
  });

  it("treats only 'Interview Access denied.' as a not-found 405", () => {
    expect(actionFor('GET', '/x', 405, envelope(405, 'Interview Access denied.')).kind).toBe(
      'not-found',
    );
    expect(actionFor('GET', '/x', 405, envelope(405, 'Method not allowed')).kind).toBe('pass');
  });

  it('passes other errors to the caller', () => {
    expect(actionFor('POST', '/x', 422, envelope(422)).kind).toBe('pass');
  });

  it('recognises chunk-load errors, which reload the page', () => {
    expect(isChunkError(new Error('Loading chunk 12 failed'))).toBe(true);
    expect(isChunkError(new TypeError('x is undefined'))).toBe(false);
  });
});
