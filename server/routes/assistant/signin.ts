import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { IDENTITY_MESSAGES } from '../../../src/shared/dto/hosted.ts';
import { ERROR_MESSAGES } from '../../../src/shared/envelope.ts';
import type { Db } from '../../db/connect.ts';
import { createAccounts } from '../../identity/accounts.ts';
import { afterSignIn } from '../../identity/after-sign-in.ts';
import type { Identity } from '../../identity/index.ts';
import { createSharedFailureLimiter } from '../../identity/rate-limit.ts';
import { SESSION_COOKIE, startSession } from '../../identity/session-tokens.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { fail, ok } from '../envelope.ts';
import { describeRoute } from '../openapi/registry.ts';
import { signInSchema } from './schema.ts';

/** Spec 8, chat password sign-in: the message the chat shows for each refusal. */
export const CHAT_SIGN_IN_MESSAGES = {
  NotAuthorizedException: 'Incorrect password.',
  UserNotFoundException: 'Incorrect password.',
  // The chat ignores this one and keeps the password box open.
  UserNotConfirmedException: 'User is not confirmed.',
} as const;

const noMail = { send: async () => {} };

/**
 * PUT /signin (spec 7.7): the chat's password box signs the visitor in with their e-mail address
 * and password and starts a normal session, set as the session cookie. Tokens stay on the server.
 */
export function signInRoute(db: Db, identity: Identity | undefined) {
  const accounts = identity?.accounts ?? createAccounts(db, noMail);
  const limiter = identity?.limiter ?? createSharedFailureLimiter(db);
  const cookie = identity?.sessionCookie ?? { name: SESSION_COOKIE, secure: true };

  return new Hono().put(
    '/signin',
    describeRoute({ body: { type: 'application/json', schema: signInSchema } }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      let body: unknown;
      try {
        body = /json/i.test(type) ? await c.req.json() : await c.req.parseBody();
      } catch {
        return fail(c, 400, ERROR_MESSAGES.badRequest);
      }
      const parsed = signInSchema.safeParse(body);
      if (!parsed.success)
        return fail(c, 400, parsed.error.issues[0]?.message ?? ERROR_MESSAGES.badRequest);
      const { username, password } = parsed.data;
      const ip = clientIp(c) ?? 'unknown';
      const email = username.toLowerCase();
      if ((await limiter.retryAfter(`ip:${ip}`, `account:${email}`)) > 0)
        return fail(c, 429, IDENTITY_MESSAGES.LimitExceededException);
      const outcome = await accounts.authenticate(email, password);
      if (!outcome.ok) {
        await limiter.fail(`ip:${ip}`, `account:${email}`);
        const shown =
          CHAT_SIGN_IN_MESSAGES[outcome.error as keyof typeof CHAT_SIGN_IN_MESSAGES] ??
          IDENTITY_MESSAGES[outcome.error];
        return fail(c, 401, shown);
      }
      await limiter.clear(`account:${email}`);
      const { id, first_name } = outcome.candidate;
      const { token, expires } = await startSession(db, id);
      setCookie(c, cookie.name, token, {
        path: '/',
        secure: cookie.secure,
        httpOnly: true,
        sameSite: 'Lax',
        expires,
      });
      if (identity)
        await afterSignIn({ db, ipCountry: identity.ipCountry }, id, {
          domain: null,
          ip: clientIp(c),
        });
      return ok(c, { candidateId: id, firstName: first_name });
    },
  );
}
