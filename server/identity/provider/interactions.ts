import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type Provider from 'oidc-provider';
import {
  type HostedScreen,
  type HostedView,
  IDENTITY_MESSAGES,
  type IdentityException,
} from '../../../src/shared/dto/hosted.ts';
import type { Db } from '../../db/connect.ts';
import { findCandidateById } from '../../db/repositories/candidates.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { resolveBranding } from '../../services/branding/resolve.ts';
import type { LiveHub } from '../../services/live/hub.ts';
import { publishSessionsEnded } from '../../services/live/session-ended.ts';
import { requestLogger } from '../../services/log/request.ts';
import type { Accounts } from '../accounts.ts';
import { accountTag, passwordSignIn } from '../password-sign-in.ts';
import { createCodeIssueLimiter, type FailureLimiter } from '../rate-limit.ts';
import { serverSecret } from '../secrets.ts';
import { grantConsent } from './consent.ts';
import { errorPage } from './pages.ts';

type Ctx = Context<{ Bindings: HttpBindings }>;
type Verdict = Parameters<FailureLimiter['settle']>[1];
export type RenderHosted = (c: Ctx, view: HostedView) => Promise<Response>;

export interface InteractionDeps {
  db: Db;
  provider: Provider;
  accounts: Accounts;
  limiter: FailureLimiter;
  render: RenderHosted;
  /** Closes the open event streams of sessions a new password ended, on every node. */
  live?: LiveHub;
}

const VIEW_CODES = new Set(['general', 'N', 'H']);

const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

/**
 * The provider's interactions: the hosted screens for sign-in, sign-up with an e-mailed code,
 * forgotten password and the new-password challenge. Every attempt is rate-limited per IP and per
 * e-mail; messages never say whether an e-mail has an account, except where sign-up must.
 */
export function interactionRoutes({
  db,
  provider,
  accounts,
  limiter,
  render,
  live,
}: InteractionDeps) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const issues = createCodeIssueLimiter(db);

  /** A new password ended every session of the account: their open streams close now. */
  const sessionsEnded = (candidateId: number) => {
    if (live) publishSessionsEnded(live, candidateId, { allBut: null });
  };

  async function details(c: Ctx) {
    try {
      const interaction = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
      return interaction.uid === c.req.param('uid') ? interaction : null;
    } catch {
      return null;
    }
  }

  const expired = (c: Ctx) =>
    c.html(errorPage('This sign-in page has expired. Please start again.'), 400);

  async function view(c: Ctx, screen: HostedScreen, extra: Partial<HostedView> = {}) {
    const interaction = await details(c);
    if (!interaction) return expired(c);
    const viewCode = String(interaction.params.view ?? 'general');
    const brand =
      typeof interaction.params.brand === 'string' ? interaction.params.brand : undefined;
    return render(c, {
      brand: brand ? await resolveBranding(db, { domain: brand }) : null,
      screen,
      action: `/idp/interaction/${interaction.uid}`,
      viewCode: (VIEW_CODES.has(viewCode) ? viewCode : 'general') as HostedView['viewCode'],
      ...extra,
    });
  }

  const failed = (
    c: Ctx,
    screen: HostedScreen,
    error: IdentityException,
    extra: Partial<HostedView> = {},
  ) => view(c, screen, { ...extra, error: IDENTITY_MESSAGES[error], status: 400 });

  /** Refuses a request over a limit, saying when to try again. */
  function refuse(
    c: Ctx,
    screen: HostedScreen,
    wait: number,
    why: string,
    extra: Partial<HostedView>,
  ) {
    requestLogger(c).warn(
      { event: `${screen}.refused`, ip: clientIp(c), retryAfter: wait },
      `${screen} refused: ${why}`,
    );
    return view(c, screen, {
      ...extra,
      error: IDENTITY_MESSAGES.LimitExceededException,
      status: 429,
      retryAfter: wait,
    });
  }

  /**
   * Runs a try under the failure limiter, per client address and per e-mail: the try is counted
   * before it runs, and settled as the attempt judges it.
   */
  async function limited(
    c: Ctx,
    screen: HostedScreen,
    email: string,
    attempt: () => Promise<{ response: Response; verdict: Verdict }>,
  ) {
    const keys = { ip: clientIp(c), account: email };
    const wait = await limiter.claim(keys);
    if (wait > 0) return refuse(c, screen, wait, 'too many failures', { email });
    const { response, verdict } = await attempt();
    await limiter.settle(keys, verdict);
    if (verdict === 'failed')
      requestLogger(c).warn(
        { event: `${screen}.failed`, ip: clientIp(c), account: accountTag(email) },
        `${screen} failed`,
      );
    return response;
  }

  /**
   * Runs a request that may e-mail a code, within the hourly limits per e-mail address and per
   * client address; an expired interaction sends nothing and counts nothing.
   */
  async function issuing(
    c: Ctx,
    screen: HostedScreen,
    email: string,
    extra: Partial<HostedView>,
    send: (undo: () => Promise<void>) => Promise<Response>,
  ) {
    if (!(await details(c))) return expired(c);
    const { wait, undo } = await issues.take(clientIp(c), email);
    if (wait > 0) return refuse(c, screen, wait, 'too many codes requested', { ...extra, email });
    return send(undo);
  }

  async function signInAs(c: Ctx, candidateId: number) {
    requestLogger(c).info({ event: 'signin.succeeded', candidateId, ip: clientIp(c) }, 'signed in');
    const returnTo = await provider.interactionResult(
      c.env.incoming,
      c.env.outgoing,
      { login: { accountId: String(candidateId) } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  }

  // The new-password challenge carries who passed the password check, signed for this interaction.
  const challengeFor = async (uid: string, id: number) =>
    createHmac('sha256', await serverSecret(db, 'challenge-key'))
      .update(`${uid}:${id}`)
      .digest('base64url');

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
    return signInAs(c, candidate.id);
  });

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

  const codeVerdict = (error: IdentityException): Verdict =>
    error === 'CodeMismatchException' ||
    error === 'ExpiredCodeException' ||
    error === 'LimitExceededException'
      ? 'failed'
      : 'untried';

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

  return app;
}
