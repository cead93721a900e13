import autocannon from 'autocannon';
import { startLoadTarget } from './app.ts';
import { percentile } from './stats.ts';
import { openStreams } from './streams.ts';

export interface LoadOptions {
  /** Connections on each target (event streams held open, for the stream target). */
  connections: number;
  /** Seconds each target is loaded. */
  duration: number;
  /** Runs on a throwaway database of this PostgreSQL server instead of SQLite. */
  postgresUrl: string | null;
  log?: (line: string) => void;
}

export interface TargetReport {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  detail: string;
}

const hundredths = (ms: number) => Math.round(ms * 100) / 100;

/**
 * 200 connections (by default) on the job search, a server-rendered job page and message sending
 * (autocannon), and as many event streams held open while the enterprise sends a probe message
 * every 100 ms, one target after another, against the built server (flavour D) on a database of
 * its own. A target's errors
 * are failed connections, timeouts, non-2xx answers, and streams refused or dropped.
 */
export async function runLoad(options: LoadOptions): Promise<TargetReport[]> {
  const { connections, duration } = options;
  const log = options.log ?? (() => {});
  const target = await startLoadTarget(40, options.postgresUrl);
  const base = target.node.url;
  const reports: TargetReport[] = [];
  const record = (report: TargetReport) => {
    reports.push(report);
    log(
      `${report.label.padEnd(14)} ${report.perSecond} req/s, p50 ${report.p50} ms, p99 ${report.p99} ms, ` +
        `${report.requests} requests, ${report.errors} errors${report.detail ? ` (${report.detail})` : ''}`,
    );
  };

  const hammer = async (label: string, options: Partial<autocannon.Options>) => {
    const result = await autocannon({ url: base, connections, duration, timeout: 30, ...options });
    record({
      label,
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      detail: `${result.errors} failed, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    });
  };

  const streamTarget = async () => {
    const streams = await openStreams(base, target.cookies, connections);
    const until = Date.now() + duration * 1000;
    let sent = 0;
    for (let i = 0; Date.now() < until; i++) {
      if ((await target.probe(i)) === 201) sent++;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1000));
    await streams.close();
    const delivery = streams.deliveryMs;
    record({
      label: 'event streams',
      requests: streams.opened,
      perSecond: Math.round(delivery.length / duration),
      p50: hundredths(percentile(delivery, 50)),
      p99: hundredths(percentile(delivery, 99)),
      errors: streams.errors + (connections - streams.opened),
      detail: `${streams.opened}/${connections} open (open p99 ${percentile(streams.openMs, 99).toFixed(0)} ms), ${sent} probe messages, ${delivery.length} deliveries timed`,
    });
  };

  try {
    const found = (await (
      await fetch(`${base}/public/api/v1/jobs/search?keyword=nurse`)
    ).json()) as { responsePayload: { jobs: { id: number }[] } };
    const jobId = found.responsePayload.jobs[0]?.id ?? target.fixtures.jobs[0];
    log(
      `${connections} connections a target, ${duration} s each, ${options.postgresUrl ? 'PostgreSQL' : 'SQLite'}`,
    );
    const runs = [
      () => hammer('job search', { url: `${base}/public/api/v1/jobs/search?keyword=nurse` }),
      () => hammer('job page', { url: `${base}/job/${jobId}` }),
      () =>
        hammer('message send', {
          method: 'POST',
          requests: target.fixtures.candidates.map((c) => ({
            method: 'POST' as const,
            path: `/enterprise/api/v1/candidates/${c.id}/messages`,
            headers: {
              authorization: `Bearer ${target.fixtures.apiKey}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ message: 'Can you start at seven tomorrow?' }),
          })),
        }),
      streamTarget,
    ];
    for (const run of runs) await run();
  } finally {
    await target.dispose();
  }
  return reports;
}
