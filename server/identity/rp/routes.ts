import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import { DEFAULT_RETURN_AFTER_LOGIN } from '../../../src/shared/constants.ts';
import type { FlavourCode } from '../../../src/shared/flavours.ts';
import { FLAVOURS } from '../../../src/shared/flavours.ts';
import type { Db } from '../../db/connect.ts';
import { insertAuthRequest, takeAuthRequest } from '../../db/repositories/auth-requests.ts';
import { hasSkills } from '../../db/repositories/candidate-skills.ts';
import { domainsOf, findEnterpriseByDomain } from '../../db/repositories/enterprises.ts';
import { findPoolEnterprise } from '../../db/repositories/talent-pools.ts';
import { DOMAIN_COOKIE, REFERRAL_COOKIE } from '../../http/cookies.ts';
import type { BrandingVariables } from '../../middleware/branding.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type { SessionVariables } from '../../middleware/session.ts';
import type { IpCountryLookup } from '../../services/geo/ip-country.ts';
import type { LiveHub } from '../../services/live/hub.ts';
import { publishSessionsEnded } from '../../services/live/session-ended.ts';
import { logLine } from '../../services/log/logger.ts';
import { afterSignIn } from '../after-sign-in.ts';
import { errorPage } from '../provider/pages.ts';
import { safeReturnTo } from '../return-to.ts';
import { setSessionCookie } from '../session-cookie.ts';
import {
  candidateOfSession,
  endSession,
  hashToken,
  type SessionCookie,
  startSession,
} from '../session-tokens.ts';
import { bindSignIn, isBoundHere } from './browser-binding.ts';
import { claimFound, missingClaim } from './claim-retry.ts';
import type { RelyingParty } from './client.ts';
import { enterpriseDomainOf, referralCodeOf } from './entry-params.ts';

const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;
const CREATE_PROFILE = '/candidate/create-profile';

type Flow = 'signin' | 'signup' | 'forgot' | 'check';
type Ctx = Context<{ Variables: SessionVariables & BrandingVariables }>;

export interface RelyingPartyDeps {
  db: Db;
  rp: RelyingParty;
  flavour: FlavourCode;
  ipCountry: IpCountryLookup;
  cookie: SessionCookie;
  /** Closes the event streams of a session that signs out. */
  live?: LiveHub;
  log?: (line: string) => void;
}

/** The career-portal domain of the enterprise that owns a talent pool, if it has one. */
async function poolDomain(db: Db, poolId: string | undefined) {
  const id = Number(poolId);
  if (!poolId || !Number.isInteger(id) || id <= 0) return undefined;
  const enterprise = await findPoolEnterprise(db, id);
  return enterprise ? (await domainsOf(db, enterprise))[0] : undefined;
}

/**
 * The relying party: /signin, /signup and /forgotpassword start the authorization code flow with
 * state, nonce and PKCE; /auth/callback finishes it into a server-side session; /auth/logout ends
 * both the session and the provider's.
 */
export function relyingPartyRoutes({
  db,
  rp,
  flavour,
  ipCountry,
  cookie,
  live,
  log = logLine('warn'),
}: RelyingPartyDeps) {
  const app = new Hono<{ Variables: SessionVariables & BrandingVariables }>();
  const viewCode = FLAVOURS[flavour].viewCode;

  const start = (flow: Flow) => async (c: Ctx) => {
    if (c.get('candidate'))
      return c.redirect(flow === 'signup' ? CREATE_PROFILE : DEFAULT_RETURN_AFTER_LOGIN, 302);
    const query = c.req.query();
    const home = new URL(rp.redirectUri);
    const host = (c.req.header('host') ?? '').toLowerCase();
    // A sign-in started on another host (a career-portal domain) moves to the host the callback
    // comes back to first, so the browser-binding cookie is set where the callback can read it;
    // the portal's domain travels in paramsKey unless the link already names one.
    const portal = host.replace(/:\d+$/, '');
    if (host !== home.host && (await findEnterpriseByDomain(db, portal))) {
      const next = new URL(c.req.path, home.origin);
      for (const [name, value] of Object.entries(query)) next.searchParams.set(name, value);
      if (enterpriseDomainOf(query, () => {}) === undefined)
        next.searchParams.set(
          'paramsKey',
          Buffer.from(JSON.stringify({ validDomainNames: portal })).toString('base64'),
        );
      return c.redirect(next.href, 302);
    }
    const config = await rp.configuration();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = bindSignIn(c, cookie);
    const nonce = oidc.randomNonce();
    // A link's enterprise domain wins, then a talent pool's enterprise.
    const domain =
      enterpriseDomainOf(query, log) ?? (await poolDomain(db, query.poolId ?? query.pool_id));
    const now = new Date();
    await insertAuthRequest(db, {
      state,
      code_verifier: verifier,
      nonce,
      return_to:
        flow === 'signup'
          ? CREATE_PROFILE
          : safeReturnTo(query.returnTo, DEFAULT_RETURN_AFTER_LOGIN),
      domain: domain ?? null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + AUTH_REQUEST_TTL_MS).toISOString(),
    });
    const referralCode = flow === 'signup' ? referralCodeOf(query) : undefined;
    if (referralCode)
      setCookie(c, REFERRAL_COOKIE, referralCode, {
        path: '/auth/callback',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: AUTH_REQUEST_TTL_MS / 1000,
      });
    if (domain)
      setCookie(c, DOMAIN_COOKIE, domain, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 31_536_000,
      });
    const parameters: Record<string, string> = {
      redirect_uri: rp.redirectUri,
      scope: rp.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // A silent check signs in only if the provider already knows the browser (check-sso).
      prompt: flow === 'check' ? 'none' : 'login',
      screen: flow,
      view: viewCode,
      origin: 'general',
      ...(domain ? { brand: domain } : {}),
    };
    const hint = query.email;
    if (hint && hint.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(hint)) parameters.login_hint = hint;
    return c.redirect(oidc.buildAuthorizationUrl(config, parameters).href, 302);
  };

  app.get('/signin', start('signin'));
  app.get('/signup', start('signup'));
  app.get('/forgotpassword', start('forgot'));
  app.get('/auth/check', start('check'));

  const refuse = (c: Ctx, reason: string) => {
    log(`sign-in refused: ${reason}`);
    return c.html(errorPage('This sign-in link is not valid any more. Please sign in again.'), 401);
  };

  app.get('/auth/callback', async (c) => {
    const query = c.req.query();
    const marker = [query.error, query.error_description, query.code].find(
      (v) => v && /EMAIL_NOT_FOUND_EXCEPTION|NAME_NOT_FOUND/.test(v),
    );
    if (marker)
      return c.redirect(
        `/signup?state=${encodeURIComponent(marker.includes('NAME') ? 'NAME_NOT_FOUND' : 'EMAIL_NOT_FOUND_EXCEPTION')}`,
        302,
      );
    // The state must have been made for this browser, or someone else's sign-in would finish here.
    if (!query.state || !isBoundHere(c, cookie, query.state))
      return refuse(c, 'state not started in this browser');
    // The state is single use (taking it deletes the pending sign-in); the binding cookie stays
    // until it expires, so a sign-in started in another tab of this browser finishes too.
    const pending = await takeAuthRequest(db, query.state, new Date().toISOString());
    if (!pending) return refuse(c, 'unknown, used or expired state');
    // A silent check that finds no provider session simply continues as a visitor.
    if (query.error)
      return c.redirect(query.error === 'login_required' ? pending.return_to : '/signin', 302);
    const config = await rp.configuration();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      const current = new URL(c.req.url);
      const callback = new URL(rp.redirectUri);
      current.protocol = callback.protocol;
      current.host = callback.host;
      tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      });
    } catch (error) {
      return refuse(c, `token exchange failed (${(error as Error).name})`);
    }
    const candidateId = Number(tokens.claims()?.dsaascandidateid);
    if (!Number.isInteger(candidateId) || candidateId <= 0)
      return missingClaim(c, rp, { idToken: tokens.id_token, returnTo: pending.return_to, log });
    claimFound(c);
    const { token, expires } = await startSession(db, candidateId, {
      idToken: tokens.id_token,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : undefined,
    });
    setSessionCookie(c, cookie, token, expires);
    if (pending.domain) {
      setCookie(c, DOMAIN_COOKIE, pending.domain, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 31_536_000,
      });
    }
    const referralCode = getCookie(c, REFERRAL_COOKIE);
    if (referralCode) deleteCookie(c, REFERRAL_COOKIE, { path: '/auth/callback' });
    await afterSignIn({ db, ipCountry, log }, candidateId, {
      domain: pending.domain,
      ip: clientIp(c),
      referralCode,
    });
    let destination = pending.return_to;
    if (destination === DEFAULT_RETURN_AFTER_LOGIN && !(await hasSkills(db, candidateId)))
      destination = CREATE_PROFILE;
    return c.redirect(destination, 303);
  });

  app.post('/auth/logout', async (c) => {
    const token = getCookie(c, cookie.name);
    const session = token ? await candidateOfSession(db, token) : undefined;
    if (token) await endSession(db, token);
    if (token && session && live)
      publishSessionsEnded(live, session.id, { session: hashToken(token) });
    deleteCookie(c, cookie.name, { path: '/', secure: cookie.secure });
    for (const [name, value] of Object.entries(getCookie(c))) {
      if (value.includes('skipped')) deleteCookie(c, name, { path: '/' });
    }
    c.header('Clear-Site-Data', '"storage"');
    c.header('Cache-Control', 'no-store');
    const config = await rp.configuration();
    const endSessionUrl = oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: rp.postLogoutRedirectUri,
      client_id: rp.clientId,
      ...(session?.id_token ? { id_token_hint: session.id_token } : {}),
    }).href;
    const isForm = /form/i.test(c.req.header('content-type') ?? '');
    return isForm
      ? c.redirect(endSessionUrl, 303)
      : c.json({ responsePayload: { redirectTo: endSessionUrl } });
  });

  return app;
}
