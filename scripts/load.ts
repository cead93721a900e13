import { parseArgs } from 'node:util';
import { postgresOfEnv } from './load/app.ts';
import { runLoad } from './load/run.ts';

/**
 * npm run load [-- --connections 200 --duration 60]: autocannon against the built server (flavour
 * D) on job search, a server-rendered job page and message sending, then as many event streams
 * held open while messages flow to them. Every target must finish with zero errors; p50 and p99
 * latencies are printed (for event streams: from sending a message to its arrival). CI runs the
 * same through tests/load/load.test.ts.
 * DATABASE_URL=postgres://… runs it on PostgreSQL.
 */
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
  },
});
const reports = await runLoad({
  connections: Number(values.connections),
  duration: Number(values.duration),
  postgresUrl: postgresOfEnv(),
  log: console.log,
});
const failures = reports.filter((r) => r.errors > 0);
if (failures.length)
  console.error(`FAILED: ${failures.map((r) => `${r.label}: ${r.errors} errors`).join('; ')}`);
process.exit(failures.length ? 1 : 0);
