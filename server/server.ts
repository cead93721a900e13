import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import type { AstroHandler } from './astro.ts';
import type { Db } from './db/connect.ts';
import type { Env } from './env.ts';
import { createIdentity } from './identity/index.ts';
import type { EventBus } from './services/events.ts';
import type { LiveHub } from './services/live/hub.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { Notifier } from './services/notify/dispatcher.ts';

export interface ListenOptions {
  db: Db;
  env: Env;
  /** Public origin; the embedded provider's issuer is built from it. */
  origin: string;
  distDir?: string;
  astro?: AstroHandler;
  mailer?: Mailer;
  live?: LiveHub;
  notifier?: Notifier;
  events?: EventBus;
}

/**
 * Connections the kernel holds for the server before it accepts them. The usual 511 overflows
 * when hundreds of clients connect in the same instant while the server is busy, and a dropped
 * handshake is retried only after seconds; the kernel caps this at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

/** Builds identity and the app, then listens; resolves once the port is open. */
export async function listen(options: ListenOptions) {
  const { db, env, origin } = options;
  const identity = await createIdentity(db, env, origin, options.mailer);
  const app = createApp({
    db,
    env,
    distDir: options.distDir,
    astro: options.astro,
    identity,
    live: options.live,
    notifier: options.notifier,
    events: options.events,
  });
  const server = await new Promise<ReturnType<typeof createAdaptorServer>>((resolve, reject) => {
    const s = createAdaptorServer({ fetch: app.fetch, hostname: env.HOST });
    s.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG }, () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${env.PORT} is already in use: set PORT to another port.`)
          : error,
      ),
    );
  });
  const port = (server.address() as AddressInfo).port;
  return { app, server, identity, port };
}
