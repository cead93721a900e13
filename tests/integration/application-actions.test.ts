import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';
import { type EnterpriseSide, enterpriseTestApp } from '../support/pipeline.ts';

let t: TestApp;
let side: EnterpriseSide;
beforeAll(async () => {
  ({ t, side } = await enterpriseTestApp());
});
afterAll(() => t.destroy());

const enterprise = (method: string, path: string, body?: unknown) =>
  side.call(side.keyA, method, path, body);
const candidate = candidateApi(() => t.app);

const ANSWERS = {
  startDate: '2026-12-01',
  availability: 'Full Time',
  hoursPerDay: 8,
  days: ['Monday', 'Tuesday'],
};

async function postJob(extra: Record<string, unknown> = {}) {
  const res = await enterprise('POST', '/jobs', {
    title: 'Community Support Worker',
    description: 'Support people in their own homes across the city, with a friendly team.',
    city: 'Bristol',
    state: 'England',
    country: 'United Kingdom',
    countryCode: 'GB',
    workMode: 'O',
    employmentType: 'FL',
    experienceLevel: 'AT',
    ...extra,
  });
  expect(res.status).toBe(201);
  return (await res.json()).responsePayload.id as number;
}

async function applied(cookie: string, jobId: number, answers: Record<string, unknown> = ANSWERS) {
  const res = await candidate(cookie, 'POST', `/jobs/${jobId}/apply`, answers);
  expect(res.status).toBe(201);
  return (await res.json()).responsePayload.applicationId as number;
}

describe("the candidate's side of an application", () => {
  it('accepts an offer once; the timeline shows every step and another candidate gets 404', async () => {
    const jobId = await postJob();
    const { cookie } = await t.signUpCandidate('Noor');
    const other = await t.signUpCandidate('Theo');
    const id = await applied(cookie, jobId);

    expect(
      (await candidate(cookie, 'PUT', `/pool/applications/${id}/offer`, { decision: 'A' })).status,
    ).toBe(409);
    await enterprise('PUT', `/applications/${id}/status`, { status: 'S' });
    await enterprise('PUT', `/applications/${id}/status`, { status: 'F' });

    expect(
      (await candidate(other.cookie, 'PUT', `/pool/applications/${id}/offer`, { decision: 'A' }))
        .status,
    ).toBe(404);
    expect((await candidate(other.cookie, 'GET', `/pool/applications/${id}/timeline`)).status).toBe(
      404,
    );
    expect(
      (await candidate(cookie, 'PUT', `/pool/applications/${id}/offer`, { decision: 'maybe' }))
        .status,
    ).toBe(400);

    const accepted = await candidate(cookie, 'PUT', `/pool/applications/${id}/offer`, {
      decision: 'A',
    });
    expect(accepted.status).toBe(200);
    const again = await candidate(cookie, 'PUT', `/pool/applications/${id}/offer`, {
      decision: 'D',
    });
    expect(again.status).toBe(409);
    expect((await again.json()).errorMessage).toBe('This offer can no longer be answered.');

    const [entry] = await payload(await candidate(cookie, 'GET', `/pool/F?jobId=${jobId}`));
    expect(entry).toMatchObject({ enterpriseProcessStatus: 'F', candidateProcessStatus: 'A' });
    expect(entry.timeline.map((s: { status: string }) => s.status)).toEqual(['R', 'S', 'F', 'A']);
    const timeline = await payload(
      await candidate(cookie, 'GET', `/pool/applications/${id}/timeline`),
    );
    expect(timeline.map((s: { status: string }) => s.status)).toEqual(['R', 'S', 'F', 'A']);
  });

  it('withdraws while applied or shortlisted, not once an offer is made', async () => {
    const first = await postJob();
    const second = await postJob();
    const { cookie } = await t.signUpCandidate('Ravi');
    const other = await t.signUpCandidate('Ines');
    const a = await applied(cookie, first);
    const b = await applied(cookie, second);

    expect((await candidate(other.cookie, 'PUT', `/pool/applications/${a}/withdraw`)).status).toBe(
      404,
    );
    expect((await candidate(cookie, 'PUT', `/pool/applications/${a}/withdraw`)).status).toBe(200);
    const twice = await candidate(cookie, 'PUT', `/pool/applications/${a}/withdraw`);
    expect(twice.status).toBe(409);
    expect((await twice.json()).errorMessage).toBe('This application can no longer be withdrawn.');

    await enterprise('PUT', `/applications/${b}/status`, { status: 'F' });
    expect((await candidate(cookie, 'PUT', `/pool/applications/${b}/withdraw`)).status).toBe(409);

    const [entry] = await payload(await candidate(cookie, 'GET', `/pool/A?jobId=${first}`));
    expect(entry).toMatchObject({ candidateProcessStatus: 'W' });
    expect(entry.timeline.map((s: { status: string }) => s.status)).toEqual(['R', 'W']);
  });

  it('keeps a remark on a job the candidate applied to, only theirs', async () => {
    const jobId = await postJob();
    const { cookie } = await t.signUpCandidate('Mae');
    const other = await t.signUpCandidate('Kit');
    await applied(cookie, jobId);

    const remark = { jobId, ratingRemarksByCandidate: '  Friendly interview, clear pay.  ' };
    expect((await candidate(other.cookie, 'PUT', '/pool/candidate-remark', remark)).status).toBe(
      404,
    );
    expect((await candidate(cookie, 'PUT', '/pool/candidate-remark', remark)).status).toBe(200);
    const long = await candidate(cookie, 'PUT', '/pool/candidate-remark', {
      jobId,
      ratingRemarksByCandidate: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).errorMessage).toMatch(/Keep your remark under 1000 characters\./);

    const [entry] = await payload(await candidate(cookie, 'GET', `/pool/A?jobId=${jobId}`));
    expect(entry.candidateRemark).toBe('Friendly interview, clear pay.');
    const [applicant] = await payload(await enterprise('GET', `/jobs/${jobId}/applicants`));
    expect(applicant.candidate_remark).toBe('Friendly interview, clear pay.');
    expect(
      (await t.app.request('/api/v1/candidates/pool/candidate-remark', { method: 'PUT' })).status,
    ).toBe(401);
  });
});

describe("a job's own screening questions", () => {
  const QUESTIONS = [
    { label: 'Do you hold a full driving licence?', type: 'yes-no' },
    { label: 'Which shift suits you?', type: 'choice', options: ['Early', 'Late', 'Night'] },
    { label: 'Anything else we should know?', type: 'text', required: false },
  ];

  it('are asked after the default ones, checked, and reach the enterprise with their labels', async () => {
    const jobId = await postJob({ screeningQuestions: QUESTIONS });
    const questions = await t.db
      .selectFrom('job_screening_questions')
      .select(['id', 'label'])
      .where('job_id', '=', jobId)
      .orderBy('position')
      .execute();
    expect(questions.map((q) => q.label)).toEqual(QUESTIONS.map((q) => q.label));
    const [licence, shift] = questions.map((q) => `q${q.id}`);
    const { cookie } = await t.signUpCandidate('Bo');

    const missing = await candidate(cookie, 'POST', `/jobs/${jobId}/apply`, ANSWERS);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errorMessage).toBe(
      "Please answer 'Do you hold a full driving licence?'.",
    );
    const wrong = await candidate(cookie, 'POST', `/jobs/${jobId}/apply`, {
      ...ANSWERS,
      [licence as string]: 'Yes',
      [shift as string]: 'Midday',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errorMessage).toBe(
      "Choose one of the answers to 'Which shift suits you?'.",
    );

    await applied(cookie, jobId, {
      ...ANSWERS,
      [licence as string]: 'Yes',
      [shift as string]: 'Night',
    });
    const [applicant] = await payload(await enterprise('GET', `/jobs/${jobId}/applicants`));
    expect(JSON.parse(applicant.answers).questions).toEqual([
      expect.objectContaining({ label: 'Do you hold a full driving licence?', answer: 'Yes' }),
      expect.objectContaining({ label: 'Which shift suits you?', answer: 'Night' }),
    ]);
  });

  it('refuses a choice question without options', async () => {
    const res = await enterprise('POST', '/jobs', {
      title: 'Warehouse Operative',
      description: 'Pick and pack orders in a modern, well-organised warehouse team.',
      city: 'Leeds',
      state: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
      workMode: 'O',
      employmentType: 'FL',
      experienceLevel: 'AT',
      screeningQuestions: [{ label: 'Which shift?', type: 'choice', options: ['Early'] }],
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errorMessage).toMatch(/at least two options/);
  });
});
