import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('GET /api/v1/candidates/', () => {
  it('answers 401 in the envelope to a visitor', async () => {
    const res = await t.app.request('/api/v1/candidates/');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      statusCode: 401,
      errorMessage: 'Please sign in to continue.',
    });
  });

  it('answers 401 for a forged session cookie', async () => {
    const res = await t.app.request('/api/v1/candidates/', {
      headers: { Cookie: '__Host-worklane_session=forged' },
    });
    expect(res.status).toBe(401);
  });

  it('gives each candidate their own record, whatever the query says', async () => {
    const ada = await t.signUpCandidate('Ada');
    const ben = await t.signUpCandidate('Ben');
    const res = await t.app.request(`/api/v1/candidates/?id=${ben.candidate.id}`, {
      headers: { Cookie: ada.cookie },
    });
    expect(res.status).toBe(200);
    const { responsePayload } = await res.json();
    expect(responsePayload).toMatchObject({
      id: ada.candidate.id,
      firstName: 'Ada',
      accessibility: 'N',
      bionicReadingConfiguration: '',
    });
    expect(responsePayload).not.toHaveProperty('password_hash');
    expect(JSON.stringify(responsePayload)).not.toMatch(/scrypt/);
  });
});
