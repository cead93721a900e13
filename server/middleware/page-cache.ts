import type { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { pageEncodingFor } from '../http/encoding.ts';
import { sendBytes } from '../send.ts';
import type { EventBus } from '../services/events.ts';
import { etagOf, matchesEtag } from '../static-table.ts';
import type { SessionVariables } from './session.ts';

export interface PageCacheOptions {
  /** The session cookie's name: a request carrying it is never answered from the cache. */
  sessionCookie: string;
  /** Cookies that change the page for a visitor (the remembered sign-in domain's branding). */
  varyCookies?: readonly string[];
  flavour: string;
  /** The app's bus: a changed job's pages are dropped; the subscription ends with the app. */
  events: EventBus;
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  at: number;
  jobId: number;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
}

/** Public job pages: /job/{id} and /job/{id}/{referrer}. */
const JOB_PAGE = /^\/job\/(\d{1,10})(?:\/[^/]+)?\/?$/;
const MAX_BODY = 512 * 1024;
/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'content-length',
  'date',
  'transfer-encoding',
  'x-request-id',
]);

/**
 * Keeps the rendered HTML of public job pages for visitors for a short while (60 s by default),
 * keyed by path, flavour, host and branding cookie. A closed or changed job is dropped at once, on
 * every node of a deployment on PostgreSQL (the bus's jobChanged, carried by the live hub).
 * Signed-in requests, responses that set a cookie or carry a per-request CSP nonce, and anything
 * but a 200 are never stored. A page served again carries an ETag, and a browser that holds it
 * gets 304.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<{
  Bindings: HttpBindings;
  Variables: SessionVariables;
}> {
  const ttl = options.ttlMs ?? 60_000;
  const max = options.maxEntries ?? 2000;
  const entries = new Map<string, Entry>();
  options.events.on('jobChanged', ({ jobId }) => {
    for (const [key, entry] of entries) if (entry.jobId === jobId) entries.delete(key);
  });

  return async (c, next) => {
    const match = c.req.method === 'GET' ? JOB_PAGE.exec(c.req.path) : null;
    const visitor =
      !c.get('candidate') &&
      !getCookie(c, options.sessionCookie) &&
      !c.req.header('authorization') &&
      !c.req.header('x-access-token');
    if (!match || !visitor) return next();
    const url = new URL(c.req.url);
    const host = (c.req.header('host') ?? '').toLowerCase();
    const vary = (options.varyCookies ?? []).map((name) => getCookie(c, name) ?? '');
    // A page is kept once per encoding it leaves in (brotli, gzip or none).
    const encoding = pageEncodingFor(c.req.header('accept-encoding')) ?? '';
    const key = [options.flavour, host, encoding, ...vary, url.pathname + url.search].join('|');

    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttl) {
      if (matchesEtag(c.req.header('if-none-match'), hit.etag)) {
        const { 'content-type': _type, ...headers } = hit.headers;
        return sendBytes(c, 304, headers, null);
      }
      return sendBytes(c, hit.status as 200, hit.headers, hit.body);
    }
    if (hit) entries.delete(key);
    const outgoing = c.env?.outgoing;
    if (!outgoing) return next();
    const jobId = Number(match[1]);
    capture(outgoing, (status, headers, body) => {
      if (status !== 200 || body.length > MAX_BODY) return;
      if (
        outgoing.hasHeader('set-cookie') ||
        /'nonce-/.test(String(outgoing.getHeader('content-security-policy') ?? ''))
      )
        return;
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      const etag = etagOf(body);
      const kept = Object.fromEntries(headers);
      kept.etag = etag;
      entries.set(key, { at: Date.now(), jobId, status, headers: kept, body, etag });
    });
    return next();
  };
}

/**
 * Copies what a handler writes straight onto the Node response; `done` gets the status, the
 * page's headers (its encoding among them) and the whole body as sent once the response ends.
 * The response's own write and end are put back when it ends.
 */
function capture(
  res: ServerResponse,
  done: (status: number, headers: [string, string][], body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  const { write, end } = res;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    );
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    res.write = write;
    res.end = end;
    const headers = Object.entries(res.getHeaders())
      .filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name))
      .map(([name, value]): [string, string] => [
        name,
        Array.isArray(value) ? value.join(', ') : String(value),
      ]);
    done(res.statusCode, headers, Buffer.concat(chunks));
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
}
