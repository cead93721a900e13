import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { envSchema } from '../../server/env.ts';
import { listen } from '../../server/server.ts';
import type { MailMessage } from '../../server/services/mail/mailer.ts';
import { createTestDb } from './db.ts';
import { freePort } from './server.ts';

/**
 * The real server in this process on a free port, with the embedded provider and a small demo
 * catalogue; hosted screens answer as JSON (no page build needed) and mail is kept in `sent`.
 */
export async function startIdentityServer(settings: Record<string, string> = {}) {
  const testDb = await createTestDb();
  await seedDemoData(testDb.db, { jobs: 20 });
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = envSchema.parse({
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    ...settings,
  });
  const sent: MailMessage[] = [];
  const running = await listen({
    db: testDb.db,
    env,
    origin,
    mailer: { send: async (message) => void sent.push(message) },
  });
  return {
    origin,
    db: testDb.db,
    sent,
    identity: running.identity,
    async stop() {
      await new Promise((done) => running.server.close(done));
      await testDb.destroy();
    },
  };
}

/** A minimal cookie-keeping client that follows nothing by itself. */
export function browserlike(origin: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(path: string, init: RequestInit = {}) {
    const url = path.startsWith('http') ? path : `${origin}${path}`;
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', cookieHeader());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  /** Follows redirects until one leaves the server or `stop` matches the location. */
  async function follow(path: string, stop?: (location: string) => boolean) {
    let res = await request(path);
    for (let hops = 0; hops < 15 && res.status >= 300 && res.status < 400; hops++) {
      const location = res.headers.get('location') ?? '';
      if (stop?.(location)) return { res, location };
      res = await request(new URL(location, origin).href);
    }
    return { res, location: res.url };
  }
  return { jar, request, follow };
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
