import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPastReviews } from '../../server/services/reports/reviews.ts';
import type { TestApp } from '../support/app.ts';
import { payload } from '../support/candidate-api.ts';
import { asCandidate, type EnterpriseSide, enterpriseTestApp } from '../support/pipeline.ts';

let t: TestApp;
let side: EnterpriseSide;
beforeAll(async () => {
  ({ t, side } = await enterpriseTestApp());
});
afterAll(() => t.destroy());

const review = (key: string, candidateId: number, body: unknown) =>
  side.call(key, 'POST', `/candidates/${candidateId}/reviews`, body);
const publicReview = (id: number | string) =>
  t.app.request(`/public/api/v1/enterprises/candidate-review/${id}`);
/** Enterprise A, whose jobs the applicants apply to. */
const enterpriseOfJob = (jobId: number) =>
  t.db
    .selectFrom('jobs')
    .innerJoin('enterprises', 'enterprises.id', 'jobs.enterprise_id')
    .select(['enterprises.id', 'enterprises.establishment_name as name'])
    .where('jobs.id', '=', jobId)
    .executeTakeFirstOrThrow();

describe('enterprises reviewing candidates', () => {
  it('lets an enterprise rate its applicant and tells the candidate in the bell', async () => {
    const ana = await side.applicant('Ana');
    const created = await review(side.keyA, ana.candidate.id, {
      rating: 4,
      comment: '  Reliable and kind to patients.  ',
      applicationId: ana.applicationId,
    });
    expect(created.status).toBe(201);
    const body = await payload(created);
    expect(body).toMatchObject({
      candidateId: ana.candidate.id,
      applicationId: ana.applicationId,
      rating: 4,
      comment: 'Reliable and kind to patients.',
    });

    const { name } = await enterpriseOfJob(ana.jobId);
    const notes = await asCandidate(t, ana.cookie)('GET', '/notifications/C/0/10');
    const [note] = (await payload(notes)).notificationsDtoList;
    expect(note).toMatchObject({
      notificationValue: `${name} rated your work 4 out of 5.`,
      notificationStatus: 'U',
      callToActionUrl: '/candidate/analytics?keyword=my-average-rating',
    });

    const own = await side.call(side.keyA, 'GET', `/reviews/${body.id}`);
    expect(await payload(own)).toEqual(body);
  });

  it('never finds a candidate who did not apply to the enterprise, nor its reviews', async () => {
    const bo = await side.applicant('Bo');
    // Enterprise B has no application from Bo, not even by naming enterprise A's application.
    expect((await review(side.keyB, bo.candidate.id, { rating: 5 })).status).toBe(404);
    const named = await review(side.keyB, bo.candidate.id, {
      rating: 5,
      applicationId: bo.applicationId,
    });
    expect(named.status).toBe(404);
    expect((await named.json()).errorMessage).toBe('The requested resource was not found.');
    // Nor may A name an application of another candidate.
    const cy = await side.applicant('Cy');
    const foreign = await review(side.keyA, bo.candidate.id, {
      rating: 5,
      applicationId: cy.applicationId,
    });
    expect(foreign.status).toBe(404);
    expect((await review(side.keyA, 2 ** 31 - 1, { rating: 5 })).status).toBe(404);

    const mine = await payload(await review(side.keyA, bo.candidate.id, { rating: 2 }));
    expect((await side.call(side.keyB, 'GET', `/reviews/${mine.id}`)).status).toBe(404);
    const count = await t.db
      .selectFrom('candidate_reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('candidate_id', '=', bo.candidate.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('reviews an application once at most', async () => {
    const di = await side.applicant('Di');
    const first = { rating: 5, applicationId: di.applicationId };
    expect((await review(side.keyA, di.candidate.id, first)).status).toBe(201);
    const again = await review(side.keyA, di.candidate.id, { ...first, rating: 1 });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      statusCode: 409,
      errorMessage: 'This application has already been reviewed.',
    });
    // A later review of the work in general is still possible.
    expect((await review(side.keyA, di.candidate.id, { rating: 4 })).status).toBe(201);
    const outbox = await t.db
      .selectFrom('notification_outbox')
      .select('kind')
      .where('candidate_id', '=', di.candidate.id)
      .execute();
    expect(outbox.map((o) => o.kind)).toEqual(['review:new', 'review:new']);
  });

  it('answers bad reviews with the error envelope', async () => {
    const ed = await side.applicant('Ed');
    const path = `/enterprise/api/v1/candidates/${ed.candidate.id}/reviews`;
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 3, comment: 'x'.repeat(1001) },
      { rating: 3, applicationId: -1 },
    ]) {
      const res = await review(side.keyA, ed.candidate.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).statusCode).toBe(400);
    }
    const text = await t.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${side.keyA}`, 'content-type': 'text/plain' },
      body: 'rating=5',
    });
    expect(text.status).toBe(415);
    const broken = await t.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${side.keyA}`, 'content-type': 'application/json' },
      body: '{"rating":',
    });
    expect(broken.status).toBe(400);
    const anonymous = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(anonymous.status).toBe(401);
    expect(
      (await side.call(side.keyA, 'POST', '/candidates/abc/reviews', { rating: 5 })).status,
    ).toBe(400);
  });
});

describe('GET public enterprises/candidate-review/{id}', () => {
  it("shows one review's rating, comment, enterprise and date, without naming the candidate", async () => {
    const fay = await side.applicant('Fay');
    const given = await payload(
      await review(side.keyA, fay.candidate.id, { rating: 5, comment: 'Outstanding.' }),
    );
    const res = await publicReview(given.id);
    expect(res.status).toBe(200);
    expect(await payload(res)).toEqual({
      id: given.id,
      rating: 5,
      comment: 'Outstanding.',
      enterpriseName: (await enterpriseOfJob(fay.jobId)).name,
      date: given.createdAt,
    });
    expect(JSON.stringify(await payload(await publicReview(given.id)))).not.toContain('Fay');
  });

  it('answers 404 for an unknown review and 400 for an id that is not one', async () => {
    const unknown = await publicReview(2 ** 31 - 1);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      statusCode: 404,
      errorMessage: 'The requested resource was not found.',
    });
    expect((await publicReview('abc')).status).toBe(400);
    expect((await publicReview(0)).status).toBe(400);
  });
});

describe('reviews given before now', () => {
  it('are recorded at their own dates without notifying the candidate', async () => {
    const gus = await side.applicant('Gus');
    const enterprise = await enterpriseOfJob(gus.jobId);
    const imported = await importPastReviews(t.db, [
      {
        candidateId: gus.candidate.id,
        enterpriseId: enterprise.id,
        rating: 3,
        comment: 'Earlier work.',
        createdAt: '2026-01-10T09:00:00.000Z',
      },
      // Not an enterprise the candidate applied to: left out.
      {
        candidateId: gus.candidate.id,
        enterpriseId: enterprise.id + 1,
        rating: 1,
        comment: '',
        createdAt: '2026-01-11T09:00:00.000Z',
      },
    ]);
    expect(imported).toBe(1);
    const outbox = await t.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('candidate_id', '=', gus.candidate.id)
      .execute();
    expect(outbox).toEqual([]);
  });
});
