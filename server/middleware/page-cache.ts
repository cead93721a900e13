import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import type { HeldPage } from '../astro-response.ts';
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
  /** Bytes of pages kept at most; the least recently used go first. */
  maxBytes?: number;
}

interface Entry {
  /** The job the page shows; null for a list of jobs, which any job change makes stale. */
  jobId: number | null;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
}

/** Which pages are kept, and the job each shows (null: a list, stale after any job change). */
const CACHED_PAGES: { pattern: RegExp; jobOf: (match: RegExpExecArray) => number | null }[] = [
  // Public job pages: /job/{id} and /job/{id}/{referrer}.
  { pattern: /^\/job\/(\d{1,10})(?:\/[^/]+)?\/?$/, jobOf: (match) => Number(match[1]) },
  // The public job list and search, by their query string.
  { pattern: /^\/(?:job-list|find-jobs)\/?$/, jobOf: () => null },
];
const MAX_BODY = 512 * 1024;
const MAX_QUERY = 1024;

/**
 * Keeps the rendered HTML of public job pages and of the public job list and search for visitors
 * for a short while (60 s by default), keyed by path and query, flavour, host, encoding and
 * branding cookie. A changed job drops its page and every list at once, on every node of a
 * deployment on PostgreSQL (the bus's jobChanged, carried by the live hub). Signed-in requests,
 * responses that set a cookie or carry a per-request CSP nonce, and anything but a 200 are never
 * stored. A page served again carries an ETag, and a browser that holds it gets 304. Pages are
 * handed over by the renderer once sent whole (`keepPage`), never read off the response.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<{
  Bindings: HttpBindings;
  Variables: SessionVariables & { keepPage?: HeldPage };
}> {
  const entries = new LRUCache<string, Entry>({
    ttl: options.ttlMs ?? 60_000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length + 512,
  });
  options.events.on('jobChanged', ({ jobId }) => {
    for (const [key, entry] of entries.entries())
      if (entry.jobId === null || entry.jobId === jobId) entries.delete(key);
  });

  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const page = cachedPage(c.req.path);
    const visitor =
      !c.get('candidate') &&
      !getCookie(c, options.sessionCookie) &&
      !c.req.header('authorization') &&
      !c.req.header('x-access-token');
    if (!page || !visitor) return next();
    const url = new URL(c.req.url);
    if (url.search.length > MAX_QUERY) return next();
    const host = (c.req.header('host') ?? '').toLowerCase();
    const vary = (options.varyCookies ?? []).map((name) => getCookie(c, name) ?? '');
    // A page is kept once per encoding it leaves in (brotli, gzip or none).
    const encoding = pageEncodingFor(c.req.header('accept-encoding')) ?? '';
    const key = [options.flavour, host, encoding, ...vary, url.pathname + url.search].join('|');

    const hit = entries.get(key);
    if (hit) {
      if (matchesEtag(c.req.header('if-none-match'), hit.etag)) {
        const { 'content-type': _type, ...headers } = hit.headers;
        return sendBytes(c, 304, headers, null);
      }
      return sendBytes(c, hit.status as 200, hit.headers, hit.body);
    }
    c.set('keepPage', (status, headers, body, setsCookie) => {
      if (status !== 200 || setsCookie || body.length > MAX_BODY) return;
      const kept = Object.fromEntries(headers);
      if (/'nonce-/.test(kept['content-security-policy'] ?? '')) return;
      const etag = etagOf(body);
      kept.etag = etag;
      entries.set(key, { jobId: page.jobId, status, headers: kept, body, etag });
    });
    return next();
  };
}

function cachedPage(path: string) {
  for (const { pattern, jobOf } of CACHED_PAGES) {
    const match = pattern.exec(path);
    if (match) return { jobId: jobOf(match) };
  }
  return null;
}
