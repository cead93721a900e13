import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { insertSavedSearch } from '../../server/db/repositories/saved-searches.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { runAlerts } from '../../server/services/alerts/run.ts';
import { jobInputSchema, publishJobs, toJobRow } from '../../server/services/enterprise/jobs.ts';
import { createLiveHub, type LiveEvent } from '../../server/services/live/hub.ts';
import type { MailMessage } from '../../server/services/mail/mailer.ts';
import { createNotifier } from '../../server/services/notify/dispatcher.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import { createSharedDb, type SharedDb } from '../support/shared-db.ts';

let shared: SharedDb;
let nodes: Db[];
beforeAll(async () => {
  shared = await createSharedDb();
  nodes = [shared.open(), shared.open()];
  await seedDemoData(nodes[0] as Db, { jobs: 20 });
});
afterAll(() => shared.destroy());

async function candidate(db: Db, name: string) {
  const now = new Date().toISOString();
  return insertCandidate(db, {
    email: `${name.toLowerCase()}@example.test`,
    first_name: name,
    last_name: 'Tester',
    created_at: now,
    updated_at: now,
  });
}

describe('background work on two nodes sharing one database', () => {
  it('delivers each notification outbox row and its e-mail once, though both dispatchers run at once', async () => {
    const [a, b] = nodes as [Db, Db];
    const ada = await candidate(a, 'Ada');
    // The demo data may hold undelivered rows of its own; they are delivered once too.
    const before = await a
      .selectFrom('notification_outbox')
      .select('id')
      .where('delivered_at', 'is', null)
      .execute();
    const base = Date.now();
    const rows = Array.from({ length: 450 }, (_, i) => ({
      candidate_id: ada.id,
      enterprise_id: null,
      kind: 'message:new',
      text: `Note ${i}`,
      call_to_action_url: null,
      created_at: new Date(base + i).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 150)
      await a
        .insertInto('notification_outbox')
        .values(rows.slice(i, i + 150))
        .execute();

    const pushed: LiveEvent[][] = [[], []];
    const sent: MailMessage[] = [];
    const notifiers = [a, b].map((db, i) => {
      const live = createLiveHub();
      live.subscribe(ada.id, (event) => {
        if (event.type === 'notification') pushed[i]?.push(event);
      });
      return createNotifier({ db, live, mailer: { send: async (m) => void sent.push(m) } });
    });
    const counts = await Promise.all(
      notifiers.flatMap((n) => [n.dispatch(), n.dispatch(), n.dispatch()]),
    );
    await Promise.all(notifiers.map((n) => n.close()));

    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(450 + before.length);
    const made = await a
      .selectFrom('notifications')
      .select(['outbox_id'])
      .where('candidate_id', '=', ada.id)
      .execute();
    expect(made).toHaveLength(450);
    expect(new Set(made.map((m) => m.outbox_id)).size).toBe(450);
    const pending = await b
      .selectFrom('notification_outbox')
      .select('id')
      .where('delivered_at', 'is', null)
      .execute();
    expect(pending).toEqual([]);
    // Each row was pushed by the one node that claimed it.
    expect((pushed[0]?.length ?? 0) + (pushed[1]?.length ?? 0)).toBe(450);
    // And e-mailed by the one node that took its e-mail.
    const toAda = sent.filter((m) => m.to === ada.email);
    expect(toAda).toHaveLength(450);
    expect(new Set(toAda.map((m) => m.messageId)).size).toBe(450);
  });

  it('e-mails each saved search once when both nodes run the job alerts at once', async () => {
    const [a, b] = nodes as [Db, Db];
    const past = new Date(Date.now() - 60_000).toISOString();
    const people = await Promise.all(['Bea', 'Cy', 'Di'].map((n) => candidate(a, n)));
    for (const person of people)
      await insertSavedSearch(
        a,
        {
          candidate_id: person.id,
          criteria: JSON.stringify({ keyword: 'lighthouse keeper' }),
          label: '“lighthouse keeper”',
          alerts: 1,
          last_alerted_at: past,
          created_at: past,
        },
        10,
      );
    const enterprise = await a.selectFrom('enterprises').select('id').executeTakeFirstOrThrow();
    const input = jobInputSchema.parse({
      title: 'Lighthouse Keeper',
      description: 'Keeps the light burning through the night, described in enough words.',
      city: 'Boston',
      state: 'Massachusetts',
      country: 'United States',
      countryCode: 'US',
      workMode: 'O',
      employmentType: 'FT',
      experienceLevel: 'AT',
      skills: [],
    });
    expect((await publishJobs(a, [toJobRow(enterprise.id, input)])).ok).toBe(true);

    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };
    const runs = await Promise.all(
      [a, b, a, b].map((db) =>
        runAlerts({ db, jobs: createJobSearch(db), mailer, origin: 'https://w.example' }),
      ),
    );
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
    expect(sent.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
  });
});
