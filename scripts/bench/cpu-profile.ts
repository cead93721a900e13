import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  where: string;
  share: number;
}

/** Where a function lives, short: a package name, or a path inside the repository. */
function placeOf(url: string, line: number) {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (pkg) return `${pkg[1]}/${pkg[2]?.split('/').pop()}:${line + 1}`;
  const local = /\/(server|src|dist|scripts)\/(.*)$/.exec(url);
  if (local) return `${local[1]}/${local[2]}:${line + 1}`;
  return `${url.replace(/^node:/, '')}:${line + 1}`;
}

/**
 * The functions of a V8 CPU profile (node --cpu-prof) that took the most time themselves, over
 * the samples taken within `window` (microseconds of the monotonic clock, as
 * `process.hrtime.bigint() / 1000n` gives in any process of the machine).
 */
export function topSelfTime(
  file: string,
  window: [number, number] = [0, Number.POSITIVE_INFINITY],
  count = 15,
): SelfTime[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, { name: string; where: string; time: number }>();
  let all = 0;
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    const node = byId.get(id);
    const time = profile.timeDeltas[i] ?? 0;
    at += time;
    if (at < window[0] || at > window[1]) continue;
    if (!node || node.callFrame.functionName === '(idle)') continue;
    all += time;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = placeOf(url, lineNumber);
    const key = `${functionName}@${where}`;
    const entry = totals.get(key) ?? { name: functionName || '(anonymous)', where, time: 0 };
    entry.time += time;
    totals.set(key, entry);
  }
  return [...totals.values()]
    .sort((a, b) => b.time - a.time)
    .slice(0, count)
    .map(({ name, where, time }) => ({ name, where, share: time / all }));
}
