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

const PASSPORT = {
  communication: { choices: ['written-first', 'notice-before-calls'], note: 'E-mail me first.' },
  interview: { choices: ['questions-in-advance', 'camera-off'], note: '' },
  environment: { choices: ['quiet-space'], note: 'Headphones help <b>a lot</b>.' },
  other: { note: 'I like a short agenda.' },
};

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('How I work best: the candidate passport', () => {
  it('starts empty, saves a draft and reads it back as text', async () => {
    const me = await t.signUpCandidate('Robin');
    const call = asCandidate(t, me.cookie);
    const empty = await payload(await call('GET', '/work-style'));
    expect(empty.updatedAt).toBeNull();
    expect(empty.workStyle.communication.choices).toEqual([]);
    const saved = await call('PUT', '/work-style', PASSPORT);
    expect(saved.status).toBe(200);
    const back = await payload(await call('GET', '/work-style'));
    expect(back.workStyle.environment.note).toBe('Headphones help <b>a lot</b>.');
    expect(back.workStyle.interview.choices).toEqual(['questions-in-advance', 'camera-off']);
    expect(back.updatedAt).toEqual(expect.any(String));
  });

  it('refuses over-long texts and unknown choices with a clear message', async () => {
    const me = await t.signUpCandidate('Long');
    const call = asCandidate(t, me.cookie);
    const long = await call('PUT', '/work-style', { other: { note: 'x'.repeat(1001) } });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      statusCode: 400,
      errorMessage:
        'other.note: Keep what you write under "Anything else" to 1000 characters or fewer.',
    });
    const odd = await call('PUT', '/work-style', { communication: { choices: ['diagnosis'] } });
    expect(odd.status).toBe(400);
    expect((await odd.json()).errorMessage).toMatch(/Choose from the options shown|Invalid/);
  });

  it('needs a signed-in candidate', async () => {
    const res = await t.app.request('/api/v1/candidates/work-style', {
      headers: { 'x-requested-with': 'worklane' },
    });
    expect(res.status).toBe(401);
  });
});

describe('sharing the passport with one enterprise', () => {
  it('is read by the enterprise only where shared for its application, and never after withdrawal', async () => {
    const ana = await side.applicant('Ana');
    const call = asCandidate(t, ana.cookie);
    const path = `/applications/${ana.applicationId}/work-style`;

    // Not filled in yet: nothing to share.
    const early = await call('PUT', `/work-style/shares/${ana.applicationId}`, {
      parts: ['communication'],
    });
    expect(early.status).toBe(409);
    await call('PUT', '/work-style', PASSPORT);

    // Not shared: 404.
    expect((await side.call(side.keyA, 'GET', path)).status).toBe(404);

    const shared = await call('PUT', `/work-style/shares/${ana.applicationId}`, {
      parts: ['interview', 'communication'],
    });
    expect(shared.status).toBe(200);
    expect(await payload(shared)).toEqual({
      applicationId: ana.applicationId,
      parts: ['communication', 'interview'],
    });

    // Shared: the owner of the job reads the chosen parts only.
    const read = await side.call(side.keyA, 'GET', path);
    expect(read.status).toBe(200);
    const body = await payload(read);
    expect(body.parts).toEqual(['communication', 'interview']);
    expect(body.sections.map((s: { heading: string }) => s.heading)).toEqual([
      'How I communicate',
      'How I interview best',
    ]);
    expect(body.sections[0].items).toContain('Written messages first (e-mail or chat)');
    expect(JSON.stringify(body)).not.toContain('Headphones');

    // Another enterprise never reads it, nor an unknown application.
    expect((await side.call(side.keyB, 'GET', path)).status).toBe(404);
    expect((await side.call(side.keyA, 'GET', '/applications/999999/work-style')).status).toBe(404);
    expect((await side.call(null, 'GET', path)).status).toBe(401);

    // The candidate sees the share, then withdraws: 404 at once.
    const shares = await payload(await call('GET', '/work-style/shares'));
    expect(shares).toEqual([
      expect.objectContaining({
        applicationId: ana.applicationId,
        parts: ['communication', 'interview'],
      }),
    ]);
    expect((await call('DELETE', `/work-style/shares/${ana.applicationId}`)).status).toBe(200);
    expect((await side.call(side.keyA, 'GET', path)).status).toBe(404);
    expect(await payload(await call('GET', '/work-style/shares'))).toEqual([]);
    expect((await call('DELETE', `/work-style/shares/${ana.applicationId}`)).status).toBe(200);
    expect((await call('DELETE', '/work-style/shares/999999')).status).toBe(404);
  });

  it("cannot share with another candidate's application", async () => {
    const ana = await side.applicant('Owner');
    const eve = await t.signUpCandidate('Eve');
    const call = asCandidate(t, eve.cookie);
    await call('PUT', '/work-style', PASSPORT);
    const res = await call('PUT', `/work-style/shares/${ana.applicationId}`, { parts: ['other'] });
    expect(res.status).toBe(404);
    expect(
      (await side.call(side.keyA, 'GET', `/applications/${ana.applicationId}/work-style`)).status,
    ).toBe(404);
  });

  it('keeps the passport out of search and the applicant list', async () => {
    const ana = await side.applicant('Quiet');
    const call = asCandidate(t, ana.cookie);
    await call('PUT', '/work-style', { other: { note: 'zebracrossingpassport' } });
    await call('PUT', `/work-style/shares/${ana.applicationId}`, { parts: ['other'] });
    const search = await t.app.request('/public/api/v1/jobs/search?keyword=zebracrossingpassport');
    expect((await payload(search)).total).toBe(0);
    const applicants = await side.call(side.keyA, 'GET', `/jobs/${ana.jobId}/applicants`);
    expect(JSON.stringify(await applicants.json())).not.toContain('zebracrossingpassport');
  });
});

describe('interview adjustments', () => {
  it('are asked by the candidate, read and answered by the enterprise, and the answer notifies', async () => {
    const ana = await side.applicant('Adjust');
    const call = asCandidate(t, ana.cookie);
    const invited = await side.call(
      side.keyA,
      'POST',
      `/applications/${ana.applicationId}/interviews`,
      {
        start: at(72),
        end: at(73),
      },
    );
    const { id } = await payload(invited);

    const empty = await call('POST', `/interviews/${id}/adjustments`, { choices: [], note: '' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errorMessage).toMatch(/Choose at least one adjustment/);

    const asked = await call('POST', `/interviews/${id}/adjustments`, {
      choices: ['extra-time', 'questions-in-advance'],
      note: 'A short break after 30 minutes.',
    });
    expect(asked.status).toBe(201);
    const request = await payload(asked);
    expect(request.items).toEqual(['Questions in advance', 'Extra time to answer']);

    // Another candidate or enterprise never sees it.
    const eve = await t.signUpCandidate('Nosy');
    expect((await asCandidate(t, eve.cookie)('GET', `/interviews/${id}/adjustments`)).status).toBe(
      405,
    );
    expect((await side.call(side.keyB, 'GET', `/interviews/${id}/adjustments`)).status).toBe(404);
    expect(
      (await side.call(side.keyB, 'PUT', `/adjustments/${request.id}/answer`, { answer: 'No' }))
        .status,
    ).toBe(404);

    const list = await payload(await side.call(side.keyA, 'GET', `/interviews/${id}/adjustments`));
    expect(list).toEqual([expect.objectContaining({ id: request.id, answer: null })]);
    const blank = await side.call(side.keyA, 'PUT', `/adjustments/${request.id}/answer`, {
      answer: ' ',
    });
    expect(blank.status).toBe(400);
    const answered = await side.call(side.keyA, 'PUT', `/adjustments/${request.id}/answer`, {
      answer: 'Yes: we will send the questions two days before.',
    });
    expect(answered.status).toBe(200);
    expect(
      (await side.call(side.keyA, 'PUT', `/adjustments/${request.id}/answer`, { answer: 'Again' }))
        .status,
    ).toBe(409);

    const mine = await payload(await call('GET', `/interviews/${id}/adjustments`));
    expect(mine[0].answer).toBe('Yes: we will send the questions two days before.');
    const outbox = await t.db
      .selectFrom('notification_outbox')
      .select(['kind', 'text'])
      .where('candidate_id', '=', ana.candidate.id)
      .where('kind', '=', 'interview:adjustments')
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.text).not.toContain('questions');
  });

  it('lets the enterprise read a passport shared for the application of its round', async () => {
    const ana = await side.applicant('Round');
    const call = asCandidate(t, ana.cookie);
    const { id } = await payload(
      await side.call(side.keyA, 'POST', `/applications/${ana.applicationId}/interviews`, {
        start: at(80),
        end: at(81),
      }),
    );
    expect((await side.call(side.keyA, 'GET', `/interviews/${id}/work-style`)).status).toBe(404);
    await call('PUT', '/work-style', PASSPORT);
    await call('PUT', `/work-style/shares/${ana.applicationId}`, { parts: ['interview'] });
    expect((await side.call(side.keyA, 'GET', `/interviews/${id}/work-style`)).status).toBe(200);
    expect((await side.call(side.keyB, 'GET', `/interviews/${id}/work-style`)).status).toBe(404);
    await call('DELETE', `/work-style/shares/${ana.applicationId}`);
    expect((await side.call(side.keyA, 'GET', `/interviews/${id}/work-style`)).status).toBe(404);
  });
});

describe('work-environment facts on jobs', () => {
  it('are set by the owner only, refuse unknown values and show on the job', async () => {
    const ana = await side.applicant('Facts');
    const facts = { noise: 'quiet', instructions: 'written', questionsInAdvance: 'yes' };
    expect((await side.call(side.keyB, 'PUT', `/jobs/${ana.jobId}/work-facts`, facts)).status).toBe(
      404,
    );
    const bad = await side.call(side.keyA, 'PUT', `/jobs/${ana.jobId}/work-facts`, {
      noise: 'silent',
    });
    expect(bad.status).toBe(400);
    const set = await side.call(side.keyA, 'PUT', `/jobs/${ana.jobId}/work-facts`, facts);
    expect(set.status).toBe(200);
    expect(
      await payload(await side.call(side.keyA, 'GET', `/jobs/${ana.jobId}/work-facts`)),
    ).toEqual(facts);
  });
});

describe('searching on work-environment facts', () => {
  it('finds only jobs that state the fact, by filter or by words', async () => {
    const quiet = await side.applicant('Searcher', 'Archive Technician');
    await side.call(side.keyA, 'PUT', `/jobs/${quiet.jobId}/work-facts`, {
      noise: 'quiet',
      hours: 'flexible',
    });
    const loud = await side.applicant('Searcher', 'Archive Technician');
    await side.call(side.keyA, 'PUT', `/jobs/${loud.jobId}/work-facts`, { noise: 'busy' });
    const ids = async (query: string) =>
      (await payload(await t.app.request(`/public/api/v1/jobs/search?${query}`))).jobs.map(
        (j: { id: number }) => j.id,
      );
    const filtered = await ids('keyword=archive%20technician&workFacts=quiet');
    expect(filtered).toContain(quiet.jobId);
    expect(filtered).not.toContain(loud.jobId);
    // Typed wishes find what the same filters find; when few jobs meet them, they give way first,
    // so the same role without them follows before kindred roles that have them.
    const typed = await ids('keyword=quiet%20archive%20technician%20flexible%20hours');
    const chosen = await ids('keyword=archive%20technician&workFacts=quiet,flexible-hours');
    expect(typed[0]).toBe(quiet.jobId);
    expect(typed.filter((id: number) => id !== loud.jobId)).toEqual(chosen);
    const card = (await payload(await t.app.request(`/public/api/v1/jobs/${quiet.jobId}`))) as {
      workFacts?: unknown;
    };
    expect(card.workFacts).toEqual({ noise: 'quiet', hours: 'flexible' });
  });
});

describe('saved searches with work-environment filters', () => {
  it('keep the filters, name them in the label, and refuse unknown ones', async () => {
    const me = await t.signUpCandidate('Saver');
    const call = asCandidate(t, me.cookie);
    const saved = await call('POST', '/saved-searches', {
      criteria: { keyword: 'clerk', workFacts: ['mentor', 'quiet'] },
    });
    expect(saved.status).toBe(201);
    const body = await payload(saved);
    expect(body.criteria.workFacts).toEqual(['quiet', 'mentor']);
    expect(body.label).toContain('Quiet workplace, Named contact or mentor');
    const odd = await call('POST', '/saved-searches', {
      criteria: { keyword: 'clerk', workFacts: ['silent'] },
    });
    expect(odd.status).toBe(400);
  });
});
