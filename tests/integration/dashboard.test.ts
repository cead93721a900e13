import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { type EnterpriseSide, enterpriseTestApp } from '../support/pipeline.ts';

let t: TestApp;
let side: EnterpriseSide;
beforeAll(async () => {
  ({ t, side } = await enterpriseTestApp());
});
afterAll(() => t.destroy());

describe('the dashboard', () => {
  it("lists the candidate's own upcoming interviews, soonest first", async () => {
    const ana = await side.applicant('Ana', 'Ward Nurse');
    const other = await side.applicant('Ben', 'Night Nurse');
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    for (const [applicationId, hours] of [
      [ana.applicationId, 72],
      [other.applicationId, 24],
    ] as const) {
      const res = await side.call(side.keyA, 'POST', `/applications/${applicationId}/interviews`, {
        start: at(hours),
        end: at(hours + 1),
      });
      expect(res.status).toBe(201);
    }
    const res = await t.app.request('/api/v1/candidates/dashboard', {
      headers: { cookie: ana.cookie },
    });
    const { upcomingInterviews } = (await res.json()).responsePayload;
    expect(upcomingInterviews).toEqual([
      expect.objectContaining({ jobTitle: 'Ward Nurse', establishmentName: expect.any(String) }),
    ]);
  });
});
