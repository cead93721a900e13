import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { envSchema } from '../../server/env.ts';
import { createIdentity } from '../../server/identity/index.ts';
import { createTestDb, type TestDb } from '../support/db.ts';
import { browserlike, form } from '../support/identity-server.ts';
import { DEMO, SESSION } from '../support/oidc-client.ts';
import { freePort } from '../support/server.ts';

/**
 * The real server and embedded provider, with the relying party asking for fewer scopes than it
 * needs: the provider then releases no candidate id claim, as an external provider that has not
 * yet given an account its candidate id does.
 */
let testDb: TestDb;
let server: ReturnType<typeof createAdaptorServer>;
let origin: string;
const FULL_SCOPE = 'openid email profile offline_access api';
const WITHOUT_PROFILE = 'openid email offline_access api';
/** The scope the relying party asks for right now. */
let scope = WITHOUT_PROFILE;
beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoData(testDb.db, { jobs: 5 });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const env = envSchema.parse({
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
  });
  const identity = await createIdentity(testDb.db, env, origin, { send: async () => {} });
  const app = createApp({
    db: testDb.db,
    env,
    identity: {
      ...identity,
      rp: {
        ...identity.rp,
        get scope() {
          return scope;
        },
      },
    },
  });
  server = createAdaptorServer({ fetch: app.fetch, hostname: '127.0.0.1' });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  expect((server.address() as AddressInfo).port).toBe(port);
});
afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await testDb?.destroy();
});

/** Follows redirects until one leaves for the provider's logout or lands on a candidate page. */
async function followFrom(
  client: ReturnType<typeof browserlike>,
  first: Response,
  onRetry = () => {},
) {
  const visited: string[] = [];
  let res = first;
  for (let hops = 0; hops < 30 && res.status >= 300 && res.status < 400; hops++) {
    const next = new URL(res.headers.get('location') ?? '', origin);
    visited.push(next.pathname + next.search);
    if (next.pathname.startsWith('/idp/session/end') || next.pathname.startsWith('/candidate/'))
      break;
    if (next.pathname === '/auth/check') onRetry();
    res = await client.request(next.href);
  }
  return visited;
}

/** Signs in with the demo account through the provider's form; returns every address after it. */
async function signIn(client = browserlike(origin)) {
  const { location } = await client.follow('/signin?returnTo=/candidate/my-jobs', (to) =>
    to.includes('/idp/interaction/'),
  );
  const uid = location.split('/idp/interaction/')[1];
  const login = await client.request(`/idp/interaction/${uid}/signin`, form(DEMO));
  expect(login.status).toBe(303);
  const first = await client.request(new URL(login.headers.get('location') ?? '', origin).href);
  return { client, visited: await followFrom(client, first) };
}

describe('a sign-in whose tokens carry no candidate id', () => {
  it('4.2: finishes when a retry finds the claim, and counts afresh next time', async () => {
    // The provider already knows the browser, and the candidate id arrives with the first retry.
    scope = FULL_SCOPE;
    const { client } = await signIn();
    client.jar.delete(SESSION);
    scope = WITHOUT_PROFILE;
    const first = await client.request('/auth/check?returnTo=/candidate/my-jobs');
    const visited = await followFrom(client, first, () => {
      scope = FULL_SCOPE;
    });
    expect(visited.filter((path) => path.startsWith('/auth/check?'))).toHaveLength(1);
    expect(visited.at(-1)).toBe('/candidate/my-jobs');
    expect(client.jar.has(SESSION)).toBe(true);
    expect(client.jar.has('worklane_claim_retries')).toBe(false);
  });

  it('4.2: is tried again silently twice, then the browser is logged out', async () => {
    scope = WITHOUT_PROFILE;
    const { client, visited } = await signIn();
    const retries = visited.filter((path) => path.startsWith('/auth/check?'));
    expect(retries).toEqual([
      '/auth/check?returnTo=%2Fcandidate%2Fmy-jobs',
      '/auth/check?returnTo=%2Fcandidate%2Fmy-jobs',
    ]);
    const end = new URL(visited.at(-1) ?? '', origin);
    expect(end.pathname).toMatch(/^\/idp\/session\/end/);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/signin`);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(client.jar.has(SESSION)).toBe(false);
    expect(client.jar.has('worklane_claim_retries')).toBe(false);
    expect((await client.request('/api/v1/candidates/')).status).toBe(401);
  });
});
