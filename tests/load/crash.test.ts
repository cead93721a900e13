import { describe, expect, it } from 'vitest';
import { runCrashDurability } from '../../scripts/crash/run.ts';
import { postgresOfEnv } from '../../scripts/load/app.ts';

const postgresUrl = postgresOfEnv() ?? undefined;

describe(`a server killed under load (${postgresUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('keeps every answered message and application exactly once, and retries change nothing', async () => {
    const reports = await runCrashDurability({ iterations: 3, requests: 1000, postgresUrl });
    expect(reports).toHaveLength(3);
    for (const report of reports) {
      expect(report.crashed).toEqual(
        postgresUrl ? ['app', expect.stringMatching(/^PostgreSQL /)] : ['app'],
      );
      expect(report.integrity).toMatch(/^ok/);
      expect(report.problems).toEqual([]);
    }
    // The kill lands mid-load: some requests went unanswered and were retried after the restart.
    expect(reports.some((r) => r.retried > 0)).toBe(true);
    // Every round's enterprise messages were e-mailed, also those whose node was killed first.
    expect(reports[0]?.mails).toBeGreaterThan(0);
    for (let i = 1; i < reports.length; i++)
      expect(reports[i]?.mails).toBeGreaterThan(reports[i - 1]?.mails ?? 0);
  });
});
