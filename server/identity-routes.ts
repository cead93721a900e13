import type { Context, Env, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HostedView } from '../src/shared/dto/hosted.ts';
import type { FlavourCode } from '../src/shared/flavours.ts';
import { type AstroHandler, renderPage } from './astro.ts';
import type { Db } from './db/connect.ts';
import type { Identity } from './identity/index.ts';
import { interactionRoutes } from './identity/provider/interactions.ts';
import { mountProvider } from './identity/provider/mount.ts';
import { relyingPartyRoutes } from './identity/rp/routes.ts';
import { devMailRoutes } from './routes/system/dev-mail.ts';
import type { LiveHub } from './services/live/hub.ts';
import { publishSessionsEnded } from './services/live/session-ended.ts';

export interface IdentityRouteDeps {
  db: Db;
  identity?: Identity;
  /** Renders the provider's hosted screens; without it they answer as JSON. */
  astro?: AstroHandler;
  live: LiveHub;
  flavour: FlavourCode;
}

/**
 * Mounts what the identity in use answers: the embedded provider and its interaction screens,
 * the sign-in and sign-out of this site as its relying party, and the development outbox of the
 * e-mails it sent.
 */
export function mountIdentityRoutes<E extends Env>(
  app: Hono<E>,
  { db, identity, astro, live, flavour }: IdentityRouteDeps,
) {
  if (identity?.provider) {
    const { provider, accounts, limiter } = identity;
    // A sign-out at the provider revokes the browser's grants: streams opened with bearer tokens
    // of the account check theirs at once.
    provider.on('grant.revoked', (ctx: { oidc?: { session?: { accountId?: string } } }, grant) => {
      const candidateId = Number(ctx.oidc?.session?.accountId);
      if (Number.isInteger(candidateId) && candidateId > 0 && typeof grant === 'string')
        publishSessionsEnded(live, candidateId, { grant });
    });
    const render = astro
      ? (c: Parameters<typeof renderPage>[1], view: HostedView) =>
          renderPage(astro, c, `/account/${view.screen}`, {
            hosted: view,
            ...(view.brand ? { branding: view.brand } : {}),
          })
      : (c: Context, view: HostedView) =>
          c.json(view, (view.status ?? 200) as ContentfulStatusCode);
    app.route(
      '/idp/interaction',
      interactionRoutes({ db, provider, accounts, limiter, live, render: render as never }),
    );
    app.all('/idp/*', mountProvider(provider));
  }
  if (identity)
    app.route(
      '/',
      relyingPartyRoutes({
        db,
        rp: identity.rp,
        flavour,
        ipCountry: identity.ipCountry,
        cookie: identity.sessionCookie,
        live,
      }),
    );
  if (identity?.outbox) app.route('/dev/mail', devMailRoutes(identity.outbox));
}
