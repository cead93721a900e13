import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/shared/envelope.ts';
import { createIdentityApp, type IdentityApp } from '../support/identity-app.ts';

let t: IdentityApp;
beforeAll(async () => {
  t = await createIdentityApp();
});
afterAll(() => t.destroy());

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** An 8 MB body made as it is read, counting how much of it the server asked for. */
function hugeBody(type: string) {
  const chunk = new TextEncoder().encode(
    (type.includes('json') ? ' ' : 'a').repeat(CHUNK - 1).padStart(CHUNK, 'x'),
  );
  let read = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= 8 * MB) return controller.close();
      read += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read: () => read };
}

async function send(path: string, method: string, type: string, headers: Record<string, string>) {
  const body = hugeBody(type);
  const res = await t.app.request(path, {
    method,
    body: body.stream,
    headers: { 'content-type': type, ...headers },
    duplex: 'half',
  } as RequestInit);
  return { res, read: body.read() };
}

describe('a body over the size limit', () => {
  it('is refused with 413 on the identity forms, unread past the limit, with a plain page', async () => {
    const { res, read } = await send(
      '/idp/interaction/some-uid/signin',
      'POST',
      'application/x-www-form-urlencoded',
      { origin: t.origin },
    );
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/too large/i);
    expect(read).toBeLessThan(2 * MB);
  });

  it('is refused with 413 and the error envelope on the assistant sign-in', async () => {
    const { res, read } = await send('/chatbot/api/v1/signin', 'PUT', 'application/json', {});
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ statusCode: 413, errorMessage: ERROR_MESSAGES.tooLarge });
    expect(read).toBeLessThan(2 * MB);
  });

  it('is refused with 413 on the no-script application form, unread past the limit', async () => {
    // Signed in and sent from the site, so today's handler goes on to read the form.
    const { cookie } = await t.signUpCandidate('Form');
    const { res, read } = await send(
      '/candidate/application/1',
      'POST',
      'application/x-www-form-urlencoded',
      { cookie, origin: t.origin, host: new URL(t.origin).host },
    );
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(read).toBeLessThan(2 * MB);
  });

  it('is refused from its declared length alone, before anything is read', async () => {
    for (const [path, method] of [
      ['/chatbot/api/v1/signin', 'PUT'],
      ['/idp/interaction/some-uid/signup', 'POST'],
    ] as const) {
      const { res, read } = await send(path, method, 'application/json', {
        'content-length': String(8 * MB),
      });
      expect(res.status, path).toBe(413);
      expect(read, path).toBeLessThanOrEqual(CHUNK);
    }
  });

  it('still lets a small form through to its handler', async () => {
    const res = await t.app.request('/chatbot/api/v1/signin', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody@example.test', password: 'Wrong-pass-1' }),
    });
    expect(res.status).toBe(401);
  });
});
