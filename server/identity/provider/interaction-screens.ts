import { createHmac } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type Provider from 'oidc-provider';
import {
  type HostedScreen,
  type HostedView,
  IDENTITY_MESSAGES,
  type IdentityException,
} from '../../../src/shared/dto/hosted.ts';
import type { Db } from '../../db/connect.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { resolveBranding } from '../../services/branding/resolve.ts';
import type { LiveHub } from '../../services/live/hub.ts';
import { publishSessionsEnded } from '../../services/live/session-ended.ts';
import { requestLogger } from '../../services/log/request.ts';
import type { Accounts } from '../accounts.ts';
import { accountTag } from '../password-sign-in.ts';
import { createCodeIssueLimiter, type FailureLimiter } from '../rate-limit.ts';
import { serverSecret } from '../secrets.ts';
import { errorPage } from './pages.ts';

type Ctx = Context<{ Bindings: HttpBindings }>;
export type Verdict = Parameters<FailureLimiter['settle']>[1];
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

export const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

/**
 * What every interaction route answers with: the hosted screen of the interaction, refusals over
 * the limits, and the sign-in that ends the interaction.
 */
export function interactionScreens({ db, provider, limiter, render, live }: InteractionDeps) {
  const issues = createCodeIssueLimiter(db);

  /** A new password ended every session of the account: their open streams close now. */
  const sessionsEnded = (candidateId: number) => {
    if (live) publishSessionsEnded(live, candidateId, { allBut: null });
  };

  /**
   * A reset ended every provider session of the account, the browser's own among them: the
   * interaction it began signed in no longer belongs to a session, so its next screens (and the
   * sign-in with the new password) go on instead of finding their session gone.
   */
  async function sessionForgotten(c: Ctx) {
    const interaction = await provider.Interaction.find(c.req.param('uid') ?? '');
    if (!interaction?.session) return;
    delete interaction.session;
    await interaction.save(Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000)));
  }

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

  return {
    sessionsEnded,
    sessionForgotten,
    details,
    expired,
    view,
    failed,
    limited,
    issuing,
    signInAs,
    challengeFor,
  };
}

export type InteractionScreens = ReturnType<typeof interactionScreens>;
