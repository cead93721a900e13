import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { findSecret } from '../../server/db/repositories/server-secrets.ts';
import { hashPassword } from '../../server/identity/password.ts';
import { startSession } from '../../server/identity/session-tokens.ts';
import { type SessionVariables, session } from '../../server/middleware/session.ts';
import { liveRoutes } from '../../server/routes/live/index.ts';
import { createLiveHub } from '../../server/services/live/hub.ts';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';
import * as oidc from '../support/oidc-client.ts';
import { SESSION } from '../support/oidc-client.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
type Client = ReturnType<typeof browserlike>;
let server: Server;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.stop());

const PASSWORD = 'First-pass-1';
let n = 0;

/** A confirmed account of its own, so changing its password leaves the other tests alone. */
async function account() {
  const now = new Date().toISOString();
  const email = `revoke.${Date.now()}.${++n}@example.test`;
  await insertCandidate(server.db, {
    email,
    first_name: 'Rae',
    last_name: 'Vokes',
    password_hash: await hashPassword(PASSWORD),
    account_status: 'CONFIRMED',
    email_verified: 1,
    created_at: now,
    updated_at: now,
  });
  return email;
}

/** Signs in in a browser of its own; every browser gets its own provider session and grant. */
async function browserSignedIn(email: string, password = PASSWORD) {
  const { client, landed } = await oidc.signIn(server, email, password);
  expect(landed).not.toBeNull();
  return client;
}

const sessionRow = (client: Client) =>
  server.db
    .selectFrom('sessions')
    .selectAll()
    .where(
      'id_hash',
      '=',
      createHash('sha256')
        .update(client.jar.get(SESSION) ?? '')
        .digest('hex'),
    )
    .executeTakeFirstOrThrow();

/** The provider's token endpoint, asked as the site itself would for fresh tokens. */
async function refresh(refreshToken: string) {
  const secret = (await findSecret(server.db, 'embedded-client-secret'))?.value ?? '';
  return fetch(`${server.origin}/idp/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`worklane-web:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
}

const me = (client: Client) => client.request('/api/v1/candidates/');

/** Opens the event stream and resolves once its `ready` event arrived; `ended` settles on close. */
async function openStream(fetchStream: () => Promise<Response>) {
  const res = await fetchStream();
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before it was ready');
    text += decoder.decode(value, { stream: true });
  }
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  })();
  /** Whether the stream ended within `ms`; a stream still open is cancelled. */
  const endsWithin = async (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      ended.then(() => true),
      new Promise<boolean>((done) => {
        timer = setTimeout(() => done(false), ms);
      }),
    ]);
    clearTimeout(timer);
    if (!outcome) await reader.cancel();
    return outcome;
  };
  return { endsWithin, received: () => text };
}

const streamOf = (client: Client) =>
  openStream(() =>
    fetch(`${server.origin}/api/v1/candidates/events`, {
      headers: { cookie: `${SESSION}=${client.jar.get(SESSION)}`, accept: 'text/event-stream' },
    }),
  );

/** The stream opened with a bearer access token (the one the provider gave the session), no cookie. */
const bearerStreamOf = async (client: Client) => {
  const { access_token } = await sessionRow(client);
  return openStream(() =>
    fetch(`${server.origin}/api/v1/candidates/events`, {
      headers: { authorization: `Bearer ${access_token}`, accept: 'text/event-stream' },
    }),
  );
};

/** Resets the account's password with a code e-mailed to it, in a browser of its own. */
async function resetPassword(email: string, password = 'Reset-pass-3') {
  const client = browserlike(server.origin);
  const { location } = await client.follow('/forgotpassword', (to) =>
    to.includes('/idp/interaction/'),
  );
  const uid = location.split('/idp/interaction/')[1];
  await client.request(`/idp/interaction/${uid}/forgot`, form({ email }));
  const code = /\b(\d{6})\b/.exec(server.sent.findLast((m) => m.to === email)?.text ?? '')?.[1];
  const reset = await client.request(
    `/idp/interaction/${uid}/reset`,
    form({ email, code: code ?? '', password }),
  );
  expect((await reset.json()).screen).toBe('signin');
}

describe('a password change from the account page', () => {
  it("ends the account's other sessions and refuses their refresh tokens, keeping this one", async () => {
    const email = await account();
    const here = await browserSignedIn(email);
    const elsewhere = await browserSignedIn(email);
    const elsewhereTokens = await sessionRow(elsewhere);
    expect((await me(elsewhere)).status).toBe(200);

    const changed = await here.request('/api/v1/candidates/password', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'worklane' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Second-pass-2' }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);

    expect((await me(elsewhere)).status).toBe(401);
    const refused = await refresh(elsewhereTokens.refresh_token ?? '');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('invalid_grant');

    // The session that changed the password keeps working, its token refresh included.
    expect((await me(here)).status).toBe(200);
    const mine = await sessionRow(here);
    await server.db
      .updateTable('sessions')
      .set({ token_expires_at: new Date(Date.now() + 10_000).toISOString() })
      .where('id_hash', '=', mine.id_hash)
      .execute();
    expect((await me(here)).status).toBe(200);
    expect((await sessionRow(here)).access_token).not.toBe(mine.access_token);
  });

  it("closes the other sessions' open event streams at once", async () => {
    const email = await account();
    const here = await browserSignedIn(email);
    const elsewhere = await browserSignedIn(email);
    const stream = await streamOf(elsewhere);
    const own = await streamOf(here);
    await here.request('/api/v1/candidates/password', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'worklane' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Second-pass-2' }),
    });
    expect(await stream.endsWithin(3000)).toBe(true);
    expect(await own.endsWithin(300)).toBe(false);
  });
});

describe('a password reset with an e-mailed code', () => {
  it('ends every session of the account and refuses their refresh tokens', async () => {
    const email = await account();
    const signedIn = await browserSignedIn(email);
    const tokens = await sessionRow(signedIn);
    await resetPassword(email);

    expect((await me(signedIn)).status).toBe(401);
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400);
    // The provider forgot the browser too: a silent check no longer signs it back in.
    signedIn.jar.delete(SESSION);
    await signedIn.follow('/auth/check?returnTo=/job-list', (to) => to === '/job-list');
    expect(signedIn.jar.has(SESSION)).toBe(false);
    const again = await browserSignedIn(email, 'Reset-pass-3');
    expect((await me(again)).status).toBe(200);
  });

  it('goes on to sign-in in a browser still signed in at the provider, whose session the reset ended', async () => {
    const email = await account();
    const browser = await browserSignedIn(email);
    // The site's session is gone (it expired), the provider's stays: the reset is asked from it.
    browser.jar.delete(SESSION);
    const { location } = await browser.follow('/forgotpassword', (to) =>
      to.includes('/idp/interaction/'),
    );
    const uid = location.split('/idp/interaction/')[1];
    await browser.request(`/idp/interaction/${uid}/forgot`, form({ email }));
    const code = /\b(\d{6})\b/.exec(server.sent.findLast((m) => m.to === email)?.text ?? '')?.[1];
    const reset = await browser.request(
      `/idp/interaction/${uid}/reset`,
      form({ email, code: code ?? '', password: 'Reset-pass-4' }),
    );
    expect(reset.status).toBe(200);
    expect((await reset.json()).screen).toBe('signin');
    // The sign-in screen it answered with signs in with the new password.
    const login = await browser.request(
      `/idp/interaction/${uid}/signin`,
      form({ email, password: 'Reset-pass-4' }),
    );
    expect(login.status).toBe(303);
    await browser.follow(login.headers.get('location') ?? '', (to) => to.startsWith('/candidate'));
    expect((await me(browser)).status).toBe(200);
  });

  it('closes the open event streams of the account at once, cookie and bearer alike', async () => {
    const email = await account();
    const signedIn = await browserSignedIn(email);
    const other = await browserSignedIn(email);
    const cookieStream = await streamOf(signedIn);
    const bearerStream = await bearerStreamOf(other);
    await resetPassword(email);
    expect(await cookieStream.endsWithin(3000)).toBe(true);
    expect(await bearerStream.endsWithin(3000)).toBe(true);
  });

  it("refuses the account's bearer access tokens from then on", async () => {
    const email = await account();
    const { access_token } = await sessionRow(await browserSignedIn(email));
    const asBearer = () =>
      fetch(`${server.origin}/api/v1/candidates/`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
    expect((await asBearer()).status).toBe(200);
    await resetPassword(email);
    expect((await asBearer()).status).toBe(401);
  });
});

describe('an open event stream', () => {
  it('closes when its session signs out', async () => {
    const client = await browserSignedIn(await account());
    const stream = await streamOf(client);
    const out = await client.request('/auth/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(await stream.endsWithin(3000)).toBe(true);
  });

  it('opened with a bearer token stays open while its grant lives, and closes once it is revoked', async () => {
    const email = await account();
    const here = await browserSignedIn(email);
    const elsewhere = await browserSignedIn(email);
    const kept = await bearerStreamOf(here);
    const ended = await bearerStreamOf(elsewhere);
    // The password changed from `here`: its grant stays, the other browser's is revoked.
    await here.request('/api/v1/candidates/password', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'worklane' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Second-pass-2' }),
    });
    expect(await ended.endsWithin(3000)).toBe(true);
    expect(await kept.endsWithin(500)).toBe(false);
  });

  it('opened with a bearer token closes at once when its browser signs out at the provider', async () => {
    const client = await browserSignedIn(await account());
    const stream = await bearerStreamOf(client);
    const out = await client.request('/auth/logout', { method: 'POST' });
    const { redirectTo } = (await out.json()).responsePayload as { redirectTo: string };
    // The provider asks to confirm with a form that submits itself; the browser sends it.
    const page = await (await client.request(redirectTo)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const confirmed = await client.request(action, form({ xsrf, logout: 'yes' }));
    expect(confirmed.status).toBe(303);
    expect(await stream.endsWithin(3000)).toBe(true);
  });

  it('opened with a bearer token closes on its next check once its grant was revoked elsewhere', async () => {
    const { identity } = server;
    const hub = createLiveHub();
    const app = new Hono<{ Variables: SessionVariables }>()
      .use(session({ db: server.db, verifyBearer: identity.verifyBearer }))
      .route(
        '/events',
        liveRoutes(hub, { db: server.db, recheckMs: 100, verifyBearer: identity.verifyBearer }),
      );
    const { access_token } = await sessionRow(await browserSignedIn(await account()));
    const open = async () =>
      app.request('/events', { headers: { authorization: `Bearer ${access_token}` } });
    const stream = await openStream(open);
    const [, claims = ''] = (access_token ?? '').split('.');
    const { gid } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { gid: string };
    await server.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', 'Grant')
      .where('id', '=', gid)
      .execute();
    expect(await stream.endsWithin(2000)).toBe(true);
    expect((await open()).status).toBe(401);
  });

  it('closes on its next check once its session ended elsewhere (another node, a reset)', async () => {
    const hub = createLiveHub();
    const app = new Hono<{ Variables: SessionVariables }>()
      .use(session({ db: server.db }))
      .route('/events', liveRoutes(hub, { db: server.db, recheckMs: 100 }));
    const [candidate] = await server.db.selectFrom('candidates').select('id').limit(1).execute();
    const { token } = await startSession(server.db, candidate?.id ?? 0);
    const stream = await openStream(async () =>
      app.request('/events', { headers: { cookie: `${SESSION}=${token}` } }),
    );
    await server.db
      .deleteFrom('sessions')
      .where('id_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();
    expect(await stream.endsWithin(2000)).toBe(true);
    hub.publish(candidate?.id ?? 0, { type: 'counts', data: { notifications: 1 } });
    expect(stream.received()).not.toContain('event: counts');
  });
});
