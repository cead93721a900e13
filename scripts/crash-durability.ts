import { parseArgs } from 'node:util';
import { runCrashDurability } from './crash/run.ts';

/**
 * npm run crash -- --iterations 20 [--requests 1000]: kills the built server (flavour D) at random
 * moments under concurrent message sends and applications and checks nothing answered is lost or
 * doubled. With DATABASE_URL=postgres://… it runs on a throwaway database on that server, which
 * must be a local Debian cluster this user may stop (root, or sudo without a password): at each
 * kill it is also stopped in immediate mode, so PostgreSQL recovers from its write-ahead log.
 */
const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '20' },
    requests: { type: 'string', default: '1000' },
  },
});
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;
const started = Date.now();
const reports = await runCrashDurability({
  iterations: Number(values.iterations),
  requests: Number(values.requests),
  postgresUrl,
  log: console.log,
});
const failed = reports.filter((r) => r.problems.length > 0 || !r.integrity.startsWith('ok'));
console.log(
  `${postgresUrl ? 'PostgreSQL' : 'SQLite'}: ${reports.length} crashes, ` +
    `${reports.reduce((n, r) => n + r.retried, 0)} requests retried ` +
    `(${reports.reduce((n, r) => n + r.storedUnanswered, 0)} stored before the kill), ` +
    `${failed.length} rounds with problems, ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed.length ? 1 : 0);
