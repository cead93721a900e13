import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { IdentityException } from '../../../src/shared/dto/hosted.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type { Accounts } from '../accounts.ts';
import { field, type InteractionScreens, type Verdict } from './interaction-screens.ts';

const codeVerdict = (error: IdentityException): Verdict =>
  error === 'CodeMismatchException' ||
  error === 'ExpiredCodeException' ||
  error === 'LimitExceededException'
    ? 'failed'
    : 'untried';

/**
 * The interactions that e-mail a code: sign-up and its confirmation, a new code, and the
 * forgotten password and its reset.
 */
export function codeInteractionRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  accounts: Accounts,
  { view, failed, limited, issuing, signInAs, sessionsEnded, sessionForgotten }: InteractionScreens,
) {
  app.post('/:uid/signup', async (c) => {
    const form = await c.req.parseBody();
    const input = {
      firstName: field(form, 'firstName'),
      lastName: field(form, 'lastName'),
      email: field(form, 'email'),
      password: field(form, 'password'),
      ip: clientIp(c) ?? undefined,
    };
    const keep = { email: input.email, firstName: input.firstName, lastName: input.lastName };
    return issuing(c, 'signup', input.email, keep, async (undo) => {
      const outcome = await accounts.signUp(input);
      if (outcome.ok) {
        return view(c, 'confirm', {
          email: outcome.candidate.email,
          notice: `We e-mailed a verification code to ${outcome.candidate.email}.`,
        });
      }
      // Details to correct send nothing and cost nothing; an address already taken counts.
      if (outcome.error !== 'UsernameExistsException') await undo();
      return failed(c, 'signup', outcome.error, keep);
    });
  });

  app.post('/:uid/confirm', async (c) => {
    const form = await c.req.parseBody();
    const email = field(form, 'email');
    return limited(c, 'confirm', email, async () => {
      const outcome = await accounts.confirmSignUp(email, field(form, 'code'));
      if (outcome.ok)
        return { response: await signInAs(c, outcome.candidate.id), verdict: 'passed' };
      const response = await failed(c, 'confirm', outcome.error, { email });
      return { response, verdict: codeVerdict(outcome.error) };
    });
  });

  app.post('/:uid/resend', async (c) => {
    const email = field(await c.req.parseBody(), 'email');
    return issuing(c, 'confirm', email, {}, async () => {
      await accounts.resendSignUpCode(email);
      return view(c, 'confirm', {
        email,
        notice: `If ${email} needs confirming, we e-mailed it a new code.`,
      });
    });
  });

  app.post('/:uid/forgot', async (c) => {
    const email = field(await c.req.parseBody(), 'email');
    return issuing(c, 'forgot', email, {}, async () => {
      await accounts.forgotPassword(email);
      return view(c, 'reset', {
        email,
        notice: `If an account exists for ${email}, we e-mailed it a code.`,
      });
    });
  });

  app.post('/:uid/reset', async (c) => {
    const form = await c.req.parseBody();
    const email = field(form, 'email');
    return limited(c, 'reset', email, async () => {
      const outcome = await accounts.resetPassword(
        email,
        field(form, 'code'),
        field(form, 'password'),
      );
      if (outcome.ok) {
        sessionsEnded(outcome.candidate.id);
        await sessionForgotten(c);
        const response = await view(c, 'signin', {
          email,
          notice: 'Your password has been changed. Sign in with your new password.',
        });
        return { response, verdict: 'passed' };
      }
      const response = await failed(c, 'reset', outcome.error, { email });
      return { response, verdict: codeVerdict(outcome.error) };
    });
  });
}
