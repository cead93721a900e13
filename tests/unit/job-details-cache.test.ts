import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../server/services/events.ts';
import { cachedJobDetails } from '../../server/services/job-details-cache.ts';
import type { JobDetail, JobsPort } from '../../src/shared/dto/job.ts';

/** A catalogue whose jobs are titled by how many times each was read. */
function countingCatalogue(open: Set<number>) {
  const reads = new Map<number, number>();
  const port: JobsPort = {
    search: async () => {
      throw new Error('not used');
    },
    async find(id) {
      const count = (reads.get(id) ?? 0) + 1;
      reads.set(id, count);
      if (!open.has(id)) return null;
      return { id, jobTitle: `read ${count}`, skills: [{ name: 'SQL' }] } as unknown as JobDetail;
    },
  };
  return { port, reads };
}

describe('the job details cache', () => {
  it('reads an open job once, until the job changes', async () => {
    const events = createEventBus();
    const { port, reads } = countingCatalogue(new Set([1, 2]));
    const jobs = cachedJobDetails(port, { events });
    expect((await jobs.find(1))?.jobTitle).toBe('read 1');
    expect((await jobs.find(1))?.jobTitle).toBe('read 1');
    expect((await jobs.find(2))?.jobTitle).toBe('read 1');
    await events.emit('jobChanged', { jobId: 1 });
    expect((await jobs.find(1))?.jobTitle).toBe('read 2');
    expect((await jobs.find(2))?.jobTitle).toBe('read 1');
    expect(reads.get(1)).toBe(2);
  });

  it('does not keep a job that was not found, nor one read while a job changed', async () => {
    const events = createEventBus();
    const open = new Set<number>();
    const { port } = countingCatalogue(open);
    const jobs = cachedJobDetails(port, { events });
    expect(await jobs.find(3)).toBeNull();
    open.add(3);
    expect((await jobs.find(3))?.jobTitle).toBe('read 2');
    await events.emit('jobChanged', { jobId: 3 });
    const during = jobs.find(3);
    await events.emit('jobChanged', { jobId: 9 });
    expect((await during)?.jobTitle).toBe('read 3');
    expect((await jobs.find(3))?.jobTitle).toBe('read 4');
  });

  it('hands out jobs that cannot be changed, as every page shares them', async () => {
    const events = createEventBus();
    const jobs = cachedJobDetails(countingCatalogue(new Set([1])).port, { events });
    const job = (await jobs.find(1)) as JobDetail;
    expect(Object.isFrozen(job)).toBe(true);
    expect(Object.isFrozen(job.skills[0])).toBe(true);
  });

  it('drops a kept job after its time', async () => {
    const events = createEventBus();
    const jobs = cachedJobDetails(countingCatalogue(new Set([1])).port, { events, ttlMs: 20 });
    expect((await jobs.find(1))?.jobTitle).toBe('read 1');
    await new Promise((done) => setTimeout(done, 40));
    expect((await jobs.find(1))?.jobTitle).toBe('read 2');
  });
});
