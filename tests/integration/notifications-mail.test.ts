import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../server/services/mail/smtp.ts';
import { createNotifier } from '../../server/services/notify/dispatcher.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { readable, smtpPeer } from '../support/smtp-peer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

async function outboxRow(candidateId: number, kind: string, text: string, url: string) {
  await t.db
    .insertInto('notification_outbox')
    .values({
      candidate_id: candidateId,
      enterprise_id: null,
      kind,
      text,
      call_to_action_url: url,
      created_at: new Date().toISOString(),
    })
    .execute();
}

const ORIGIN = 'https://worklane.example';

/** A notifier that e-mails through a fresh local SMTP peer. */
async function mailingNotifier() {
  const peer = await smtpPeer();
  const notifier = createNotifier({
    db: t.db,
    live: t.live,
    mailer: createSmtpMailer(peer.url),
    origin: ORIGIN,
  });
  return { peer, notifier };
}

describe('notification e-mails', () => {
  it('sends a personalised e-mail for each event the candidate wants', async () => {
    const { peer, notifier } = await mailingNotifier();
    const { candidate } = await t.signUpCandidate('Ada');
    await outboxRow(
      candidate.id,
      'pool:F',
      'You have an offer for Ward Nurse at Acme.',
      '/candidate/my-jobs?tab=F&jobId=7',
    );
    await notifier.dispatch();
    await notifier.mailsSettled();
    await notifier.close();
    await peer.close();

    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]?.to).toEqual([candidate.email]);
    const text = readable(peer.received[0]?.raw ?? '');
    expect(text).toMatch(/^Subject: An update on your application$/m);
    expect(text).toContain('Hi Ada,');
    expect(text).toContain('You have an offer for Ward Nurse at Acme.');
    expect(text).toContain(`${ORIGIN}/candidate/my-jobs?tab=F&jobId=7`);
    expect(text).toContain(`${ORIGIN}/candidate/settings`);
  });

  it("respects the candidate's e-mail preferences (a missing one means on)", async () => {
    const { peer, notifier } = await mailingNotifier();
    const { candidate } = await t.signUpCandidate('Bea');
    await t.db
      .updateTable('candidates')
      .set({ notification_preferences: JSON.stringify({ applications: false, messages: false }) })
      .where('id', '=', candidate.id)
      .execute();
    await outboxRow(
      candidate.id,
      'pool:S',
      'You have been shortlisted.',
      '/candidate/my-jobs?tab=S&jobId=1',
    );
    await outboxRow(
      candidate.id,
      'message:new',
      'Acme sent you a message.',
      '/candidate/message-list',
    );
    await outboxRow(
      candidate.id,
      'interview:invite',
      'You are invited to round 1.',
      '/candidate/interviewDetails/1/1/1',
    );
    await notifier.dispatch();
    await notifier.mailsSettled();
    await notifier.close();
    await peer.close();

    const notes = await t.db
      .selectFrom('notifications')
      .select('kind')
      .where('candidate_id', '=', candidate.id)
      .execute();
    expect(notes).toHaveLength(3);
    expect(peer.received).toHaveLength(1);
    const text = readable(peer.received[0]?.raw ?? '');
    expect(text).toMatch(/^Subject: An update on your interview$/m);
    expect(text).toContain('You are invited to round 1.');
  });

  it('retries a refused e-mail with backoff and never holds up the notification', async () => {
    const peer = await smtpPeer((attempt) => attempt < 3);
    const lines: string[] = [];
    const notifier = createNotifier({
      db: t.db,
      live: t.live,
      mailer: createSmtpMailer(peer.url, { retryDelays: [50, 100, 200] }),
      origin: ORIGIN,
      log: (line) => lines.push(line),
    });
    const { candidate } = await t.signUpCandidate('Cy');
    await outboxRow(
      candidate.id,
      'pool:O',
      'You are onboarded.',
      '/candidate/my-jobs?tab=O&jobId=2',
    );
    expect(await notifier.dispatch()).toBe(1);
    // Delivered before the mail server has accepted anything.
    expect(peer.received).toHaveLength(0);
    const [note] = await t.db
      .selectFrom('notifications')
      .select('status')
      .where('candidate_id', '=', candidate.id)
      .execute();
    expect(note?.status).toBe('U');
    await notifier.mailsSettled();
    expect(peer.attempts()).toBe(3);
    expect(peer.received).toHaveLength(1);
    expect(lines).toEqual([]);

    // A mail server that is gone only costs the e-mail, which is logged.
    await peer.close();
    await outboxRow(
      candidate.id,
      'pool:B',
      'You have been offboarded.',
      '/candidate/my-jobs?tab=B&jobId=2',
    );
    expect(await notifier.dispatch()).toBe(1);
    await notifier.mailsSettled();
    await notifier.close();
    expect(lines).toEqual([expect.stringMatching(/^E-mail for notification \d+ failed: /)]);
  });

  it('sends an e-mail left pending by a node that died, once, when its claim goes stale', async () => {
    const { candidate } = await t.signUpCandidate('Dee');
    await outboxRow(
      candidate.id,
      'message:new',
      'Acme sent you a message.',
      '/candidate/message-list',
    );
    // A node without a mail server delivers the notification and takes its e-mail, then dies.
    const dead = createNotifier({ db: t.db, live: t.live });
    await dead.dispatch();
    await dead.close();
    const claimed = await t.db
      .updateTable('notifications')
      .set({ mail_claimed_at: new Date().toISOString() })
      .where('candidate_id', '=', candidate.id)
      .returning(['id', 'mail_status'])
      .executeTakeFirstOrThrow();
    expect(claimed.mail_status).toBe('pending');

    const peer = await smtpPeer();
    const notifier = createNotifier({
      db: t.db,
      live: t.live,
      mailer: createSmtpMailer(peer.url),
      origin: ORIGIN,
      mailClaimMs: 300,
    });
    await notifier.dispatch();
    await notifier.mailsSettled();
    // The dead node's claim still holds.
    expect(peer.received).toHaveLength(0);
    await expect.poll(() => peer.received.length, { timeout: 5_000 }).toBe(1);
    await notifier.mailsSettled();
    await notifier.dispatch();
    await notifier.mailsSettled();
    await notifier.close();
    await peer.close();

    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]?.to).toEqual([candidate.email]);
    expect(peer.received[0]?.raw).toMatch(
      new RegExp(`^Message-ID: <notification-${claimed.id}@worklane\\.example>$`, 'mi'),
    );
    const settled = await t.db
      .selectFrom('notifications')
      .select('mail_status')
      .where('id', '=', claimed.id)
      .executeTakeFirstOrThrow();
    expect(settled.mail_status).toBe('sent');
  });
});
