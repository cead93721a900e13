import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAUNCH_REVEAL_MS, revealAfter } from '../../src/lib/launch-reveal.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the launch page reveal', () => {
  it('4.7/9: reveals the further component 1200 ms after the page starts, not before', async () => {
    expect(LAUNCH_REVEAL_MS).toBe(1200);
    const shown: string[][] = [];
    const done = revealAfter(Promise.resolve(['Ward Nurse']), (items) => shown.push(items));
    await vi.advanceTimersByTimeAsync(LAUNCH_REVEAL_MS - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(shown).toEqual([['Ward Nurse']]);
  });

  it('4.7: waits for what loads slower than the timer, and shows nothing when it fails or is empty', async () => {
    let arrive: (items: string[]) => void = () => {};
    const shown: string[][] = [];
    const late = revealAfter(new Promise<string[]>((done) => (arrive = done)), (items) =>
      shown.push(items),
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(shown).toEqual([]);
    arrive(['Carer']);
    await expect(late).resolves.toBe(true);
    expect(shown).toEqual([['Carer']]);

    const failed = revealAfter(Promise.reject(new Error('offline')), () => shown.push(['x']));
    const empty = revealAfter(Promise.resolve([]), () => shown.push(['y']));
    await vi.advanceTimersByTimeAsync(LAUNCH_REVEAL_MS);
    await expect(failed).resolves.toBe(false);
    await expect(empty).resolves.toBe(false);
    expect(shown).toHaveLength(1);
  });
});
