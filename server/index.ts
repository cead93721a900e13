import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadAstroHandler } from './astro.ts';
import { isClusterPrimary, runPrimary } from './cluster.ts';
import { openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_CANDIDATE } from './db/seed/demo-data.ts';
import { loadEnv, publicUrl } from './env.ts';
import { listen } from './server.ts';
import { startAlertWorker } from './services/alerts/worker.ts';
import { createEventBus } from './services/events.ts';
import { createLiveHub } from './services/live/hub.ts';
import { createPgLiveHub } from './services/live/pg-hub.ts';
import { log } from './services/log/logger.ts';
import { createMailer } from './services/mail/index.ts';
import { createNotifier } from './services/notify/dispatcher.ts';
import { startNotifyWorker } from './services/notify/worker.ts';
import { searchOfFlavour } from './services/search/flavour.ts';
import { createJobSearch } from './services/search/jobs.ts';

/** Boots Worklane: configuration, database, migrations, demo data, then listens. */
export async function boot() {
  const env = loadEnv();
  // Libraries loaded from here on (React on the server among them) pick their production or
  // development build from this variable; unset, they would pick development.
  process.env.NODE_ENV = env.NODE_ENV;
  const distDir = resolve('dist', env.FLAVOUR);
  if (!existsSync(resolve(distDir, 'server', 'entry.mjs'))) {
    log.fatal(`No build for flavour ${env.FLAVOUR}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { seeded } = await prepareDatabase(db, { seed: env.SEED_DEMO_DATA });
  if (seeded) log.info(`Seeded demo data: ${seeded.jobs} jobs, ${seeded.enterprises} enterprises.`);

  const origin = publicUrl(env);
  const astro = await loadAstroHandler(distDir);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: join(env.DATA_DIR, 'outbox') });
  // This process's bus: the notifier, the live hub and the app share it.
  const events = createEventBus();
  // Several nodes on one PostgreSQL share live events through it; SQLite serves one node.
  const live = env.DATABASE_URL
    ? await createPgLiveHub({ url: env.DATABASE_URL, db, events })
    : { ...createLiveHub(), close: async () => {} };
  const notifier = createNotifier({
    db,
    live,
    events,
    mailer,
    origin,
    mailClaimMs: env.MAIL_CLAIM_SECONDS * 1000,
  });
  const { app, server } = await listen({
    db,
    env,
    origin,
    distDir,
    astro,
    live,
    notifier,
    events,
  });
  log.info(`Worklane (flavour ${env.FLAVOUR}) is running at ${origin}`);
  if (env.SEED_DEMO_DATA)
    log.info(`Demo sign-in: ${DEMO_CANDIDATE.email} (see the README for its password)`);
  const notifications = startNotifyWorker({ db, notifier });
  const alerts = startAlertWorker({
    db,
    jobs: searchOfFlavour(createJobSearch(db), env.FLAVOUR),
    mailer,
    origin,
    intervalMinutes: env.ALERTS_INTERVAL_MINUTES,
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests.`);
    const alertsStopped = alerts.stop();
    const notificationsStopped = notifications.stop();
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, env.SHUTDOWN_GRACE_SECONDS * 1000);
    force.unref();
    server.close(async () => {
      await alertsStopped;
      await notificationsStopped;
      await mailer.close?.();
      await app.close();
      await live.close();
      await db.destroy();
      log.info('Stopped.');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return { app, server, db, url: origin };
}

if (import.meta.main) {
  const start = isClusterPrimary(loadEnv()) ? () => runPrimary(loadEnv()) : boot;
  await start().catch((error: Error) => {
    log.fatal({ err: error }, 'Worklane could not start');
    process.exit(1);
  });
}
