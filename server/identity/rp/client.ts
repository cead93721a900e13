import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Public origin of this app: redirect URIs are built from it. */
  origin: string;
  scope?: string;
}

export const SCOPE = 'openid email profile offline_access';

/**
 * The relying party's view of the OpenID Provider (embedded or external), discovered on first use
 * and cached; a failed discovery is retried on the next call.
 */
export function createRelyingParty(options: RelyingPartyOptions) {
  let config: Promise<oidc.Configuration> | undefined;
  let jwks: JWTVerifyGetKey | undefined;
  const issuer = new URL(options.issuer);

  function configuration() {
    config ??= oidc
      .discovery(
        issuer,
        options.clientId,
        undefined,
        oidc.ClientSecretBasic(options.clientSecret),
        {
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        config = undefined;
        throw error;
      });
    return config;
  }

  return {
    configuration,
    scope: options.scope ?? SCOPE,
    redirectUri: `${options.origin}/auth/callback`,
    postLogoutRedirectUri: `${options.origin}/signin`,
    issuer: options.issuer,
    clientId: options.clientId,
    /** The provider's published keys, for verifying bearer access tokens. */
    async keys(): Promise<JWTVerifyGetKey> {
      if (jwks) return jwks;
      const uri = (await configuration()).serverMetadata().jwks_uri;
      if (!uri) throw new Error('the provider publishes no jwks_uri');
      jwks = createRemoteJWKSet(new URL(uri));
      return jwks;
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
