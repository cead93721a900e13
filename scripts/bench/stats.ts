/** Latency figures of one set of timed calls, in milliseconds. */
export interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], share: number) {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Runs each call in turn, after the first `warmUp` once untimed, and gives each one's duration in
 * milliseconds, in the items' order.
 */
export async function timedSamples<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  warmUp = 50,
): Promise<number[]> {
  for (const item of items.slice(0, warmUp)) await call(item);
  const samples: number[] = [];
  for (const item of items) {
    const start = performance.now();
    await call(item);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Runs each call in turn, after `warmUp` untimed calls, and summarises their durations. */
export async function timeEach<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  warmUp = 50,
): Promise<Latency> {
  const samples = await timedSamples(items, call, warmUp);
  samples.sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
