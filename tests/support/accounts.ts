import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { enterpriseSide } from './pipeline.ts';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const pdf = readFileSync(new URL('../fixtures/files/resume.pdf', import.meta.url));

const JOB = {
  title: 'Night Porter',
  description: 'Keep the front desk running overnight for guests arriving late and leaving early.',
  city: 'York',
  state: 'North Yorkshire',
  country: 'United Kingdom',
  countryCode: 'GB',
  workMode: 'O',
  employmentType: 'FL',
  experienceLevel: 'AT',
  payMin: 12,
  payMax: 14,
  payCurrency: 'GBP',
  payPeriod: 'HR',
  easyApply: true,
  skills: [{ id: 1001, minYears: 0, maxYears: 5 }],
};

/** The ids one candidate and one enterprise own, made through the APIs they use. */
export interface Account {
  key: string;
  enterpriseId: number;
  cookie: string;
  candidateId: number;
  jobId: number;
  applicationId: number;
  interviewId: number;
  adjustmentId: number;
  reviewId: number;
  notificationId: number;
  resumeId: number;
  workHistoryId: number;
  showcaseId: number;
  educationId: number;
  documentId: number;
  skillId: number;
  savedSearchId: number;
  talentPoolId: number;
  credentialId: number;
}

async function json(res: Response | Promise<Response>, status = 0) {
  const r = await res;
  const text = await r.text();
  if (status) expect(r.status, text).toBe(status);
  return JSON.parse(text).responsePayload;
}

/**
 * Two accounts, each a candidate who applied to a job of their own enterprise and has every kind
 * of profile entry, an interview, a message thread, a review, a notification, a saved search, a shared How I work best and an
 * interview adjustment request.
 */
export async function twoAccounts(t: TestApp): Promise<[Account, Account]> {
  const side = await enterpriseSide(t);
  const enterprises = await t.db
    .selectFrom('enterprises')
    .select('id')
    .orderBy('id')
    .limit(2)
    .execute();
  const make = async (key: string, enterpriseId: number, name: string): Promise<Account> => {
    const { id: jobId } = await json(
      side.call(key, 'POST', '/jobs', { ...JOB, title: `${name}'s porter` }),
      201,
    );
    const { candidate, cookie } = await t.signUpCandidate(name);
    const candidateCall = (method: string, path: string, body?: unknown) =>
      t.app.request(`/api/v1${path}`, {
        method,
        headers: {
          cookie,
          'x-requested-with': 'worklane',
          ...(body instanceof FormData || body === undefined
            ? {}
            : { 'content-type': 'application/json' }),
        },
        body:
          body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
    const upload = (path: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
      return json(candidateCall('POST', path, form), 201);
    };
    const { applicationId } = await json(
      candidateCall('POST', `/candidates/jobs/${jobId}/apply`, {
        startDate: '2026-12-01',
        availability: 'Full Time',
        hoursPerDay: 8,
        days: ['Monday'],
      }),
      201,
    );
    const interview = await json(
      side.call(key, 'POST', `/applications/${applicationId}/interviews`, {
        start: at(72),
        end: at(73),
        meetingLink: 'https://meet.example/abc',
      }),
      201,
    );
    await json(
      candidateCall('PUT', '/candidates/work-style', { other: { note: 'Agendas help.' } }),
    );
    await json(
      candidateCall('PUT', `/candidates/work-style/shares/${applicationId}`, { parts: ['other'] }),
    );
    const adjustment = await json(
      candidateCall('POST', `/candidates/interviews/${interview.id}/adjustments`, {
        choices: ['break'],
      }),
      201,
    );
    await json(
      side.call(key, 'POST', `/candidates/${candidate.id}/messages`, { message: 'Hello' }),
      201,
    );
    const review = await json(
      side.call(key, 'POST', `/candidates/${candidate.id}/reviews`, { rating: 4, applicationId }),
      201,
    );
    const work = await json(
      candidateCall('PUT', '/candidates/work-history', {
        title: 'Porter',
        workedWith: 'Inn',
        workedFrom: '2022-01-01',
      }),
    );
    await upload('/upload-file', {
      category: 'SHOWCASE',
      workHistoryId: String(work.id),
      title: 'Log',
    });
    const education = await json(
      candidateCall('PUT', '/candidates/educations', { institution: 'College', degree: 'HND' }),
    );
    await upload('/upload-file', {
      category: 'EDUCATION',
      educationId: String(education.id),
      title: 'Cert',
    });
    await upload('/candidates/resume', { title: 'CV' });
    const credential = await json(
      candidateCall('POST', '/candidates/credentials', { type: 'BLS', expiresOn: '2099-01-01' }),
      201,
    );
    await upload(`/candidates/credentials/${credential.id}/document`, {});
    const saved = await json(
      candidateCall('POST', '/candidates/saved-searches', { criteria: { keyword: 'porter' } }),
      201,
    );
    const skillId = 1001 + enterprises.findIndex((e) => e.id === enterpriseId) + 1;
    await json(candidateCall('PUT', `/candidates/skills/${skillId}`, { yearsOfExperience: 2 }));
    const pool = await t.db
      .insertInto('talent_pools')
      .values({
        enterprise_id: enterpriseId,
        name: `${name}'s pool`,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const db = t.db;
    const resume = await db
      .selectFrom('resumes')
      .select('id')
      .where('candidate_id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    const showcase = await db
      .selectFrom('work_history_showcases')
      .select('id')
      .where('work_history_id', '=', work.id)
      .executeTakeFirstOrThrow();
    const document = await db
      .selectFrom('education_documents')
      .select('id')
      .where('education_id', '=', education.id)
      .executeTakeFirstOrThrow();
    const notification = await db
      .selectFrom('notifications')
      .select('id')
      .where('candidate_id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    return {
      key,
      enterpriseId,
      cookie,
      candidateId: candidate.id,
      jobId,
      applicationId,
      interviewId: interview.id,
      adjustmentId: adjustment.id,
      reviewId: review.id,
      notificationId: notification.id,
      resumeId: resume.id,
      workHistoryId: work.id,
      showcaseId: showcase.id,
      educationId: education.id,
      documentId: document.id,
      skillId,
      savedSearchId: saved.id,
      talentPoolId: pool.id,
      credentialId: credential.id,
    };
  };
  const [ea, eb] = enterprises;
  return [await make(side.keyA, ea?.id ?? 0, 'Ana'), await make(side.keyB, eb?.id ?? 0, 'Ben')];
}
