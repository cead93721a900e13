import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { topSelfTime } from './cpu-profile.ts';
import { PAGE_KINDS, requestOf, startBenchServer } from './http-pages.ts';

/**
 * A CPU profile of the built server under load for each page kind (10 connections), written to
 * `dir/<n>-<kind>/`, and the functions taking the most time themselves while under load (boot and
 * warm-up left out) printed beside it.
 */
export async function profileHttp(dir: string, options: { duration?: number; pages?: string[] }) {
  const duration = options.duration ?? 10;
  const kinds = PAGE_KINDS.filter(
    (kind) => !options.pages?.length || options.pages.some((p) => kind.name.includes(p)),
  );
  for (const [n, kind] of kinds.entries()) {
    const out = resolve(dir, `${n}-${kind.name.replace(/[^\w]+/g, '-')}`);
    mkdirSync(out, { recursive: true });
    const bench = await startBenchServer({
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${out}`,
      ...(kind.uncached ? { PAGE_CACHE_SECONDS: '0' } : {}),
    });
    const { path, headers } = requestOf(kind, bench);
    const url = `${bench.server.url}${path}`;
    await autocannon({ url, headers, connections: 10, duration: 2 });
    const now = () => Number(process.hrtime.bigint() / 1000n);
    const start = now();
    const result = await autocannon({ url, headers, connections: 10, duration });
    const end = now();
    await bench.server.stop();
    const file = readdirSync(out).find((name) => name.endsWith('.cpuprofile'));
    console.log(
      `\n${kind.name} (${path}): ${Math.round(result.requests.average)} req/s while profiled`,
    );
    if (!file) continue;
    for (const fn of topSelfTime(join(out, file), [start, end]))
      console.log(`  ${(fn.share * 100).toFixed(1).padStart(5)}%  ${fn.name}  ${fn.where}`);
  }
}
