import { availableParallelism, loadavg } from 'node:os';
import { postgresScratch, type Scratch, sqliteScratch, warm } from './scratch-1m.ts';
import { measureSearch, searchFailures } from './search.ts';
import { measureSsrThroughput, SSR_SHARE_BUDGET, type Throughput } from './ssr-throughput.ts';
import { ms } from './stats.ts';

const rate = (value: number) => `${Math.round(value)} req/s`;

/**
 * Search at a million jobs, on SQLite and (given a server URL) PostgreSQL: seeding time when the
 * scratch database had to be seeded, typeahead and job search latency once the database is in
 * memory (scratch-1m.ts's warm), and job page throughput
 * against a bare node:http server sending the same bytes. Returns the budgets missed.
 */
export async function benchSearchAtScale(postgresUrl?: string): Promise<string[]> {
  const failures: string[] = [];
  let throughput: Throughput | null = null;
  const scratches: (() => Promise<Scratch>)[] = [sqliteScratch];
  if (postgresUrl) scratches.push(() => postgresScratch(postgresUrl));

  // Latency under a busy machine is mostly waiting for a core: the load is printed beside it.
  const load = `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`\nSearch at 1,000,000 jobs (p50 / p95 / p99, server side; ${load})`);
  console.log(
    'database     seed      typeahead                     search                  search with filters   cache',
  );
  for (const open of scratches) {
    const scratch = await open();
    try {
      const warmed = await warm(scratch);
      const latency = await measureSearch(scratch);
      const { typeahead, search, filteredSearch } = latency;
      const seeded = scratch.seedMs === null ? 'reused' : `${(scratch.seedMs / 1000).toFixed(0)} s`;
      console.log(
        [
          scratch.label.padEnd(12),
          seeded.padEnd(9),
          `${ms(typeahead.p50)} / ${ms(typeahead.p95)} / ${ms(typeahead.p99)}`.padEnd(29),
          `${ms(search.p50)} / ${ms(search.p95)}`.padEnd(23),
          `${ms(filteredSearch.p50)} / ${ms(filteredSearch.p95)}`.padEnd(21),
          warmed,
        ].join(' '),
      );
      failures.push(...searchFailures(scratch.label, latency));
      if (scratch.label === 'SQLite') throughput = await measureSsrThroughput(scratch.env);
    } finally {
      await scratch.db.destroy();
    }
  }
  if (throughput) {
    const share = throughput.ssr / throughput.bare;
    console.log(
      `\nJob page /job/${throughput.jobId} on SQLite (${throughput.bytes} bytes, 10 connections): server-rendered ${rate(throughput.ssr)}, the same bytes from a bare node:http server ${rate(throughput.bare)}, ${(share * 100).toFixed(0)}%`,
    );
    if (share < SSR_SHARE_BUDGET)
      failures.push(
        `job page throughput ${(share * 100).toFixed(0)}% of a bare server's < ${SSR_SHARE_BUDGET * 100}%`,
      );
  }
  return failures;
}
