import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import type { Env } from './env.ts';
import { log } from './services/log/logger.ts';

/** A worker that dies this soon after it started is not restarted again straight away. */
const QUICK_DEATH_MS = 5_000;
const RESTART_DELAY_MS = 1_000;

/**
 * Runs WEB_CONCURRENCY copies of the server behind one port (node:cluster: the primary accepts
 * connections and hands them to the workers in turn). Each worker is a node of the multi-node
 * set-up, so they need the database they share to be PostgreSQL. The primary migrates (and seeds)
 * once before starting them, restarts one that dies, and on SIGTERM or SIGINT passes the signal
 * on and exits once they have finished their requests.
 */
export async function runPrimary(env: Env): Promise<void> {
  const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const { seeded } = await prepareDatabase(db, { seed: env.SEED_DEMO_DATA });
    if (seeded)
      log.info(`Seeded demo data: ${seeded.jobs} jobs, ${seeded.enterprises} enterprises.`);
  } finally {
    await db.destroy();
  }

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log.error(
      { pid: worker.process.pid, code, signal },
      'a server process stopped; starting another',
    );
    setTimeout(fork, Date.now() - started < QUICK_DEATH_MS ? RESTART_DELAY_MS : 0);
  });
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  log.info(`Running ${env.WEB_CONCURRENCY} server processes on port ${env.PORT}.`);

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Whether this process should start workers rather than serve. */
export const isClusterPrimary = (env: Env) => env.WEB_CONCURRENCY > 1 && cluster.isPrimary;
