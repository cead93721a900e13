import { describe, expect, it } from 'vitest';
import { runLoad } from '../../scripts/load/run.ts';

/**
 * The same run as `npm run load`, shortened to 10 s a target so the whole CI stays under its time
 * budget; `npm run load` runs 60 s a target.
 */
const SECONDS = 10;

describe(`200 connections for ${SECONDS} s on each of search, a job page, message send and event streams`, () => {
  it('answers every request and keeps every event stream open', async () => {
    const reports = await runLoad({
      connections: 200,
      duration: SECONDS,
      postgresUrl: null,
      log: (line) => console.log(line),
    });
    expect(reports.map((r) => r.label)).toEqual([
      'job search',
      'job page',
      'message send',
      'event streams',
    ]);
    for (const report of reports) {
      expect(report.errors, `${report.label}: ${report.detail}`).toBe(0);
      expect(report.requests, report.label).toBeGreaterThan(0);
    }
    const streams = reports.find((r) => r.label === 'event streams');
    expect(streams?.requests).toBe(200);
    // Messages sent while the streams were open reached them.
    expect(streams?.perSecond).toBeGreaterThan(0);
  });
});
