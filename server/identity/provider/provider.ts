import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/connect.ts';
import { findCandidateById } from '../../db/repositories/candidates.ts';
import { serverSecret } from '../secrets.ts';
import { databaseAdapter } from './adapter.ts';
import { CLAIMS, claimsOf } from './claims.ts';
import { signingKeys } from './keys.ts';
import { errorPage, logoutPage } from './pages.ts';

export const IDP_PATH = '/idp';
export const EMBEDDED_CLIENT_ID = 'worklane-web';
/** The audience of access tokens for the services API (JWTs any node can verify). */
export const API_AUDIENCE = (origin: string) => `${origin}/api`;
const API_SCOPE = 'api';
/**
 * The claim of an access token that names the grant it was issued under, so whoever accepts the
 * token can tell whether that grant was revoked since (a sign-out, a password change or reset).
 */
export const GRANT_CLAIM = 'gid';

export interface ProviderOptions {
  db: Db;
  /** Public origin of the app; the issuer is this plus /idp. */
  origin: string;
  clientSecret: string;
}

/**
 * The embedded OpenID Provider: authorization code with PKCE (S256 only), refresh tokens,
 * RP-initiated logout, prompt=none; accounts are candidates; storage and keys are in the database.
 */
export async function createProvider({ db, origin, clientSecret }: ProviderOptions) {
  const configuration: Configuration = {
    adapter: databaseAdapter(db) as unknown as Configuration['adapter'],
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${origin}/auth/callback`],
        post_logout_redirect_uris: [`${origin}/signin`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: await signingKeys(db) } as Configuration['jwks'],
    cookies: { keys: [await serverSecret(db, 'provider-cookie-key')] },
    claims: CLAIMS,
    // Which hosted screen to open, the flavour's view code, the client metadata origin, and the
    // enterprise domain whose look the hosted screens take.
    extraParams: ['screen', 'view', 'origin', 'brand'],
    scopes: ['openid', 'email', 'profile', 'offline_access', API_SCOPE],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = String(await logoutPage(form));
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.redirect(`${origin}/signin`);
        },
      },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE(origin),
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience: API_AUDIENCE(origin),
          accessTokenFormat: 'jwt',
          accessTokenTTL: 15 * 60,
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx, token) =>
      'grantId' in token && typeof token.grantId === 'string'
        ? { [GRANT_CLAIM]: token.grantId }
        : undefined,
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 15 * 60,
      Interaction: 30 * 60,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const candidate = await findCandidateById(db, Number(sub));
      if (!candidate || candidate.account_status === 'DISABLED') return undefined;
      return { accountId: sub, claims: async () => claimsOf(candidate) as { sub: string } };
    },
    renderError: async (ctx) => {
      ctx.type = 'html';
      ctx.body = String(await errorPage('The sign-in request was not valid or has expired.'));
    },
  };
  const provider = new Provider(`${origin}${IDP_PATH}`, configuration);
  provider.proxy = true;
  return provider;
}
