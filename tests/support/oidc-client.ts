import { createHash } from 'node:crypto';
import type { Db } from '../../server/db/connect.ts';
import { findSecret } from '../../server/db/repositories/server-secrets.ts';
import { browserlike, form } from './identity-server.ts';

/** The running identity server the helpers talk to. */
export interface Peer {
  origin: string;
  db: Db;
}

export const DEMO = { email: 'demo@worklane.test', password: 'Worklane#2026' };
export const SESSION = '__Host-worklane_session';

/** Signs in through /signin like a browser; returns the client and where sign-in landed. */
export async function signIn(server: Peer, email = DEMO.email, password = DEMO.password) {
  const client = browserlike(server.origin);
  const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
  const uid = location.split('/idp/interaction/')[1];
  const login = await client.request(`/idp/interaction/${uid}/signin`, form({ email, password }));
  if (login.status !== 303) return { client, login, landed: null };
  const { location: landed } = await client.follow(login.headers.get('location') ?? '', (to) =>
    to.startsWith('/candidate'),
  );
  return { client, login, landed };
}

/** A raw authorization request against the provider, as a third-party client would send it. */
export async function authorize(server: Peer, params: Record<string, string>) {
  const client = browserlike(server.origin);
  const query = new URLSearchParams({
    client_id: 'worklane-web',
    response_type: 'code',
    scope: 'openid email profile api',
    redirect_uri: `${server.origin}/auth/callback`,
    state: 'x',
    nonce: 'n',
    ...params,
  });
  const first = await client.request(`/idp/auth?${query}`);
  return { client, first };
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function codeFor(server: Peer, verifier: string) {
  const { client, first } = await authorize(server, {
    code_challenge: s256(verifier),
    code_challenge_method: 'S256',
  });
  const uid = (first.headers.get('location') ?? '').split('/idp/interaction/')[1];
  const login = await client.request(`/idp/interaction/${uid}/signin`, form(DEMO));
  const { location } = await client.follow(login.headers.get('location') ?? '', (to) =>
    to.includes('/auth/callback'),
  );
  return new URL(location).searchParams.get('code') ?? '';
}

export async function exchange(server: Peer, code: string, verifier: string) {
  const secret = (await findSecret(server.db, 'embedded-client-secret'))?.value ?? '';
  return fetch(`${server.origin}/idp/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`worklane-web:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${server.origin}/auth/callback`,
    }),
  });
}
