import { type Artifacts, auditFlowArtifacts } from 'lighthouse';

/**
 * Total Blocking Time as an idle machine would measure it. Lighthouse's simulation takes each
 * task of the page's main thread at its wall-clock length, so on a busy machine a task the
 * browser was kept waiting for counts as long: the same page scores 0 ms and 300 ms minutes
 * apart. Here each task is shrunk to the CPU time its thread spent on it (what it costs the page
 * itself), and the same simulation runs again on the same recording.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Shrinks each task of the page's main thread, and the events inside it, to its CPU time. */
export function shrinkToCpuTime(events: TraceEvent[]): void {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return;
  const main = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let next = 0;
  for (const task of main) {
    if (task.name !== 'RunTask' || !task.dur || task.tdur === undefined) continue;
    const start = task.ts;
    const end = start + task.dur;
    const scale = Math.min(1, task.tdur / task.dur);
    while (next < main.length && (main[next] as TraceEvent).ts < start) next++;
    for (let i = next; i < main.length && (main[i] as TraceEvent).ts <= end; i++) {
      const event = main[i] as TraceEvent;
      if (event === task) continue;
      event.ts = start + (event.ts - start) * scale;
      if (event.dur) event.dur *= scale;
    }
    task.dur *= scale;
  }
}

/** The run's Total Blocking Time with every main-thread task at its CPU time, ms. */
export async function idleBlockingTime(artifacts: Artifacts): Promise<number> {
  const { settings: _settings, ...rest } = artifacts;
  const trace = structuredClone(artifacts.Trace);
  shrinkToCpuTime(trace.traceEvents as unknown as TraceEvent[]);
  const flow = await auditFlowArtifacts({
    name: 'idle',
    gatherSteps: [
      {
        artifacts: { ...rest, Trace: trace } as Artifacts,
        flags: { name: 'idle', logLevel: 'error', onlyAudits: ['total-blocking-time'] },
      },
    ],
  });
  return Math.round(flow.steps[0]?.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
}
