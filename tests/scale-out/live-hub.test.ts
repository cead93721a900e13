import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CandidateChange,
  createEventBus,
  type JobChange,
} from '../../server/services/events.ts';
import type { LiveEvent } from '../../server/services/live/hub.ts';
import { createPgLiveHub, MAX_NOTIFY_BYTES } from '../../server/services/live/pg-hub.ts';
import { createSharedDb, type SharedDb } from '../support/shared-db.ts';

let shared: SharedDb;
let hubs: Awaited<ReturnType<typeof createPgLiveHub>>[];
const buses = [createEventBus(), createEventBus()];
beforeAll(async () => {
  shared = await createSharedDb();
  const url = shared.url ?? '';
  hubs = await Promise.all(
    buses.map((events) =>
      createPgLiveHub({ url, db: shared.open(), events, channel: 'live_test' }),
    ),
  );
});
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
  await shared.destroy();
});

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe('live events between nodes through PostgreSQL', () => {
  it('reach the other node in order, once each, and only the candidate they are for', async () => {
    const [a, b] = hubs as [(typeof hubs)[0], (typeof hubs)[0]];
    const onA: LiveEvent[] = [];
    const onB: LiveEvent[] = [];
    const other: LiveEvent[] = [];
    const stops = [
      a.subscribe(7, (e) => onA.push(e)),
      b.subscribe(7, (e) => onB.push(e)),
      b.subscribe(8, (e) => other.push(e)),
    ];
    for (let i = 0; i < 50; i++) a.publish(7, { type: 'counts', data: { notifications: i } });
    await until(() => onB.length >= 50);
    expect(onB.map((e) => (e.data as { notifications: number }).notifications)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
    expect(onA).toHaveLength(50);
    expect(other).toEqual([]);
    for (const stop of stops) stop();
  });

  it('carry an event larger than a notification allows by reference', async () => {
    const [a, b] = hubs as [(typeof hubs)[0], (typeof hubs)[0]];
    const received: LiveEvent[] = [];
    const stop = a.subscribe(9, (e) => received.push(e));
    const text = 'ü'.repeat(MAX_NOTIFY_BYTES);
    b.publish(9, { type: 'message', data: { text } });
    b.publish(9, { type: 'counts', data: { messages: 1 } });
    await until(() => received.length >= 2);
    expect(received).toEqual([
      { type: 'message', data: { text } },
      { type: 'counts', data: { messages: 1 } },
    ]);
    stop();
  });

  it("carry a job change to the other node's bus, once, and not back again", async () => {
    const onA: JobChange[] = [];
    const onB: JobChange[] = [];
    const stops = [
      buses[0]?.on('jobChanged', (change) => onA.push(change)),
      buses[1]?.on('jobChanged', (change) => onB.push(change)),
    ];
    await buses[0]?.emit('jobChanged', { jobId: 41 });
    await until(() => onB.length >= 1);
    // Time for an echo to come back, were one sent.
    await new Promise((r) => setTimeout(r, 300));
    expect(onB).toEqual([{ jobId: 41, remote: true }]);
    expect(onA).toEqual([{ jobId: 41 }]);
    for (const stop of stops) stop?.();
  });

  it("carry a change to candidates' pages to the other node's bus, once, and not back again", async () => {
    const onA: CandidateChange[] = [];
    const onB: CandidateChange[] = [];
    const stops = [
      buses[0]?.on('candidateChanged', (change) => onA.push(change)),
      buses[1]?.on('candidateChanged', (change) => onB.push(change)),
    ];
    await buses[0]?.emit('candidateChanged', { candidateId: 12 });
    await buses[0]?.emit('candidateChanged', { candidateId: null });
    await until(() => onB.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(onB).toEqual([
      { candidateId: 12, remote: true },
      { candidateId: null, remote: true },
    ]);
    expect(onA).toEqual([{ candidateId: 12 }, { candidateId: null }]);
    for (const stop of stops) stop?.();
  });

  it('let each node watch every event delivered on it, whichever node published it', async () => {
    const [a, b] = hubs as [(typeof hubs)[0], (typeof hubs)[0]];
    const seen: number[] = [];
    const stop = b.watch?.((candidateId) => seen.push(candidateId));
    a.publish(21, { type: 'counts', data: { messages: 1 } });
    await until(() => seen.length >= 1);
    expect(seen).toEqual([21]);
    stop?.();
  });
});
