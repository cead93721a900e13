import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { payload } from '../support/candidate-api.ts';
import { asCandidate, type EnterpriseSide, enterpriseTestApp } from '../support/pipeline.ts';

let t: TestApp;
let side: EnterpriseSide;
beforeAll(async () => {
  ({ t, side } = await enterpriseTestApp());
});
afterAll(() => t.destroy());

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

async function invite(applicationId: number, hoursFromNow = 72, key = side.keyA) {
  return side.call(key, 'POST', `/applications/${applicationId}/interviews`, {
    start: at(hoursFromNow),
    end: at(hoursFromNow + 1),
    meetingLink: 'https://meet.example/abc',
  });
}

describe('interviews on the enterprise API', () => {
  it("schedules, reschedules, cancels and completes only its own applicants' rounds", async () => {
    const ana = await side.applicant('Ana');
    expect((await invite(ana.applicationId, 72, side.keyB)).status).toBe(404);
    const created = await invite(ana.applicationId);
    expect(created.status).toBe(201);
    const { id, round } = await payload(created);
    expect(round).toBe(1);
    expect((await payload(await invite(ana.applicationId, 96))).round).toBe(2);

    const other = side.keyB;
    const body = { start: at(10), end: at(11) };
    expect((await side.call(other, 'PUT', `/interviews/${id}/schedule`, body)).status).toBe(404);
    expect((await side.call(other, 'PUT', `/interviews/${id}/cancel`)).status).toBe(404);
    expect((await side.call(other, 'PUT', `/interviews/${id}/complete`)).status).toBe(404);
    await expect(
      (await side.call(other, 'GET', `/applications/${ana.applicationId}/interviews`)).json(),
    ).resolves.toMatchObject({ responsePayload: [] });
    expect(
      (
        await side.call(other, 'PUT', `/applications/${ana.applicationId}/interviews/close`, {
          closureStatus: 'S',
        })
      ).status,
    ).toBe(404);

    expect((await side.call(side.keyA, 'PUT', `/interviews/${id}/schedule`, body)).status).toBe(
      200,
    );
    expect((await side.call(side.keyA, 'PUT', `/interviews/${id}/cancel`)).status).toBe(200);
    const kinds = await t.db
      .selectFrom('notifications')
      .select('kind')
      .where('candidate_id', '=', ana.candidate.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual([
      'interview:invite',
      'interview:invite',
      'interview:rescheduled',
      'interview:cancelled',
    ]);
  });

  it('rejects bad schedules with the error envelope', async () => {
    const bo = await side.applicant('Bo');
    const path = `/applications/${bo.applicationId}/interviews`;
    const backwards = await side.call(side.keyA, 'POST', path, { start: at(5), end: at(4) });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).errorMessage).toBe(
      'end: The interview must end after it starts.',
    );
    expect((await side.call(side.keyA, 'POST', path, { start: 'soon', end: at(4) })).status).toBe(
      400,
    );
    const res = await t.app.request(`/enterprise/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${side.keyA}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(415);
    await invite(bo.applicationId);
    const again = await side.call(side.keyA, 'POST', path, { start: at(5), end: at(6), round: 1 });
    expect(again.status).toBe(409);
  });
});

describe("the candidate's interviews", () => {
  it('lists them, answers an invitation once and keeps others out with 405', async () => {
    const cal = await side.applicant('Cal');
    const eve = await t.signUpCandidate('Eve');
    const { id } = await payload(await invite(cal.applicationId));
    const second = (await payload(await invite(cal.applicationId, 100))).id;
    const as = asCandidate(t, cal.cookie);
    const intruder = asCandidate(t, eve.cookie);

    const list = await payload(await as('GET', '/interviews'));
    expect(list).toHaveLength(2);
    const schedules = await payload(await as('GET', `/interviews/schedules/${cal.applicationId}`));
    expect(schedules).toEqual({
      interviewSchedulesDto: [
        expect.objectContaining({ id, round: 1, status: 'P', roundCompleted: 'N' }),
        expect.objectContaining({ id: second, round: 2, status: 'P' }),
      ],
      closureStatus: null,
    });
    expect(schedules.interviewSchedulesDto[0]).toMatchObject({
      scheduleId: cal.applicationId,
      jobId: cal.jobId,
      jobTitle: 'Ward Nurse',
      meetingLink: 'https://meet.example/abc',
      ratingOfPanelByCandidate: null,
    });

    for (const [method, path, body] of [
      ['GET', `/interviews/${id}`],
      ['GET', `/interviews/schedules/${cal.applicationId}`],
      ['GET', `/interviews/${id}/calendar.ics`],
      ['PUT', `/interviews/${id}/respond`, { status: 'A' }],
      ['PUT', `/interviews/${id}/rating`, { ratingOfPanelByCandidate: 5 }],
    ] as const) {
      const res = await intruder(method, path, body);
      expect(res.status, path).toBe(405);
      expect(await res.json()).toEqual({
        statusCode: 405,
        errorMessage: 'Interview Access denied.',
      });
    }
    expect((await intruder('GET', '/interviews/99999999')).status).toBe(405);
    expect(await payload(await intruder('GET', '/interviews'))).toEqual([]);

    const accepted = await as('PUT', `/interviews/${id}/respond`, { status: 'A' });
    expect(await payload(accepted)).toMatchObject({ id, status: 'A' });
    const twice = await as('PUT', `/interviews/${id}/respond`, { status: 'X' });
    expect(twice.status).toBe(409);
    expect((await twice.json()).errorMessage).toBe('This invitation can no longer be answered.');
    expect(
      await payload(await as('PUT', `/interviews/${second}/respond`, { status: 'X' })),
    ).toMatchObject({
      status: 'X',
    });
    expect((await as('PUT', `/interviews/${id}/respond`, { status: 'Q' })).status).toBe(400);
  });

  it('rates the panel once, only after a completed round', async () => {
    const dee = await side.applicant('Dee');
    const { id } = await payload(await invite(dee.applicationId, -2));
    const as = asCandidate(t, dee.cookie);
    await as('PUT', `/interviews/${id}/respond`, { status: 'A' });
    const early = await as('PUT', `/interviews/${id}/rating`, { ratingOfPanelByCandidate: 4 });
    expect(early.status).toBe(409);
    expect((await early.json()).errorMessage).toBe('This round cannot be rated.');

    expect((await side.call(side.keyA, 'PUT', `/interviews/${id}/complete`)).status).toBe(200);
    expect(
      (await as('PUT', `/interviews/${id}/rating`, { ratingOfPanelByCandidate: 6 })).status,
    ).toBe(400);
    const rated = await as('PUT', `/interviews/${id}/rating`, {
      ratingOfPanelByCandidate: 4,
      comment: 'Friendly and clear.',
    });
    expect(await payload(rated)).toMatchObject({
      ratingOfPanelByCandidate: 4,
      panelRatingComment: 'Friendly and clear.',
      roundCompleted: 'Y',
    });
    const again = await as('PUT', `/interviews/${id}/rating`, { ratingOfPanelByCandidate: 1 });
    expect(again.status).toBe(409);
    expect((await again.json()).errorMessage).toBe('You have already rated this panel.');

    await side.call(side.keyA, 'PUT', `/applications/${dee.applicationId}/interviews/close`, {
      closureStatus: 'S',
    });
    const closed = await payload(await as('GET', `/interviews/schedules/${dee.applicationId}`));
    expect(closed.closureStatus).toBe('S');
  });

  it('downloads a round as a valid iCalendar file', async () => {
    const fay = await side.applicant('Fay');
    const { id } = await payload(await invite(fay.applicationId, 30));
    const res = await asCandidate(t, fay.cookie)('GET', `/interviews/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="interview-${id}.ics"`,
    );
    const [event, ...rest] = events(await res.text());
    expect(rest).toEqual([]);
    expect(event?.summary).toMatch(/^Interview round 1: Ward Nurse at \S/);
    expect(event?.status).toBe('TENTATIVE');
    expect((event?.end?.getTime() ?? 0) - (event?.start.getTime() ?? 0)).toBe(HOUR);
    expect(Math.abs((event?.start.getTime() ?? 0) - (Date.now() + 30 * HOUR))).toBeLessThan(60_000);
    expect(event?.url).toMatchObject({
      val: `http://localhost/candidate/interviewDetails/${fay.jobId}/${fay.applicationId}/1`,
    });
  });

  it('serves a private feed of upcoming interviews; a new link turns the old one off', async () => {
    const gus = await side.applicant('Gus');
    await invite(gus.applicationId, 48);
    await invite(gus.applicationId, -48);
    const as = asCandidate(t, gus.cookie);
    expect(await payload(await as('GET', '/interviews/calendar-link'))).toEqual({ exists: false });
    const { url } = await payload(await as('POST', '/interviews/calendar-link'));
    expect(url).toMatch(/^http:\/\/localhost\/calendar\/[\w-]{32}\.ics$/);
    expect(await payload(await as('GET', '/interviews/calendar-link'))).toEqual({ exists: true });

    const feed = await t.app.request(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const upcoming = events(await feed.text());
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]?.start.getTime()).toBeGreaterThan(Date.now());

    const renewed = (await payload(await as('POST', '/interviews/calendar-link'))).url;
    expect(renewed).not.toBe(url);
    expect((await t.app.request(new URL(url).pathname)).status).toBe(404);
    expect((await t.app.request(new URL(renewed).pathname)).status).toBe(200);
    expect((await t.app.request('/calendar/not-a-token.ics')).status).toBe(400);
    expect(
      (await t.app.request('/api/v1/candidates/interviews/calendar-link', { method: 'POST' }))
        .status,
    ).toBe(401);
  });
});
