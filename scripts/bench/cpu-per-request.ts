/**
 * CPU time the built server spends per answer for one page kind, measured over a fixed number of
 * requests (so a busy machine changes the wall time, much less the CPU time), median of runs.
 * Usage: node scripts/bench/cpu-per-request.ts "<page kind name>" [requests] [runs]
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { PAGE_KINDS, requestOf, startBenchServer } from './http-pages.ts';

const [name = 'public job page, cache off', amount = '3000', runs = '5'] = process.argv.slice(2);
const kind = PAGE_KINDS.find((k) => k.name === name);
if (!kind) throw new Error(`no page kind ${name}`);
const cpu = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const bench = await startBenchServer(kind.uncached ? { PAGE_CACHE_SECONDS: '0' } : {});
const { path, headers } = requestOf(kind, bench);
const url = `${bench.server.url}${path}`;
await autocannon({ url, headers, connections: 4, amount: 500 });
const each: number[] = [];
for (let i = 0; i < Number(runs); i++) {
  const before = cpu(bench.server.pid);
  await autocannon({ url, headers, connections: 4, amount: Number(amount) });
  each.push((cpu(bench.server.pid) - before) / Number(amount));
}
await bench.server.stop();
each.sort((a, b) => a - b);
console.log(
  `${name}: ${each[Math.floor(each.length / 2)]?.toFixed(3)} ms CPU per answer (runs ${each.map((v) => v.toFixed(3)).join(', ')})`,
);
