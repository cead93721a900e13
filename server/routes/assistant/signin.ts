import { Hono } from 'hono';
import { chatSignInSchema } from '../../../src/shared/dto/chat.ts';
import { IDENTITY_MESSAGES } from '../../../src/shared/dto/hosted.ts';
import { ERROR_MESSAGES } from '../../../src/shared/envelope.ts';
import type { Db } from '../../db/connect.ts';
import { fail, ok } from '../../http/envelope.ts';
import { createAccounts } from '../../identity/accounts.ts';
import { afterSignIn } from '../../identity/after-sign-in.ts';
import type { Identity } from '../../identity/index.ts';
import { passwordSignIn } from '../../identity/password-sign-in.ts';
import { createSharedFailureLimiter } from '../../identity/rate-limit.ts';
import { setSessionCookie } from '../../identity/session-cookie.ts';
import { SESSION_COOKIE, startSession } from '../../identity/session-tokens.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { requestLogger } from '../../services/log/request.ts';
import { describeBody } from '../validate.ts';

/** Spec 8, chat password sign-in: the message the chat shows for each refusal. */
export const CHAT_SIGN_IN_MESSAGES = {
  NotAuthorizedException: 'Incorrect password.',
  UserNotFoundException: 'Incorrect password.',
  // The chat ignores this one and keeps the password box open.
  UserNotConfirmedException: 'User is not confirmed.',
} as const;

/** The chat's answer to a right password of an account that must choose a new one first. */
export const MUST_CHANGE_PASSWORD =
  'Your password must be changed before you can sign in. Please sign in from the Sign In page to choose a new one.';

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
    describeBody('application/json', chatSignInSchema),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      let body: unknown;
      try {
        body = /json/i.test(type) ? await c.req.json() : await c.req.parseBody();
      } catch {
        return fail(c, 400, ERROR_MESSAGES.badRequest);
      }
      const parsed = chatSignInSchema.safeParse(body);
      if (!parsed.success)
        return fail(c, 400, parsed.error.issues[0]?.message ?? ERROR_MESSAGES.badRequest);
      const { username, password } = parsed.data;
      const result = await passwordSignIn(
        { accounts, limiter, log: requestLogger(c) },
        { email: username, password, ip: clientIp(c) },
      );
      if (result.status === 'held-back') {
        c.header('Retry-After', String(result.retryAfter));
        return fail(c, 429, IDENTITY_MESSAGES.LimitExceededException);
      }
      if (result.status === 'refused') {
        const shown =
          CHAT_SIGN_IN_MESSAGES[result.error as keyof typeof CHAT_SIGN_IN_MESSAGES] ??
          IDENTITY_MESSAGES[result.error];
        return fail(c, 401, shown);
      }
      // The chat has no new-password screen: the hosted sign-in page asks for it.
      if (result.status === 'must-change-password') return fail(c, 403, MUST_CHANGE_PASSWORD);
      const { id, first_name } = result.candidate;
      const { token, expires } = await startSession(db, id);
      setSessionCookie(c, cookie, token, expires);
      if (identity)
        await afterSignIn({ db, ipCountry: identity.ipCountry }, id, {
          domain: null,
          ip: clientIp(c),
        });
      return ok(c, { candidateId: id, firstName: first_name });
    },
  );
}
