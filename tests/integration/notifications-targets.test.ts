import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeUpcomingReminders } from '../../server/services/interviews/reminders.ts';
import { notificationTarget } from '../../server/services/notify/target.ts';
import type { TestApp } from '../support/app.ts';
import { asCandidate, type EnterpriseSide, enterpriseTestApp } from '../support/pipeline.ts';

let t: TestApp;
let side: EnterpriseSide;
beforeAll(async () => {
  ({ t, side } = await enterpriseTestApp());
});
afterAll(() => t.destroy());

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const EXPIRED = {
  statusCode: 410,
  errorMessage: "The notification you're trying to access has expired.",
  expired: true,
};

type Applicant = Awaited<ReturnType<typeof side.applicant>>;

/** The candidate's newest notification of `kind`. */
async function latest(who: Applicant, kind: string) {
  const row = await t.db
    .selectFrom('notifications')
    .selectAll()
    .where('candidate_id', '=', who.candidate.id)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row;
}

/** What tapping the newest notification of `kind` leads to: the url, or the expired envelope. */
async function tap(who: Applicant, kind: string) {
  const { id } = await latest(who, kind);
  const res = await asCandidate(t, who.cookie)('GET', `/notifications/${id}/target`);
  const body = await res.json();
  return res.status === 200 ? body.responsePayload.url : { status: res.status, ...body };
}

const move = (who: Applicant, status: string) =>
  side.call(side.keyA, 'PUT', `/applications/${who.applicationId}/status`, { status });
const enterprise = (method: string, path: string, body?: unknown) =>
  side.call(side.keyA, method, path, body);
const invite = async (who: Applicant, hours: number) =>
  (
    await (
      await enterprise('POST', `/applications/${who.applicationId}/interviews`, {
        start: at(hours),
        end: at(hours + 1),
        location: 'Head office, 1 Park Row, Leeds',
      })
    ).json()
  ).responsePayload.id as number;

describe('where a tapped notification leads (spec 4.1)', () => {
  it('offered: while the offer is open or accepted', async () => {
    const who = await side.applicant('Ola');
    await move(who, 'F');
    expect(await tap(who, 'pool:F')).toBe(`/candidate/my-jobs?tab=F&jobId=${who.jobId}`);
    await asCandidate(t, who.cookie)('PUT', `/pool/applications/${who.applicationId}/offer`, {
      decision: 'D',
    });
    expect(await tap(who, 'pool:F')).toEqual({ status: 410, ...EXPIRED });
  });

  it('shortlisted, onboarded and offboarded: while the application is still there', async () => {
    const who = await side.applicant('Sam');
    await move(who, 'S');
    expect(await tap(who, 'pool:S')).toBe(`/candidate/my-jobs?tab=S&jobId=${who.jobId}`);
    await move(who, 'O');
    expect(await tap(who, 'pool:S')).toMatchObject({ status: 410 });
    expect(await tap(who, 'pool:O')).toBe(`/candidate/my-jobs?tab=O&jobId=${who.jobId}`);
    await move(who, 'B');
    expect(await tap(who, 'pool:O')).toMatchObject({ status: 410 });
    expect(await tap(who, 'pool:B')).toBe(`/candidate/my-jobs?tab=B&jobId=${who.jobId}`);
    await move(who, 'S');
    expect(await tap(who, 'pool:B')).toMatchObject({ status: 410 });
  });

  it('applied: while the enterprise has not moved the application on', async () => {
    const who = await side.applicant('Ari');
    await t.db
      .insertInto('notification_outbox')
      .values({
        candidate_id: who.candidate.id,
        enterprise_id: null,
        kind: 'pool:R',
        text: 'Your application for Ward Nurse was received.',
        call_to_action_url: `/candidate/my-jobs?tab=A&jobId=${who.jobId}`,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.events.emit('outboxWritten');
    expect(await tap(who, 'pool:R')).toBe(`/candidate/my-jobs?tab=A&jobId=${who.jobId}`);
    await move(who, 'S');
    expect(await tap(who, 'pool:R')).toMatchObject({ status: 410 });
  });

  it('invite and rescheduled while pending; cancelled while cancelled', async () => {
    const who = await side.applicant('Ivy');
    const id = await invite(who, 48);
    const link = `/candidate/interviewDetails/${who.jobId}/${who.applicationId}/1`;
    expect(await tap(who, 'interview:invite')).toBe(link);
    await asCandidate(t, who.cookie)('PUT', `/interviews/${id}/respond`, { status: 'A' });
    expect(await tap(who, 'interview:invite')).toMatchObject({ status: 410 });

    await enterprise('PUT', `/interviews/${id}/schedule`, { start: at(50), end: at(51) });
    expect(await tap(who, 'interview:rescheduled')).toBe(link);
    await enterprise('PUT', `/interviews/${id}/cancel`);
    expect(await tap(who, 'interview:rescheduled')).toMatchObject({ status: 410 });
    expect(await tap(who, 'interview:cancelled')).toBe(link);
    await enterprise('PUT', `/interviews/${id}/schedule`, { start: at(52), end: at(53) });
    expect(await tap(who, 'interview:cancelled')).toMatchObject({ status: 410 });
  });

  it('upcoming: accepted, not completed and not yet over', async () => {
    const who = await side.applicant('Uma');
    const id = await invite(who, 5);
    await asCandidate(t, who.cookie)('PUT', `/interviews/${id}/respond`, { status: 'A' });
    expect(await writeUpcomingReminders(t.db)).toBe(1);
    expect(await writeUpcomingReminders(t.db)).toBe(0);
    await t.events.emit('outboxWritten');
    const link = `/candidate/interviewDetails/${who.jobId}/${who.applicationId}/1`;
    expect(await tap(who, 'interview:upcoming')).toBe(link);
    const note = await latest(who, 'interview:upcoming');
    expect(note.value).toMatch(/^Reminder: round 1 of your interview for Ward Nurse at .+ starts /);
    const later = new Date(Date.now() + 7 * HOUR);
    expect(await notificationTarget(t.db, note, later)).toEqual({ expired: true });
    await enterprise('PUT', `/interviews/${id}/complete`);
    expect(await tap(who, 'interview:upcoming')).toMatchObject({ status: 410 });
  });

  it('feedback: the scorecard until the panel is rated or the process is closed', async () => {
    const who = await side.applicant('Fin');
    const id = await invite(who, -3);
    await enterprise('PUT', `/interviews/${id}/complete`);
    const scorecard = `/candidate/interviewDetails/${who.jobId}/${who.applicationId}/1?scorecard=true`;
    expect(await tap(who, 'interview:feedback')).toBe(scorecard);
    await asCandidate(t, who.cookie)('PUT', `/interviews/${id}/rating`, {
      ratingOfPanelByCandidate: 5,
    });
    expect(await tap(who, 'interview:feedback')).toMatchObject({ status: 410 });

    const other = await side.applicant('Gil');
    const second = await invite(other, -3);
    await enterprise('PUT', `/interviews/${second}/complete`);
    expect(await tap(other, 'interview:feedback')).toMatch(/\?scorecard=true$/);
    await enterprise('PUT', `/applications/${other.applicationId}/interviews/close`, {
      closureStatus: 'R',
    });
    expect(await tap(other, 'interview:feedback')).toMatchObject({ status: 410 });
  });

  it('4.1: a message notification is valid only while its newest unread message is unread', async () => {
    const who = await side.applicant('Mo');
    const enterpriseId = (
      await t.db
        .selectFrom('jobs')
        .select('enterprise_id')
        .where('id', '=', who.jobId)
        .executeTakeFirstOrThrow()
    ).enterprise_id;
    const send = async (message: string) =>
      expect(
        (await enterprise('POST', `/candidates/${who.candidate.id}/messages`, { message })).status,
      ).toBe(201);
    const link = `/candidate/message-list?candidateId=${who.candidate.id}&enterpriseId=${enterpriseId}`;

    await send('Can you start on Monday?');
    await t.events.emit('outboxWritten');
    const first = await latest(who, 'message:new');
    expect(await tap(who, 'message:new')).toBe(link);

    // A newer message: the first notification no longer speaks of the conversation's last unread.
    await new Promise((done) => setTimeout(done, 5));
    await send('Please also bring your ID.');
    await t.events.emit('outboxWritten');
    expect(await latest(who, 'message:new')).not.toMatchObject({ id: first.id });
    const res = await asCandidate(t, who.cookie)('GET', `/notifications/${first.id}/target`);
    expect(res.status).toBe(410);
    expect(await tap(who, 'message:new')).toBe(link);

    // Reading the conversation leaves nothing unread: the notification has expired.
    const read = await asCandidate(t, who.cookie)('PUT', '/messages/read', {
      messageFrom: enterpriseId,
      messageTo: who.candidate.id,
      enterpriseId,
    });
    expect(read.status).toBe(200);
    expect(await tap(who, 'message:new')).toEqual({ status: 410, ...EXPIRED });
  });
});
