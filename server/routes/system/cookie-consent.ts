import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CONSENT_PATH, consentCookie } from '../../../src/shared/consent.ts';
import { ERROR_MESSAGES } from '../../../src/shared/envelope.ts';
import { fail } from '../../http/envelope.ts';
import { safeReturnTo } from '../../identity/return-to.ts';

/**
 * The cookie notice's accept form, for a click made before the page's script has loaded (or
 * without script): stores the same consent cookie the script stores, and goes back to the page.
 * Storing consent is all it can do, so it needs no proof of where the form came from.
 */
export function cookieConsentRoutes(options: { secure: boolean }) {
  return new Hono().post(
    CONSENT_PATH,
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => fail(c, 413, ERROR_MESSAGES.tooLarge) }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      c.header('set-cookie', consentCookie(options.secure));
      return c.redirect(safeReturnTo(form.returnTo, '/'), 303);
    },
  );
}
