import { type Context, Hono } from 'hono';
import { IDENTITY_MESSAGES } from '../../../src/shared/dto/hosted.ts';
import { emailChangeSchema, emailCodeSchema } from '../../../src/shared/profile-schemas.ts';
import type { Db } from '../../db/connect.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import { emailSchema } from '../../identity/accounts.ts';
import type { EmailChange } from '../../identity/email-change.ts';
import type { FailureLimiter } from '../../identity/rate-limit.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import { accountOf } from '../../services/profile/account.ts';
import { requireJson, valid } from '../validate.ts';

type Ctx = Context<{ Variables: CandidateVariables }>;

const emailState = (row: Candidate) => ({
  emailAddress: row.email,
  emailVerified: row.email_verified === 1,
  pendingEmailAddress: row.pending_email,
});

/**
 * E-mail change (spec 4.2, made safe): PUT with the new address and the current password sends a
 * code to the new address, which stays pending; PUT verify with that code makes it the sign-in
 * address. Until then the current address is kept. Wrong passwords and codes count towards the
 * same limits as sign-in.
 */
export function emailRoutes(db: Db, emailChange: EmailChange, limiter: FailureLimiter) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  async function current(c: Ctx) {
    const row = await accountOf(db, c.get('candidateId'));
    if (!row) throw notFound();
    return row;
  }

  /**
   * Claims one try of a secret (the password or the code) before it is checked, with sign-in's
   * counts for the client address and the account's current address, so tries sent at once
   * cannot all slip past the limit and both routes add up with the account's sign-in failures.
   * Answers the keys to settle, or a 429 answer when the try must wait.
   */
  async function claimTry(c: Ctx, row: Candidate) {
    const keys = { ip: clientIp(c), account: row.email };
    const wait = await limiter.claim(keys);
    if (wait <= 0) return { keys, refused: null };
    c.header('Retry-After', String(wait));
    return { keys, refused: fail(c, 429, IDENTITY_MESSAGES.LimitExceededException) };
  }

  app.get('/', async (c) => ok(c, emailState(await current(c))));

  app.put('/', requireJson, valid('json', emailChangeSchema), async (c) => {
    const row = await current(c);
    const { email, password } = c.req.valid('json');
    if (emailSchema.safeParse(email).data === row.email && row.email_verified === 1)
      return fail(c, 400, 'This is already your e-mail address.');
    const { keys: tried, refused } = await claimTry(c, row);
    if (refused) return refused;
    const outcome = await emailChange.requestEmailChange(row, email, password);
    const wrong = !outcome.ok && outcome.error === 'NotAuthorizedException';
    await limiter.settle(tried, wrong ? 'failed' : outcome.ok ? 'passed' : 'untried');
    if (outcome.ok) return ok(c, emailState(outcome.candidate));
    switch (outcome.error) {
      case 'NotAuthorizedException':
        return fail(c, 400, 'Incorrect password.');
      case 'UsernameExistsException':
        return fail(c, 409, IDENTITY_MESSAGES.UsernameExistsException);
      case 'LimitExceededException':
        return fail(c, 429, IDENTITY_MESSAGES.LimitExceededException);
      default:
        return fail(c, 400, IDENTITY_MESSAGES[outcome.error]);
    }
  });

  app.put('/verify', requireJson, valid('json', emailCodeSchema), async (c) => {
    const row = await current(c);
    const { keys, refused } = await claimTry(c, row);
    if (refused) return refused;
    const outcome = await emailChange.confirmEmailChange(row, c.req.valid('json').code);
    // A right code, or one whose address was taken meanwhile, is no failure; any other is.
    await limiter.settle(
      keys,
      outcome.ok ? 'passed' : outcome.error === 'UsernameExistsException' ? 'untried' : 'failed',
    );
    if (outcome.ok) return ok(c, emailState(outcome.candidate));
    if (outcome.error === 'UsernameExistsException')
      return fail(c, 409, IDENTITY_MESSAGES.UsernameExistsException);
    return fail(c, 400, IDENTITY_MESSAGES[outcome.error]);
  });

  return app;
}
