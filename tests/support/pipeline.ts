import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { createTestApp, type TestApp } from './app.ts';
import { candidateApi } from './candidate-api.ts';

/** A job enterprise A posts for its applicants. */
export const NURSE_JOB = {
  title: 'Ward Nurse',
  description: 'Care for patients on a busy medical ward, working with a supportive team.',
  city: 'Leeds',
  state: 'West Yorkshire',
  country: 'United Kingdom',
  countryCode: 'GB',
  workMode: 'O',
  employmentType: 'FL',
  experienceLevel: 'AT',
  payMin: 24,
  payMax: 31,
  payCurrency: 'GBP',
  payPeriod: 'HR',
  easyApply: true,
  skills: [{ id: 1001, minYears: 2, maxYears: 5 }],
};

/** The screening answers an applicant gives. */
export const APPLY_ANSWERS = {
  startDate: '2026-12-01',
  availability: 'Full Time',
  hoursPerDay: 8,
  days: ['Monday'],
};

/** A candidate's API call with the session cookie (and the security header on writes). */
export function asCandidate(t: TestApp, cookie: string) {
  const call = candidateApi(() => t.app);
  return (method: string, path: string, body?: unknown) => call(cookie, method, path, body);
}

/** Demo catalogue (`jobs` of them, 20 unless told) plus two enterprises with API keys, and a way to make applicants. */
export async function enterpriseSide(t: TestApp, options: { jobs?: number } = {}) {
  await seedDemoData(t.db, { jobs: options.jobs ?? 60 });
  const [a, b] = await t.db.selectFrom('enterprises').select('id').orderBy('id').limit(2).execute();
  const keyA = await createApiKey(t.db, a?.id ?? 0, 'test');
  const keyB = await createApiKey(t.db, b?.id ?? 0, 'test');

  /** An enterprise API call with the key (none when it is null). */
  const call = async (key: string | null, method: string, path: string, body?: unknown) =>
    t.app.request(`/enterprise/api/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A new candidate who applied to a new job of enterprise A. */
  async function applicant(firstName = 'Casey', title = NURSE_JOB.title) {
    const posted = await call(keyA, 'POST', '/jobs', { ...NURSE_JOB, title });
    const { id: jobId } = (await posted.json()).responsePayload as { id: number };
    const signedUp = await t.signUpCandidate(firstName);
    const applied = await asCandidate(t, signedUp.cookie)(
      'POST',
      `/jobs/${jobId}/apply`,
      APPLY_ANSWERS,
    );
    const { applicationId } = (await applied.json()).responsePayload as { applicationId: number };
    return { ...signedUp, jobId, applicationId };
  }

  return { keyA, keyB, call, applicant };
}

export type EnterpriseSide = Awaited<ReturnType<typeof enterpriseSide>>;

/** A fresh app on its own database with the enterprise side set up; the caller destroys it. */
export async function enterpriseTestApp(options: { jobs?: number } = {}) {
  const t = await createTestApp();
  return { t, side: await enterpriseSide(t, options) };
}
