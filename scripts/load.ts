import { parseArgs } from 'node:util';
import { postgresOfEnv } from './load/app.ts';
import { runLoad } from './load/run.ts';

/**
 * npm run load [-- --connections 200 --duration 60 --together]: autocannon against the built
 * server (flavour D) on job search, a server-rendered job page and message sending, and as many
 * event streams held open while messages flow to them; one target after another, or all four at
 * once with --together (what CI runs). Every target must finish with zero errors; p50 and p99
 * latencies are printed (for event streams: from sending a message to its arrival).
 * DATABASE_URL=postgres://… runs it on PostgreSQL.
 */
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    together: { type: 'boolean', default: false },
  },
});
const reports = await runLoad({
  connections: Number(values.connections),
  duration: Number(values.duration),
  together: values.together,
  postgresUrl: postgresOfEnv(),
  log: console.log,
});
const failures = reports.filter((r) => r.errors > 0);
if (failures.length)
  console.error(`FAILED: ${failures.map((r) => `${r.label}: ${r.errors} errors`).join('; ')}`);
process.exit(failures.length ? 1 : 0);
