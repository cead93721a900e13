import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { SecurityHeadersVariables } from './middleware/security-headers.ts';

/**
 * Answers a request with bytes already made (a file of the build, a cached page) and headers
 * given as one object. On the Node server they are written straight onto its response, which
 * already carries the security headers (security-headers.ts); the page's policy is adjusted as
 * every page's is, and the request id is kept. Elsewhere (app.request in tests) it is an
 * ordinary response.
 */
export function sendBytes(
  c: Context,
  status: StatusCode,
  headers: Record<string, string>,
  body: Uint8Array | null,
): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || outgoing.headersSent)
    return body === null
      ? c.body(null, status, headers)
      : c.body(body as Uint8Array<ArrayBuffer>, status as ContentfulStatusCode, headers);
  const served =
    (c.get('servedPolicy' as never) as SecurityHeadersVariables['servedPolicy']) ?? null;
  const all = { ...headers };
  for (const name of ['Content-Security-Policy', 'content-security-policy']) {
    const policy = all[name];
    if (policy && served) all[name] = served(policy);
  }
  const requestId = c.get('requestId' as never) as string | undefined;
  if (requestId) all['X-Request-Id'] = requestId;
  if (body !== null) all['Content-Length'] = String(body.byteLength);
  outgoing.writeHead(status, all);
  outgoing.end(body ?? undefined);
  return RESPONSE_ALREADY_SENT;
}
