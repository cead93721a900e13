import { describe, expect, it } from 'vitest';
import { createEventBus, scopedEventBus } from '../../server/services/events.ts';

describe('the event bus', () => {
  it('calls each listener until its disposer is called, once per subscription', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const listener = ({ jobId }: { jobId: number }) => void seen.push(`job ${jobId}`);
    const first = bus.on('jobChanged', listener);
    const second = bus.on('jobChanged', listener);
    await bus.emit('jobChanged', { jobId: 1 });
    first();
    first();
    await bus.emit('jobChanged', { jobId: 2 });
    second();
    await bus.emit('jobChanged', { jobId: 3 });
    expect(seen).toEqual(['job 1', 'job 1', 'job 2']);
    expect(bus.listenerCount()).toBe(0);
  });

  it('waits for listeners that return promises, and a failing one fails nobody', async () => {
    const bus = createEventBus();
    let delivered = false;
    bus.on('outboxWritten', async () => {
      await new Promise((r) => setTimeout(r, 10));
      delivered = true;
    });
    bus.on('outboxWritten', () => {
      throw new Error('mail server down');
    });
    await expect(bus.emit('outboxWritten')).resolves.toBeUndefined();
    expect(delivered).toBe(true);
  });

  it('keeps buses apart: nothing is shared between two', async () => {
    const [a, b] = [createEventBus(), createEventBus()];
    const seen: number[] = [];
    b.on('jobChanged', ({ jobId }) => void seen.push(jobId));
    await a.emit('jobChanged', { jobId: 7 });
    expect(seen).toEqual([]);
  });

  it('a scope disposes what was subscribed through it, and only that', async () => {
    const bus = createEventBus();
    const scope = scopedEventBus(bus);
    const seen: string[] = [];
    bus.on('jobChanged', () => void seen.push('outside'));
    scope.on('jobChanged', () => void seen.push('scoped'));
    const early = scope.on('outboxWritten', () => void seen.push('early'));
    early();
    expect(bus.listenerCount()).toBe(2);
    scope.dispose();
    await scope.emit('jobChanged', { jobId: 1 });
    expect(seen).toEqual(['outside']);
    expect(bus.listenerCount()).toBe(1);
  });
});
