import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer } from '../support/identity-server.ts';
import * as oidc from '../support/oidc-client.ts';
import { DEMO } from '../support/oidc-client.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
let server: Server;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.stop());

describe('the provider itself', () => {
  it('refuses PKCE with the plain method and requests without PKCE', async () => {
    const plain = await oidc.authorize(server, {
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    expect(plain.first.headers.get('location')).toMatch(/error=invalid_request/);
    const none = await oidc.authorize(server, {});
    expect(none.first.headers.get('location')).toMatch(/error=invalid_request/);
  });

  it('refuses to redeem an authorization code twice, or with the wrong verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = await oidc.codeFor(server, verifier);
    expect((await oidc.exchange(server, code, 'w'.repeat(43))).status).toBe(400);
    const reused = await oidc.codeFor(server, verifier);
    expect((await oidc.exchange(server, reused, verifier)).status).toBe(200);
    const again = await oidc.exchange(server, reused, verifier);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('invalid_grant');
  });

  it('issues access tokens the API accepts as Bearer, and refuses altered ones', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const tokens = await (
      await oidc.exchange(server, await oidc.codeFor(server, verifier), verifier)
    ).json();
    expect(tokens.access_token.split('.')).toHaveLength(3);
    const me = await fetch(`${server.origin}/api/v1/candidates/`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    expect((await me.json()).responsePayload.emailAddress).toBe(DEMO.email);
    const viaHeader = await fetch(`${server.origin}/api/v1/candidates/`, {
      headers: { 'x-access-token': tokens.access_token },
    });
    expect(viaHeader.status).toBe(200);
    const altered = `${tokens.access_token.slice(0, -4)}AAAA`;
    const refused = await fetch(`${server.origin}/api/v1/candidates/`, {
      headers: { authorization: `Bearer ${altered}` },
    });
    expect(refused.status).toBe(401);
  });

  it('rejects redirect URIs that do not match exactly', async () => {
    const { first } = await oidc.authorize(server, {
      redirect_uri: 'https://evil.example/callback',
      code_challenge: oidc.s256('v'.repeat(43)),
      code_challenge_method: 'S256',
    });
    expect(first.status).toBe(400);
  });
});
