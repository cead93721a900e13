import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { IDENTITY_MESSAGES } from '../../../src/shared/dto/hosted.ts';
import {
  accountDeletionSchema,
  consentSchema,
  passwordChangeSchema,
} from '../../../src/shared/profile-schemas.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { Accounts } from '../../identity/accounts.ts';
import type { FailureLimiter } from '../../identity/rate-limit.ts';
import { hashToken, SESSION_COOKIE, type SessionCookie } from '../../identity/session-tokens.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import type { LiveHub } from '../../services/live/hub.ts';
import { publishSessionsEnded } from '../../services/live/session-ended.ts';
import { allCountries } from '../../services/places/countries.ts';
import {
  accountOf,
  chatbotDetailsOf,
  deleteAccount,
  setDeviceToken,
  setRegion,
} from '../../services/profile/account.ts';
import { acceptPolicies, consentOf } from '../../services/profile/consent.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { requireJson, valid } from '../validate.ts';

export interface AccountIdentity {
  accounts: Accounts;
  limiter: FailureLimiter;
  sessionCookie?: SessionCookie;
  /** Closes the event streams of the sessions a password change ends. */
  live?: LiveHub;
}

const countryParam = z.object({
  country: z
    .string()
    .toUpperCase()
    .refine(
      (code) => allCountries().some((c) => c.alpha_2_code === code),
      'Use an ISO 3166-1 alpha-2 country code.',
    ),
});

/**
 * The account around the profile (spec 7.1): region, device token, accepted policy versions,
 * chatbot details, password change and deleting the account.
 */
export function accountRoutes(deps: ProfileDeps, identity?: AccountIdentity) {
  const { db } = deps;
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.put('/update/region/:country', valid('param', countryParam), async (c) => {
    const region = c.req.valid('param').country;
    await setRegion(db, c.get('candidateId'), region);
    return ok(c, { region });
  });

  app.put(
    '/notification/device',
    requireJson,
    valid('json', z.object({ deviceToken: z.string().trim().min(1).max(4096) })),
    async (c) => {
      await setDeviceToken(db, c.get('candidateId'), c.req.valid('json').deviceToken);
      return ok(c, { saved: true });
    },
  );

  app.get('/consented/versions', async (c) => {
    const status = await consentOf(db, c.get('candidateId'));
    if (!status) throw notFound();
    return ok(c, status);
  });

  // The spec's client writes 'candidates//consented/versions'; both spellings are accepted.
  for (const path of ['/consented/versions', '//consented/versions'])
    app.put(path, requireJson, valid('json', consentSchema), async (c) => {
      const status = await acceptPolicies(db, c.get('candidateId'), c.req.valid('json'));
      if (!status)
        return fail(c, 409, 'The policies have changed. Reload the page to read and accept them.');
      return ok(c, status);
    });

  // The chat assistant's greeting context; the client ignores the answer (spec 7.1).
  app.post('/chatbot/details', async (c) => {
    const details = await chatbotDetailsOf(db, c.get('candidateId'));
    if (!details) throw notFound();
    return ok(c, details);
  });

  if (identity)
    app.put('/password', requireJson, valid('json', passwordChangeSchema), async (c) => {
      const row = await accountOf(db, c.get('candidateId'));
      if (!row) throw notFound();
      // The same counts as sign-in: the try is claimed before the password is checked, so tries
      // sent at once cannot all slip past the limit.
      const keys = { ip: clientIp(c), account: row.email };
      const wait = await identity.limiter.claim(keys);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return fail(c, 429, IDENTITY_MESSAGES.LimitExceededException);
      }
      const { currentPassword, newPassword } = c.req.valid('json');
      const checked = await identity.accounts.authenticate(row.email, currentPassword);
      await identity.limiter.settle(keys, checked.ok ? 'passed' : 'failed');
      if (!checked.ok) return fail(c, 400, 'Incorrect password.');
      // Every other session of the account ends; the one that changed the password stays.
      const current = c.get('sessionToken');
      const changed = await identity.accounts.setNewPassword(row, newPassword, current);
      if (!changed.ok) return fail(c, 400, IDENTITY_MESSAGES[changed.error]);
      if (identity.live)
        publishSessionsEnded(identity.live, row.id, {
          allBut: current ? hashToken(current) : null,
        });
      return ok(c, { changed: true });
    });

  app.delete('/', requireJson, valid('json', accountDeletionSchema), async (c) => {
    await deleteAccount(deps, c.get('candidateId'));
    const cookie = identity?.sessionCookie ?? { name: SESSION_COOKIE, secure: true };
    deleteCookie(c, cookie.name, { path: '/', secure: cookie.secure });
    c.header('Clear-Site-Data', '"storage"');
    return ok(c, { deleted: true });
  });

  return app;
}
