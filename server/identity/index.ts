import { join } from 'node:path';
import { jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { Db } from '../db/connect.ts';
import { findPayload } from '../db/repositories/oidc-payloads.ts';
import type { Env } from '../env.ts';
import { createIpCountryLookup } from '../services/geo/ip-country.ts';
import { createMailer } from '../services/mail/index.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import { createOutboxMailer } from '../services/mail/outbox.ts';
import { createAccounts } from './accounts.ts';
import { createEmailChange } from './email-change.ts';
import {
  API_AUDIENCE,
  createProvider,
  EMBEDDED_CLIENT_ID,
  GRANT_CLAIM,
  IDP_PATH,
} from './provider/provider.ts';
import { createSharedFailureLimiter } from './rate-limit.ts';
import { createRelyingParty } from './rp/client.ts';
import { serverSecret } from './secrets.ts';
import { sessionCookieFor, storeSessionTokens } from './session-tokens.ts';

export type IdentityEnv = Pick<
  Env,
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'SMTP_URL'
  | 'DATA_DIR'
  | 'NODE_ENV'
  | 'IP_LOOKUP_URL'
>;

/**
 * Identity: the embedded OpenID Provider (unless OIDC_ISSUER names another), the relying party
 * that signs candidates in through it, accounts and their e-mailed codes.
 */
export async function createIdentity(db: Db, env: IdentityEnv, origin: string, mailer?: Mailer) {
  const outbox = env.SMTP_URL ? undefined : createOutboxMailer(join(env.DATA_DIR, 'outbox'));
  const mail =
    mailer ??
    outbox ??
    createMailer({ smtpUrl: env.SMTP_URL, outboxDir: join(env.DATA_DIR, 'outbox') });
  const embedded = !env.OIDC_ISSUER;
  const clientSecret = env.OIDC_CLIENT_SECRET ?? (await serverSecret(db, 'embedded-client-secret'));
  const provider = embedded ? await createProvider({ db, origin, clientSecret }) : undefined;
  const rp = createRelyingParty({
    issuer: env.OIDC_ISSUER ?? `${origin}${IDP_PATH}`,
    clientId: embedded ? EMBEDDED_CLIENT_ID : env.OIDC_CLIENT_ID,
    clientSecret,
    origin,
    // The embedded provider issues API access tokens for the 'api' scope.
    scope: embedded ? 'openid email profile offline_access api' : undefined,
  });

  return {
    provider,
    rp,
    accounts: createAccounts(db, mail),
    emailChange: createEmailChange(db, mail),
    limiter: createSharedFailureLimiter(db),
    ipCountry: createIpCountryLookup(env.IP_LOOKUP_URL),
    sessionCookie: sessionCookieFor(origin),
    /** The developer mailbox, when mail stays on this machine and this is not production. */
    outbox: outbox && env.NODE_ENV !== 'production' ? outbox : undefined,

    /**
     * The candidate a bearer access token names, or null: the token must verify and be unexpired,
     * and one of the embedded provider's must name a grant the provider still holds, so a token
     * stops working as soon as its grant is revoked (a sign-out, a password change or reset).
     */
    async verifyBearer(token: string): Promise<number | null> {
      try {
        const { payload } = await jwtVerify(token, await rp.keys(), {
          issuer: rp.issuer,
          audience: embedded ? API_AUDIENCE(origin) : rp.clientId,
        });
        const id = Number(payload.dsaascandidateid ?? payload.sub);
        if (!Number.isInteger(id) || id <= 0) return null;
        if (embedded) {
          const grant = payload[GRANT_CLAIM];
          if (typeof grant !== 'string' || !grant) return null;
          const row = await findPayload(db, 'Grant', { id: grant }, new Date().toISOString());
          const owner = row ? (JSON.parse(row.payload) as { accountId?: string }).accountId : null;
          if (owner !== String(id)) return null;
        }
        return id;
      } catch {
        return null;
      }
    },

    async refresh(sessionToken: string, refreshToken: string): Promise<boolean> {
      try {
        const tokens = await oidc.refreshTokenGrant(await rp.configuration(), refreshToken);
        await storeSessionTokens(db, sessionToken, {
          idToken: tokens.id_token,
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? refreshToken,
          expiresAt: tokens.expires_in
            ? new Date(Date.now() + tokens.expires_in * 1000)
            : undefined,
        });
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type Identity = Awaited<ReturnType<typeof createIdentity>>;
