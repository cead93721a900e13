import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const post = (path: string, body: BodyInit, type = 'application/json') =>
  t.app.request(path, { method: 'POST', body, headers: { 'Content-Type': type } });

describe('the API envelope', () => {
  it('answers an unknown API path with 404 in the envelope', async () => {
    for (const path of ['/api/v1/nothing-here', '/public/api/v1/nothing', '/api/v2/candidates/']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        statusCode: 404,
        errorMessage: 'The requested resource was not found.',
      });
    }
  });

  it('answers malformed JSON with 400, never a 500', async () => {
    const res = await post('/public/consolelog', '[{"error": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      errorMessage: 'The request body is not valid JSON.',
    });
  });

  it('answers a body of the wrong shape with 400 naming the field', async () => {
    const res = await post('/public/consolelog', JSON.stringify([{ error: 42, timestamp: 'now' }]));
    expect(res.status).toBe(400);
    expect((await res.json()).errorMessage).toMatch(/^0\.error: /);
  });

  it('answers another media type with 415', async () => {
    const res = await post('/public/consolelog', 'error=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await res.json()).statusCode).toBe(415);
  });

  it("answers a body over the route's limit with 413", async () => {
    const entries = Array.from({ length: 20 }, () => ({ error: 'e'.repeat(4000), timestamp: 't' }));
    const res = await post('/public/consolelog', JSON.stringify(entries));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      statusCode: 413,
      errorMessage: 'The request body is too large.',
    });
  });

  it('accepts client render errors for the log', async () => {
    const res = await post(
      '/public/consolelog',
      JSON.stringify([
        { error: 'TypeError: x', errorInfo: 'at Foo', timestamp: new Date().toISOString() },
      ]),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ responsePayload: { received: 1 } });
  });

  it('puts the basic security headers on every answer', async () => {
    const res = await t.app.request('/public/api/v1/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await res.json()).toEqual({
      responsePayload: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'sqlite' },
    });
  });
});
