import { timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { IDENTITY_MESSAGES } from '../../../src/shared/dto/hosted.ts';
import { findCandidateById } from '../../db/repositories/candidates.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { requestLogger } from '../../services/log/request.ts';
import { passwordSignIn } from '../password-sign-in.ts';
import { codeInteractionRoutes } from './code-interactions.ts';
import { grantConsent } from './consent.ts';
import { field, type InteractionDeps, interactionScreens } from './interaction-screens.ts';

/**
 * The provider's interactions: the hosted screens for sign-in, sign-up with an e-mailed code,
 * forgotten password and the new-password challenge. Every attempt is rate-limited per IP and per
 * e-mail; messages never say whether an e-mail has an account, except where sign-up must.
 */
export function interactionRoutes(deps: InteractionDeps) {
  const { db, provider, accounts, limiter } = deps;
  const app = new Hono<{ Bindings: HttpBindings }>();
  const screens = interactionScreens(deps);
  const {
    details,
    expired,
    view,
    failed,
    signInAs,
    challengeFor,
    sessionsEnded,
    sessionForgotten,
  } = screens;

  app.get('/:uid', async (c) => {
    const interaction = await details(c);
    if (!interaction) return expired(c);
    if (interaction.prompt.name === 'consent') {
      const returnTo = await grantConsent(provider, interaction, c.env.incoming, c.env.outgoing);
      return returnTo ? c.redirect(returnTo, 303) : expired(c);
    }
    const asked = c.req.query('screen') ?? String(interaction.params.screen ?? 'signin');
    const screen = (['signin', 'signup', 'forgot'] as const).find((s) => s === asked) ?? 'signin';
    const hint =
      typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    return view(c, screen, { email: hint });
  });

  app.post('/:uid/signin', async (c) => {
    const form = await c.req.parseBody();
    const email = field(form, 'email');
    const result = await passwordSignIn(
      { accounts, limiter, log: requestLogger(c) },
      { email, password: field(form, 'password'), ip: clientIp(c) },
    );
    if (result.status === 'held-back') {
      const { retryAfter } = result;
      const error = IDENTITY_MESSAGES.LimitExceededException;
      return view(c, 'signin', { email, error, status: 429, retryAfter });
    }
    if (result.status === 'refused') {
      const offerResend = result.error === 'UserNotConfirmedException';
      return failed(c, 'signin', result.error, { email, ...(offerResend ? { offerResend } : {}) });
    }
    const { id } = result.candidate;
    if (result.status === 'signed-in') return signInAs(c, id);
    const challenge = `${id}.${await challengeFor(c.req.param('uid'), id)}`;
    return view(c, 'new-password', { challenge });
  });

  app.post('/:uid/new-password', async (c) => {
    const form = await c.req.parseBody();
    const [id, signature] = field(form, 'challenge').split('.');
    const expected = await challengeFor(c.req.param('uid'), Number(id));
    const valid =
      signature &&
      signature.length === expected.length &&
      timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    const candidate = valid ? await findCandidateById(db, Number(id)) : undefined;
    if (!candidate) return expired(c);
    const outcome = await accounts.setNewPassword(candidate, field(form, 'password'));
    if (!outcome.ok)
      return failed(c, 'new-password', outcome.error, { challenge: field(form, 'challenge') });
    sessionsEnded(candidate.id);
    await sessionForgotten(c);
    return signInAs(c, candidate.id);
  });

  codeInteractionRoutes(app, accounts, screens);

  return app;
}
