import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidateById, updateCandidate } from '../../server/db/repositories/candidates.ts';
import { insertEnterprise } from '../../server/db/repositories/enterprises.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app, '/api/v1/candidates/');

describe('the profile fields', () => {
  it('are saved and read back, and only the fields sent change', async () => {
    const { cookie } = await t.signUpCandidate('Fia');
    const res = await call(cookie, 'PUT', '', {
      profileTitle: 'Registered Nurse',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'GB',
      zipCode: 'LS1 4AP',
      employerName: 'Leeds General',
      jobTitle: 'Staff Nurse',
      overallYearsOfExperience: 6,
      workedFrom: '2020-01-06',
      workedTill: null,
    });
    expect(res.status).toBe(200);
    expect(await payload(res)).toMatchObject({
      firstName: 'Fia',
      profileTitle: 'Registered Nurse',
      city: 'Leeds',
      overallYearsOfExperience: 6,
      workedFrom: '2020-01-06',
      workedTill: null,
      profileCompleted: false,
      skillData: [],
      mediaFileSignedUrl: null,
      publicKey: null,
    });
    await call(cookie, 'PUT', '', { jobTitle: 'Ward Sister' });
    expect(await payload(await call(cookie, 'GET', ''))).toMatchObject({
      jobTitle: 'Ward Sister',
      city: 'Leeds',
      employerName: 'Leeds General',
    });
  });

  it('keep both edits when two tabs change different fields from the same starting point', async () => {
    const { cookie } = await t.signUpCandidate('Tab');
    const before = await payload(await call(cookie, 'GET', ''));
    expect(before.city).toBeNull();
    await Promise.all([
      call(cookie, 'PUT', '', { city: 'Bristol' }),
      call(cookie, 'PUT', '', { profileTitle: 'Carer' }),
      call(cookie, 'PUT', '', { profileVisibility: { education: true } }),
      call(cookie, 'PUT', '', { profileVisibility: { skills: false } }),
    ]);
    const after = await payload(await call(cookie, 'GET', ''));
    expect(after).toMatchObject({ city: 'Bristol', profileTitle: 'Carer' });
    expect(after.profileVisibility).toMatchObject({ education: true, skills: false });
  });

  it('show the default public sections and all notification e-mails until changed', async () => {
    const { cookie } = await t.signUpCandidate('Def');
    const me = await payload(await call(cookie, 'GET', ''));
    expect(me.profileVisibility).toEqual({
      profileTitle: true,
      skills: true,
      workHistory: true,
      location: true,
      education: false,
      videoPitch: false,
      resume: false,
    });
    expect(Object.values(me.notificationPreferences)).toEqual([true, true, true, true, true]);
    const changed = await payload(
      await call(cookie, 'PUT', '', { notificationPreferences: { jobAlerts: false } }),
    );
    expect(changed.notificationPreferences).toMatchObject({ jobAlerts: false, messages: true });
  });

  it('mark the profile completed once the wizard is finished', async () => {
    const { cookie } = await t.signUpCandidate('Wiz');
    const done = await payload(await call(cookie, 'PUT', '', { profileCompleted: true }));
    expect(done.profileCompleted).toBe(true);
  });

  it('refuse bad values with 400 and the field that is wrong', async () => {
    const { cookie } = await t.signUpCandidate('Bad');
    const cases: [unknown, RegExp][] = [
      [{ firstName: '' }, /^firstName: Enter your first name\.$/],
      [{ overallYearsOfExperience: -1 }, /^overallYearsOfExperience: /],
      [{ overallYearsOfExperience: 'six' }, /^overallYearsOfExperience: /],
      [{ workedFrom: '2024-05-01', workedTill: '2023-01-01' }, /^workedTill: The end date/],
      [{ workedFrom: '01/05/2024' }, /^workedFrom: Use a date/],
      [{ profileTitle: 'x'.repeat(121) }, /^profileTitle: Use at most 120 characters\.$/],
      [{ accessibility: 'maybe' }, /^accessibility: /],
      [{ bionicReadingConfiguration: '{"fixation":9}' }, /reading settings are not valid/],
      [{ neuroClassification: 'XX' }, /^neuroClassification: /],
      [{ profileCompleted: false }, /^profileCompleted: /],
      [{ origin: 'X' }, /^origin: /],
    ];
    for (const [body, message] of cases) {
      const res = await call(cookie, 'PUT', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await res.json();
      expect(error.statusCode).toBe(400);
      expect(error.errorMessage).toMatch(message);
    }
    const raw = await t.app.request('/api/v1/candidates/', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'worklane' },
      body: '{not json',
    });
    expect(raw.status).toBe(400);
    const form = await t.app.request('/api/v1/candidates/', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'text/plain', 'x-requested-with': 'worklane' },
      body: 'city=Leeds',
    });
    expect(form.status).toBe(415);
  });

  it("answer 404 when the body names another candidate's id", async () => {
    const ana = await t.signUpCandidate('Ana');
    const bo = await t.signUpCandidate('Bo');
    const res = await call(ana.cookie, 'PUT', '', { id: bo.candidate.id, city: 'Hull' });
    expect(res.status).toBe(404);
    expect((await payload(await call(bo.cookie, 'GET', ''))).city).toBeNull();
    const own = await call(ana.cookie, 'PUT', '', { id: ana.candidate.id, city: 'Hull' });
    expect((await payload(own)).city).toBe('Hull');
  });

  it('ignore an origin and a source enterprise sent by the candidate, which only sign-in decides', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Ori');
    await updateCandidate(t.db, candidate.id, { origin: 'P', source_enterprise_id: null });
    const enterprise = await insertEnterprise(t.db, {
      key: 'harbour',
      establishment_name: 'Harbour Care',
      sector: 'healthcare',
      created_at: new Date().toISOString(),
    });
    const res = await call(cookie, 'PUT', '', {
      id: candidate.id,
      origin: 'R',
      sourceEnterpriseId: enterprise.id,
      city: 'Hull',
    });
    expect(res.status).toBe(200);
    expect(await payload(res)).toMatchObject({
      origin: 'P',
      sourceEnterpriseId: null,
      city: 'Hull',
    });
    const again = await call(cookie, 'PUT', '', { sourceEnterpriseId: 999999 });
    expect(again.status).toBe(200);
    const row = await findCandidateById(t.db, candidate.id);
    expect(row).toMatchObject({ origin: 'P', source_enterprise_id: null, city: 'Hull' });
  });

  it('save the neuro classification and the reading settings', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Neo');
    const bionic = JSON.stringify({
      fixation: 3,
      fontSize: 18,
      color: '#6941C6',
      bionicSelect: 'underline',
    });
    const saved = await payload(
      await call(cookie, 'PUT', '', {
        id: candidate.id,
        neuroClassification: 'ND',
        origin: 'P',
        accessibility: 'Y',
        bionicReadingConfiguration: bionic,
      }),
    );
    expect(saved).toMatchObject({ neuroClassification: 'ND', accessibility: 'Y' });
    expect(await payload(await call(cookie, 'GET', 'accessibility'))).toEqual({
      accessibility: 'Y',
      bionicReadingConfiguration: bionic,
    });
    await call(cookie, 'PUT', '', { bionicReadingConfiguration: '' });
    expect(
      (await payload(await call(cookie, 'GET', 'accessibility'))).bionicReadingConfiguration,
    ).toBe('');
  });

  it('are only for a signed-in candidate', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['GET', 'accessibility'],
    ] as const) {
      const res = await call(null, method, path, method === 'PUT' ? { city: 'X' } : undefined);
      expect(res.status).toBe(401);
    }
  });
});
