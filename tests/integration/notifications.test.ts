import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../server/services/live/hub.ts';
import { createNotifier } from '../../server/services/notify/dispatcher.ts';
import { startNotifyWorker } from '../../server/services/notify/worker.ts';
import type { TestApp } from '../support/app.ts';
import { asCandidate, type EnterpriseSide, enterpriseTestApp } from '../support/pipeline.ts';

let t: TestApp;
let side: EnterpriseSide;
beforeAll(async () => {
  ({ t, side } = await enterpriseTestApp());
});
afterAll(() => t.destroy());

const notificationsOf = (candidateId: number) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .orderBy('id')
    .execute();

/** Writes outbox rows the way an event does, without delivering them. */
async function writeOutbox(candidateId: number, count: number, kind = 'message:new') {
  const base = Date.now() - count * 1000;
  for (let i = 0; i < count; i++)
    await t.db
      .insertInto('notification_outbox')
      .values({
        candidate_id: candidateId,
        enterprise_id: null,
        kind,
        text: `Note ${i + 1}`,
        call_to_action_url: '/candidate/message-list',
        created_at: new Date(base + i * 1000).toISOString(),
      })
      .execute();
}

describe('delivering the notification outbox', () => {
  it('turns an enterprise move into one notification, pushed live with the unread count', async () => {
    const ola = await side.applicant('Ola');
    const events: LiveEvent[] = [];
    const stop = t.live.subscribe(ola.candidate.id, (event) => events.push(event));
    const moved = await side.call(side.keyA, 'PUT', `/applications/${ola.applicationId}/status`, {
      status: 'F',
    });
    expect(moved.status).toBe(200);
    stop();

    const [made, ...more] = await notificationsOf(ola.candidate.id);
    expect(more).toEqual([]);
    expect(made).toMatchObject({
      kind: 'pool:F',
      status: 'U',
      call_to_action_url: `/candidate/my-jobs?tab=F&jobId=${ola.jobId}`,
    });
    expect(events).toEqual([
      {
        type: 'notification',
        data: expect.objectContaining({
          id: made?.id,
          notificationValue: expect.stringMatching(/^You have an offer for Ward Nurse at /),
          notificationStatus: 'U',
        }),
      },
      { type: 'counts', data: { notifications: 1 } },
    ]);
    const outbox = await t.db
      .selectFrom('notification_outbox')
      .select('delivered_at')
      .where('candidate_id', '=', ola.candidate.id)
      .execute();
    expect(outbox.every((row) => row.delivered_at !== null)).toBe(true);
  });

  it('delivers each row exactly once, run twice, concurrently, or after a restart', async () => {
    const { candidate } = await t.signUpCandidate('Rae');
    await writeOutbox(candidate.id, 3);
    const pushed: LiveEvent[] = [];
    const stop = t.live.subscribe(candidate.id, (event) => pushed.push(event));
    // Two servers sweeping the same database at the same moment.
    const first = createNotifier({ db: t.db, live: t.live });
    const second = createNotifier({ db: t.db, live: t.live });
    const [a, b] = await Promise.all([first.dispatch(), second.dispatch()]);
    expect(a + b).toBeGreaterThanOrEqual(3);
    await first.dispatch();
    await first.close();
    await second.close();
    expect(await notificationsOf(candidate.id)).toHaveLength(3);
    expect(pushed.filter((event) => event.type === 'notification')).toHaveLength(3);

    // Rows written while no server ran are picked up at boot.
    await writeOutbox(candidate.id, 2);
    const rebooted = createNotifier({ db: t.db, live: t.live });
    const worker = startNotifyWorker({ db: t.db, notifier: rebooted, intervalMs: 60_000 });
    await expect.poll(async () => (await notificationsOf(candidate.id)).length).toBe(5);
    await worker.stop();
    stop();
    expect(pushed.filter((event) => event.type === 'notification')).toHaveLength(5);
  });
});

describe('the notifications API', () => {
  it('pages newest first, lists the unread, marks one and all read', async () => {
    const kim = await t.signUpCandidate('Kim');
    const other = await t.signUpCandidate('Lee');
    await writeOutbox(kim.candidate.id, 23);
    await writeOutbox(other.candidate.id, 1);
    await createNotifier({ db: t.db, live: t.live }).dispatch();
    const as = asCandidate(t, kim.cookie);

    const first = (await (await as('GET', '/notifications/C/0/10?enterpriseId=null')).json())
      .responsePayload;
    expect(first.unReadNotifications).toBe(23);
    expect(first.notificationsDtoList).toHaveLength(10);
    expect(first.notificationsDtoList[0]).toEqual({
      id: expect.any(Number),
      notificationValue: 'Note 23',
      notificationStatus: 'U',
      callToActionUrl: '/candidate/message-list',
      createdTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const last = (await (await as('GET', '/notifications/C/2/10')).json()).responsePayload;
    expect(
      last.notificationsDtoList.map((n: { notificationValue: string }) => n.notificationValue),
    ).toEqual(['Note 3', 'Note 2', 'Note 1']);

    const newest = first.notificationsDtoList[0].id;
    expect((await as('PUT', `/notifications/${newest}/R`)).status).toBe(200);
    const unread = (await (await as('GET', '/notifications/unread/C?enterpriseId=null')).json())
      .responsePayload;
    expect(unread.unReadNotifications).toBe(22);
    expect(unread.notificationsDtoList).toHaveLength(10);
    expect(unread.notificationsDtoList[0].notificationValue).toBe('Note 22');

    const [others] = await notificationsOf(other.candidate.id);
    const theirs = await as('PUT', `/notifications/${others?.id}/R`);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ statusCode: 404, errorMessage: expect.any(String) });
    expect((await as('GET', `/notifications/${others?.id}/target`)).status).toBe(404);
    expect((await notificationsOf(other.candidate.id))[0]?.status).toBe('U');

    const events: LiveEvent[] = [];
    const stop = t.live.subscribe(kim.candidate.id, (event) => events.push(event));
    expect((await as('PUT', '/notifications/C')).status).toBe(200);
    stop();
    expect(events).toEqual([{ type: 'counts', data: { notifications: 0 } }]);
    const after = (await (await as('GET', '/notifications/C/0/10')).json()).responsePayload;
    expect(after.unReadNotifications).toBe(0);
    expect((await notificationsOf(other.candidate.id))[0]?.status).toBe('U');
  });

  it('rejects bad paths and visitors with the error envelope', async () => {
    const { cookie } = await t.signUpCandidate('Max');
    const as = asCandidate(t, cookie);
    expect((await as('GET', '/notifications/C/-1/10')).status).toBe(400);
    expect((await as('GET', '/notifications/C/0/999')).status).toBe(400);
    expect((await as('PUT', '/notifications/abc/R')).status).toBe(400);
    expect((await as('PUT', '/notifications/99999999/R')).status).toBe(404);
    const visitor = await t.app.request('/api/v1/candidates/notifications/unread/C');
    expect(visitor.status).toBe(401);
  });
});
