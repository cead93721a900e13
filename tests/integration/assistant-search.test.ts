import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWorkFacts } from '../../server/services/work-style/facts.ts';
import type { JobSearchResult } from '../../src/shared/dto/job.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { seedAssistantJobs, visitorOf } from '../support/assistant-jobs.ts';
import { cards, chat, intentOf, links, options, said } from '../support/chat.ts';
import { firstEnterprise, publishJob } from '../support/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedAssistantJobs(t);
});
afterAll(() => t.destroy());

const visitor = visitorOf(() => t, 'search');

/** The first ids of the job list the link opens, as the page's search returns them. */
async function firstIdsOf(path: string) {
  const query = path.split('?')[1] ?? '';
  const res = await t.app.request(`/public/api/v1/jobs/search?${query}`);
  const { responsePayload } = (await res.json()) as { responsePayload: JobSearchResult };
  return responsePayload.jobs.map((j) => j.id);
}

describe('job requests in any words', () => {
  it('finds a title outside its lists near a city, with cards and View All Jobs from one search', async () => {
    const reply = await visitor()('any zookeeper work near Denver?');
    expect(intentOf(reply)).toBe('jobs.find');
    const found = cards(reply);
    expect(found).toHaveLength(4);
    for (const card of found) expect(card).toMatchObject({ jobTitle: 'Zookeeper', city: 'Denver' });
    const all = links(reply)['View All Jobs'] ?? '';
    expect(all).toMatch(/^\/job-list\?keyword=zookeeper/);
    expect((await firstIdsOf(all)).slice(0, 4)).toEqual(found.map((c) => c.id));
  });

  it('keeps the subject: an accountant in Chicago gets accountants, not the baristas there', async () => {
    const found = cards(await visitor()('an accountant in Chicago'));
    expect(found.map((c) => c.jobTitle)).toEqual(['Accountant', 'Accountant']);
  });

  it('keeps a workplace need, and says when only the value next to it is met', async () => {
    const { id } = await firstEnterprise(t);
    const kiln = { title: 'Kiln Operator', description: 'Fire pottery in the studio kilns.' };
    const some = await publishJob(t, id, kiln);
    const loud = await publishJob(t, id, kiln);
    await setWorkFacts(t.db, id, some, { noise: 'moderate' });
    await setWorkFacts(t.db, id, loud, { noise: 'busy' });
    const reply = await visitor()('quiet kiln operator jobs');
    expect(said(reply)).toMatch(/kiln operator jobs \(quiet workplace\)/);
    expect(said(reply)).toMatch(
      /No job matched "quiet workplace", so the nearest come first: some noise\./,
    );
    expect(
      cards(reply)
        .map((c) => c.id)
        .slice(0, 2),
    ).toEqual([some, loud]);
    // A need asked for after the search narrows it the same way.
    const ask = visitor();
    await ask('kiln operator jobs');
    expect(said(await ask('only quiet ones'))).toMatch(/kiln operator jobs \(quiet workplace\)/);
    // The link opens the same search, the need read from its words.
    expect(links(reply)['View All Jobs']).toMatch(/keyword=quiet(\+|%20)workplace/);
  });

  it('searches for a workplace need whose words name a page of the site', async () => {
    const { id } = await firstEnterprise(t);
    const kiln = { title: 'Glaze Technician', description: 'Mix glazes for the pottery studio.' };
    const onboarded = await publishJob(t, id, kiln);
    await setWorkFacts(t.db, id, onboarded, {
      onboarding: 'structured',
      questionsInAdvance: 'yes',
    });
    // Before, these went to the Interviews page and the Onboarded tab of My Jobs.
    for (const ask of [
      'glaze technician jobs with interview questions in advance',
      'glaze technician with structured onboarding',
    ]) {
      const reply = await visitor()(ask);
      expect(intentOf(reply)).toBe('jobs.find');
      expect(cards(reply)[0]?.id).toBe(onboarded);
    }
    // A question about the candidate's own interview is not a search.
    expect(intentOf(await visitor()('tips for a phone interview'))).not.toBe('jobs.find');
  });

  it('goes without a word beside the role, not the role, when only the role is found elsewhere', async () => {
    // Chicago has baristas who make coffee and no cashier: not baristas without 'cashier', but
    // the cashier in Austin without 'coffee'.
    const reply = await visitor()('cashier coffee jobs in Chicago');
    expect(cards(reply)[0]).toMatchObject({ jobTitle: 'Cashier', city: 'Austin' });
    expect(said(reply)).toMatch(
      /^I couldn't find cashier coffee jobs in Chicago, IL, so here are those everywhere: .* without "coffee"\./,
    );
  });

  it('searches by workplace needs alone, and says the jobs by them', async () => {
    const { id } = await firstEnterprise(t);
    const mentored = await publishJob(t, id, {
      title: 'Mould Maker',
      description: 'Make plaster moulds for the pottery studio.',
      city: 'Chicago',
      state: 'Illinois',
    });
    await setWorkFacts(t.db, id, mentored, { mentor: 'named' });
    // Before, a need with nothing else was no search: 'What kind of work are you looking for…?'
    const anywhere = await visitor()('jobs with a mentor');
    expect(said(anywhere)).toMatch(/^I found (one job|\d+ jobs) \(named contact or mentor\)\./);
    expect(cards(anywhere).map((c) => c.id)).toContain(mentored);
    const placed = await visitor()('a job with a mentor in Chicago');
    expect(said(placed)).toMatch(/^I found one job in Chicago, IL \(named contact or mentor\)\./);
    expect(cards(placed)[0]?.id).toBe(mentored);
  });

  it("reads '… tech' as a technician: pharmacy tech, with a pay floor too", async () => {
    const { id } = await firstEnterprise(t);
    await publishJob(t, id, {
      title: 'Pharmacy Technician',
      description: 'Fill prescriptions and keep the pharmacy stocked.',
    });
    for (const ask of ['pharmacy tech', 'pharmacy tech over 50k']) {
      const reply = await visitor()(ask);
      expect(intentOf(reply)).toBe('jobs.find');
    }
    expect(cards(await visitor()('pharmacy tech'))[0]?.jobTitle).toBe('Pharmacy Technician');
  });

  it('reads a state: truck-driving jobs in Texas', async () => {
    const reply = await visitor()('truck-driving jobs in Texas');
    expect(cards(reply).map((c) => `${c.jobTitle}, ${c.state}`)).toEqual(['Truck Driver, Texas']);
  });
});

describe('follow-ups of the last search', () => {
  it('narrows to remote ones, moves to another city, shows more, pays more and starts over', async () => {
    const ask = visitor();
    const first = cards(await ask('zookeeper jobs in Denver'));
    const remote = await ask('only remote ones');
    expect(cards(remote).map((c) => c.jobType[1])).toEqual(['Remote', 'Remote']);
    expect(said(remote)).toMatch(/remote zookeeper jobs in Denver/);

    await ask('start over');
    const all = await ask('zookeeper jobs in Denver');
    const more = await ask('show more');
    const shownIds = [...cards(all), ...cards(more)].map((c) => c.id);
    expect(new Set(shownIds).size).toBe(7);
    expect(cards(all).map((c) => c.id)).toEqual(first.map((c) => c.id));

    const paid = await ask('higher pay');
    expect(said(paid)).toMatch(/\$\d+\+ an hour/);
    expect(cards(paid).length).toBeGreaterThan(0);
    expect(cards(paid).length).toBeLessThan(7);

    const austin = await ask('what about Austin?');
    expect(said(austin)).toMatch(/Austin/);

    await ask('start over');
    const fresh = await ask('only remote ones');
    expect(said(fresh)).not.toMatch(/zookeeper/i);
  });

  it('keeps a pay floor asked in pounds in pounds, and counts only the jobs paying it', async () => {
    const ask = visitor();
    // £15 is about $19: the zookeepers paid $22, $26, $30 and $34 an hour; those paid less follow.
    const pounds = await ask('zookeeper jobs in Denver paying £15 an hour');
    expect(said(pounds)).toBe(
      'I found 4 jobs: zookeeper jobs paying £15+ an hour in Denver, CO. 3 similar jobs follow.',
    );
    const paid = await ask('higher pay');
    expect(said(paid)).toMatch(
      /^Looking for £18\+ an hour or more\. I found 3 jobs: .* 4 similar jobs follow\.$/,
    );
    const dollars = await visitor()('zookeeper jobs in Denver paying $15 an hour');
    expect(said(dollars)).toMatch(/^I found 5 jobs: .* 2 similar jobs follow\.$/);
    // A floor no job meets is named once, as what the jobs found go without.
    expect(said(await visitor()('zookeeper jobs in Denver paying $50 an hour'))).toBe(
      "I couldn't find zookeeper jobs paying $50+ an hour in Denver, CO, so here are zookeeper jobs in Denver, CO: I found 7 jobs.",
    );
  });

  it('goes without a work mode no job with the words has, rather than the words', async () => {
    // No barista works remotely: the baristas in the city come, not some other remote job.
    const reply = await visitor()('remote barista jobs in Chicago');
    expect(said(reply)).toBe(
      "I couldn't find remote barista jobs in Chicago, IL, so here are barista jobs in Chicago, IL: I found 3 jobs.",
    );
    expect(cards(reply).map((c) => `${c.jobTitle}, ${c.city}`)).toEqual(
      Array(3).fill('Barista, Chicago'),
    );
    // A seniority no accountant there has is named once, as what they are not.
    expect(said(await visitor()('senior accountant jobs in Chicago'))).toBe(
      "I couldn't find mid-senior level accountant jobs in Chicago, IL, so here are accountant jobs in Chicago, IL: I found 2 jobs.",
    );
  });

  it('counts apart the jobs elsewhere in the state that are what was asked and the similar ones', async () => {
    // No cashier in Houston: the one in Austin, then a related role in Texas.
    const reply = await visitor()('cashier jobs in Houston');
    expect(cards(reply).map((c) => `${c.jobTitle}, ${c.city}`)).toEqual([
      'Cashier, Austin',
      'Barista, El Paso',
    ]);
    expect(said(reply)).toBe(
      "I couldn't find cashier jobs in Houston, TX, so here are those elsewhere in Texas: I found one job. One similar job follows.",
    );
  });

  it('offers Show more only to a chat it can remember', async () => {
    const kept = await visitor()('zookeeper jobs in Denver');
    expect(options(kept)).toContain('Show more');
    // A chat id too short to be a session's keeps no conversation: nothing to show more of.
    const { body } = await chat(t, { user: 'abc51', ask: 'zookeeper jobs in Denver' });
    expect(cards(body)).toHaveLength(4);
    expect(options(body)).not.toContain('Show more');
    expect(Object.keys(links(body))).toContain('View All Jobs');
  });

  it("never builds on another visitor's or candidate's search", async () => {
    const alice = visitor();
    const bob = visitor();
    await alice('zookeeper jobs in Denver');
    expect(said(await bob('show more'))).toMatch(/no search to show more of/i);
    expect(said(await bob('only remote ones'))).not.toMatch(/zookeeper/i);

    const ann = await t.signUpCandidate('Ann');
    const ben = await t.signUpCandidate('Ben');
    await chat(
      t,
      { user: String(ann.candidate.id), ask: 'accountant jobs in Chicago' },
      ann.cookie,
    );
    const other = await chat(
      t,
      { user: String(ben.candidate.id), ask: 'what about Denver?' },
      ben.cookie,
    );
    expect(said(other.body)).not.toMatch(/accountant/i);
  });
});
