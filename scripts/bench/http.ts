import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBare } from './bare-server.ts';
import {
  type BenchServer,
  PAGE_KINDS,
  type PageKind,
  requestOf,
  samplePage,
  startBenchServer,
} from './http-pages.ts';

/** Every page kind must keep p99 under these at 10 and at 200 connections. */
const P99_BUDGET_MS = 50;
const P99_BUDGET_MS_AT_200 = 300;

export interface HttpBenchOptions {
  /** Seconds each measurement lasts. */
  duration?: number;
  /** Page kinds whose name contains one of these; all when empty. */
  pages?: string[];
}

interface Run {
  rate: number;
  /** CPU time the serving process spent per answer, in milliseconds. */
  cpuPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** CPU time a process has used so far (user and system, all its threads), in milliseconds. */
function cpuTime(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}
/** The kernel's clock ticks per second (USER_HZ), 100 on Linux. */
const CLOCK_TICKS = 100;

/** Nearest-rank percentile of ascending samples. */
const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** One autocannon run; every answer's time is kept so runs can be summarised together. */
function slice(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const times: number[] = [];
  const instance = autocannon({ url, headers, connections, duration: seconds }, () => {});
  instance.on('response', (_client, _status, _bytes, time: number) => times.push(time));
  return new Promise<{ result: autocannon.Result; times: number[] }>((done, fail) => {
    instance.once('done', (result) => done({ result, times }));
    instance.once('error', fail);
  });
}

/**
 * Load on each target in turn, `step` seconds at a time, `seconds` in all for each: on a machine
 * whose other work comes and goes, the targets then share the same conditions.
 */
async function loadInTurn(
  targets: { url: string; headers: Record<string, string>; pid: number }[],
  connections: number,
  seconds: number,
  step = 1,
): Promise<Run[]> {
  const kept = targets.map(() => ({
    times: [] as number[],
    requests: 0,
    errors: 0,
    non2xx: 0,
    cpu: 0,
  }));
  let elapsed = 0;
  while (elapsed < seconds) {
    const length = Math.min(step, seconds - elapsed);
    for (const [i, target] of targets.entries()) {
      const before = cpuTime(target.pid);
      const { result, times } = await slice(target.url, target.headers, connections, length);
      const into = kept[i] as (typeof kept)[number];
      into.cpu += cpuTime(target.pid) - before;
      into.times.push(...times);
      into.requests += result.requests.total;
      into.errors += result.errors + result.timeouts;
      into.non2xx += result.non2xx;
    }
    elapsed += length;
  }
  return kept.map((k) => {
    const sorted = k.times.sort((a, b) => a - b);
    return {
      rate: k.requests / seconds,
      cpuPerRequest: k.cpu / k.requests,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: k.errors,
      non2xx: k.non2xx,
    };
  });
}

const rate = (value: number) => Math.round(value).toLocaleString('en');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const latency = (run: Run) => `${run.p50.toFixed(1)} / ${run.p99.toFixed(1)} ms`;

/**
 * Each page kind on the built server (flavour D, production, one process, SQLite, demo data)
 * against a bare node:http server sending the same bytes with the same content headers, at 10
 * connections; then each page kind alone at 200 connections. Returns the budgets missed.
 * Besides the share of the bare server's rate, it prints the CPU time each process spent per
 * answer and their ratio, which holds steady however busy the machine's other work keeps it.
 */
export async function benchHttp(options: HttpBenchOptions = {}): Promise<string[]> {
  const duration = options.duration ?? 5;
  const kinds = PAGE_KINDS.filter(
    (kind) => !options.pages?.length || options.pages.some((p) => kind.name.includes(p)),
  );
  const [cached, uncached] = await Promise.all([
    startBenchServer(),
    kinds.some((k) => k.uncached)
      ? startBenchServer({ PAGE_CACHE_SECONDS: '0' })
      : Promise.resolve(null),
  ]);
  const serverOf = (kind: PageKind) => (kind.uncached ? uncached : cached) as BenchServer;
  const failures: string[] = [];
  try {
    const samples = [];
    for (const kind of kinds) samples.push({ kind, ...(await samplePage(kind, serverOf(kind))) });
    const bare = await startBare(
      samples.map((s, i) => ({
        path: `/${i}`,
        headers: s.contentHeaders,
        body: s.body.toString('base64'),
      })),
    );
    const load1 = `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    console.log(
      `\nPages against a bare node:http server sending the same bytes (10 connections, ${duration} s each; ${load1})`,
    );
    console.log(
      [
        'page'.padEnd(30),
        'bytes'.padStart(7),
        'app req/s'.padStart(10),
        'bare req/s'.padStart(11),
        'share'.padStart(6),
        '  app p50 / p99  '.padEnd(18),
        'bare p50 / p99'.padEnd(17),
        'CPU/req app, bare',
        ' CPU share',
      ].join(' '),
    );
    try {
      for (const [i, sample] of samples.entries()) {
        const { kind, path, headers } = sample;
        const appUrl = `${serverOf(kind).server.url}${path}`;
        const pid = serverOf(kind).server.pid;
        await loadInTurn([{ url: appUrl, headers, pid }], 10, Math.min(2, duration)); // warm-up
        const [app, base] = (await loadInTurn(
          [
            { url: appUrl, headers, pid },
            { url: `${bare.url}/${i}`, headers, pid: bare.pid },
          ],
          10,
          duration,
        )) as [Run, Run];
        const share = app.rate / base.rate;
        const cpuShare = base.cpuPerRequest / app.cpuPerRequest;
        console.log(
          [
            kind.name.padEnd(30),
            String(sample.body.length).padStart(7),
            rate(app.rate).padStart(10),
            rate(base.rate).padStart(11),
            percent(share).padStart(6),
            ` ${latency(app).padEnd(17)}`,
            latency(base).padEnd(17),
            `${app.cpuPerRequest.toFixed(3)}, ${base.cpuPerRequest.toFixed(3)} ms`.padEnd(17),
            percent(cpuShare).padStart(10),
          ].join(' '),
        );
        if (app.errors || app.non2xx)
          failures.push(`${kind.name}: ${app.errors} errors, ${app.non2xx} non-2xx answers`);
        if (share < kind.budget)
          failures.push(
            `${kind.name}: ${(share * 100).toFixed(1)}% of the bare server < ${kind.budget * 100}%`,
          );
        if (app.p99 > P99_BUDGET_MS)
          failures.push(
            `${kind.name}: p99 ${app.p99.toFixed(1)} ms > ${P99_BUDGET_MS} ms at 10 connections`,
          );
      }
    } finally {
      bare.stop();
    }

    console.log(`\nThe same pages at 200 connections (${duration} s each)`);
    console.log(`${'page'.padEnd(30)} ${'req/s'.padStart(10)}   p50 / p99          errors`);
    for (const { kind } of samples) {
      const bench = serverOf(kind);
      const { path, headers } = requestOf(kind, bench);
      const [run] = (await loadInTurn(
        [{ url: `${bench.server.url}${path}`, headers, pid: bench.server.pid }],
        200,
        duration,
        duration,
      )) as [Run];
      console.log(
        `${kind.name.padEnd(30)} ${rate(run.rate).padStart(10)}   ${latency(run).padEnd(18)} ${run.errors + run.non2xx}`,
      );
      if (run.errors || run.non2xx)
        failures.push(`${kind.name} at 200 connections: ${run.errors + run.non2xx} errors`);
      if (run.p99 > P99_BUDGET_MS_AT_200)
        failures.push(
          `${kind.name}: p99 ${run.p99.toFixed(1)} ms > ${P99_BUDGET_MS_AT_200} ms at 200 connections`,
        );
    }
  } finally {
    await Promise.all([cached.server.stop(), uncached?.server.stop()]);
  }
  return failures;
}
