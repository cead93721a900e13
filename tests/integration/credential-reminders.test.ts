import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dueReminder,
  writeCredentialReminders,
} from '../../server/services/credentials/reminders.ts';
import { createSmtpMailer } from '../../server/services/mail/smtp.ts';
import { createNotifier } from '../../server/services/notify/dispatcher.ts';
import { isoToday } from '../../src/shared/credentials/status.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';
import { readable, smtpPeer } from '../support/smtp-peer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ flavour: 'H' });
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app);
const DAY = 86_400_000;
const START = new Date(Date.UTC(2031, 0, 10, 9, 0, 0));
const later = (days: number) => new Date(START.getTime() + days * DAY);
const on = (days: number) => isoToday(later(days));
const ORIGIN = 'https://worklane.example';

describe('credential expiry reminders', () => {
  it('are due 60, 30 and 7 days before and on the day, the nearest reached one only', () => {
    const today = '2031-01-10';
    expect(dueReminder('2031-03-12', today)).toBeNull();
    expect(dueReminder('2031-03-11', today)).toBe(60);
    expect(dueReminder('2031-01-30', today)).toBe(30);
    expect(dueReminder('2031-01-17', today)).toBe(7);
    expect(dueReminder('2031-01-12', today)).toBe(7);
    expect(dueReminder('2031-01-10', today)).toBe(0);
    expect(dueReminder('2031-01-09', today)).toBeNull();
  });

  it('notify and e-mail once per threshold as time moves on, after restarts too', async () => {
    const peer = await smtpPeer();
    const { candidate, cookie } = await t.signUpCandidate('Rhea');
    const quiet = await t.signUpCandidate('Quinn');
    await call(quiet.cookie, 'PUT', '', { notificationPreferences: { credentials: false } });
    const add = async (who: string, body: unknown) =>
      payload(await call(who, 'POST', '/credentials', body));
    const bls = await add(cookie, { type: 'BLS', expiresOn: on(61) });
    await add(cookie, { type: 'ACLS', expiresOn: on(5) });
    await add(cookie, { type: 'RN', state: 'TX', number: 'RN-9', expiresOn: on(400) });
    await add(quiet.cookie, { type: 'CPR', expiresOn: on(30) });

    /** One node's sweep on the given day, with a notifier of its own (as after a restart). */
    const sweep = async (day: number) => {
      const notifier = createNotifier({
        db: t.db,
        live: t.live,
        mailer: createSmtpMailer(peer.url),
        origin: ORIGIN,
      });
      const written = await writeCredentialReminders(t.db, later(day));
      await notifier.dispatch();
      await notifier.mailsSettled();
      await notifier.close();
      return written;
    };

    expect(await sweep(0)).toBe(2); // ACLS at 7 days, and Quinn's CPR at 30
    expect(await sweep(0)).toBe(0);
    expect(await sweep(0.5)).toBe(0);
    expect(await sweep(1)).toBe(1); // BLS at 60 days
    expect(await sweep(5)).toBe(1); // ACLS on the day
    expect(await sweep(6)).toBe(0); // ACLS has expired: nothing more
    expect(await sweep(31)).toBe(1); // BLS at 30 days
    expect(await sweep(40)).toBe(0);
    expect(await sweep(54)).toBe(1); // BLS at 7 days
    expect(await sweep(61)).toBe(1); // BLS on the day
    expect(await sweep(61)).toBe(0);

    const notes = await t.db
      .selectFrom('notifications')
      .select(['kind', 'value', 'call_to_action_url', 'candidate_id'])
      .where('candidate_id', 'in', [candidate.id, quiet.candidate.id])
      .orderBy('id')
      .execute();
    expect(notes.map((n) => [n.candidate_id === candidate.id ? 'Rhea' : 'Quinn', n.kind])).toEqual([
      ['Rhea', 'credential:expiry-7'],
      ['Quinn', 'credential:expiry-30'],
      ['Rhea', 'credential:expiry-60'],
      ['Rhea', 'credential:expiry-0'],
      ['Rhea', 'credential:expiry-30'],
      ['Rhea', 'credential:expiry-7'],
      ['Rhea', 'credential:expiry-0'],
    ]);
    expect(notes[2]?.value).toBe(
      `Your BLS expires in 60 days, on ${new Date(`${on(61)}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' })}. Renew it and upload the new document so jobs keep counting it.`,
    );
    expect(notes[2]?.call_to_action_url).toBe(`/candidate/credentials#credential-${bls.id}`);

    // Quinn turned these e-mails off: the notification came, the e-mail did not.
    expect(peer.received.map((m) => m.to)).toEqual(Array(6).fill([candidate.email]));
    const first = readable(peer.received[0]?.raw ?? '');
    expect(first).toMatch(/^Subject: A credential of yours is about to expire$/m);
    expect(first).toContain('Hi Rhea,');
    expect(first).toContain('Your ACLS expires in 5 days');
    expect(first).toContain(`${ORIGIN}/candidate/credentials#credential-`);
    await peer.close();
  });

  it('start again for a renewed credential', async () => {
    const { cookie } = await t.signUpCandidate('Ren');
    const bls = await payload(
      await call(cookie, 'POST', '/credentials', { type: 'BLS', expiresOn: on(3) }),
    );
    expect(await writeCredentialReminders(t.db, later(0))).toBe(1);
    await call(cookie, 'PUT', `/credentials/${bls.id}`, {
      type: 'BLS',
      expiresOn: on(50),
      version: bls.version,
    });
    expect(await writeCredentialReminders(t.db, later(0))).toBe(1);
    expect(await writeCredentialReminders(t.db, later(0))).toBe(0);
  });
});
