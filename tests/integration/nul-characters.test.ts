import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { enterpriseSide } from '../support/pipeline.ts';

// The database is made and migrated before the test, within the hooks' longer time limit.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

it('refuses text holding a NUL character with 400 on every database', async () => {
  const { cookie } = await t.signUpCandidate('Nul');
  const headers = { cookie, 'x-requested-with': 'worklane', 'content-type': 'application/json' };
  const { keyA } = await enterpriseSide(t);
  const message = new FormData();
  message.append(
    'messages',
    JSON.stringify({ message: 'hi\u0000', enterpriseId: 1, byEnterprise: false }),
  );
  const feedback = new FormData();
  feedback.append('request-body', JSON.stringify({ subject: 'a\u0000', text: 'b' }));
  const answers = await Promise.all([
    t.app.request('/api/v1/candidates/messages/general', {
      method: 'PUT',
      headers: { cookie, 'x-requested-with': 'worklane' },
      body: message,
    }),
    t.app.request('/enterprise/api/v1/candidates/1/messages', {
      method: 'POST',
      headers: { authorization: `Bearer ${keyA}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x\u0000y' }),
    }),
    t.app.request('/public/api/v1/feedback', {
      method: 'POST',
      headers: { 'x-requested-with': 'worklane' },
      body: feedback,
    }),
    t.app.request('/public/api/v1/skills?keyword=nu%00rse'),
    t.app.request('/public/api/v1/jobs/search?country=%00'),
    t.app.request('/api/v1/candidates/notification/device', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ deviceToken: 'abc\u0000' }),
    }),
  ]);
  for (const res of answers) {
    expect(res.status).toBe(400);
    expect((await res.json()).errorMessage).toMatch(/must not contain NUL characters/);
  }
});
