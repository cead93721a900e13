import { describe, expect, it } from 'vitest';
import { ApiRequestError, SERVER_ERROR_TOAST } from '../../src/lib/api/errors.ts';
import { NOTIFICATION_TEXTS } from '../../src/shared/dto/notification.ts';
import { CHECK_FAILED, targetFailureMessage } from '../../src/stores/notifications.ts';

const failed = (status: number, errorMessage = 'x') =>
  new ApiRequestError(status, { statusCode: status, errorMessage });

describe('opening a notification whose check fails', () => {
  it("8: says 'Something went wrong' when the interview check fails with any status but 500", () => {
    expect(CHECK_FAILED).toBe('Something went wrong');
    for (const status of [400, 403, 404, 405, 429, 502, 503])
      expect(targetFailureMessage(failed(status))).toBe(CHECK_FAILED);
    expect(targetFailureMessage(new TypeError('Failed to fetch'))).toBe(CHECK_FAILED);
  });

  it('8: leaves a 500 to the server-error toast', () => {
    expect(targetFailureMessage(failed(500))).toBe(SERVER_ERROR_TOAST);
  });

  it('4.1: says the notification has expired only when the check says so', () => {
    expect(targetFailureMessage(failed(410, NOTIFICATION_TEXTS.expired))).toBe(
      NOTIFICATION_TEXTS.expired,
    );
  });
});
