import { createHash } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import type { Branding } from '../../src/shared/dto/branding.ts';
import type { HeldPage } from '../astro-response.ts';
import { pageEncodingFor } from '../http/encoding.ts';
import { sendBytes } from '../send.ts';
import type { EventBus } from '../services/events.ts';
import type { BrandingVariables } from './branding.ts';
import { createChangeLog } from './candidate-page-changes.ts';
import type { SessionVariables } from './session.ts';

export interface CandidatePageCacheOptions {
  flavour: string;
  /** Cookies that change a page (branding's sign-in domain, cookie consent); part of the key. */
  varyCookies: readonly string[];
  /** Job and candidate changes, from this node and (through the live hub) every other one. */
  events: EventBus;
  /** How long a page is kept at most: the backstop for text that changes with time alone. */
  ttlMs: number;
  /** Bytes of pages kept at most; the least recently used go first. */
  maxBytes?: number;
}

interface Entry {
  candidateId: number;
  /** The change-log position when the page began to render (see candidate-page-changes.ts). */
  since: number;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The signed-in pages kept: the dashboard, find-jobs and a job's page. */
const CACHED_PAGE = /^\/candidate\/(?:dashboard|find-jobs|job\/\d{1,10}|job-details\/\d{1,10})\/?$/;
const MAX_BODY = 512 * 1024;
const MAX_QUERY = 1024;

/** A look's fingerprint, made once per branding object (branding.ts keeps them for a while). */
const brandingKeys = new WeakMap<Branding, string>();
function brandingKey(branding: Branding | null): string {
  if (!branding) return '';
  let key = brandingKeys.get(branding);
  if (key === undefined) {
    key = JSON.stringify(branding);
    brandingKeys.set(branding, key);
  }
  return key;
}

/**
 * Keeps a signed-in candidate's dashboard, find-jobs and job pages for a short while, for that
 * candidate's session alone. It runs after session validation and branding, so a signed-out or
 * expired session never reaches it; the key holds the session (by its hash), the candidate as the
 * session gave them, the look, flavour, host, encoding, the cookies that change a page, and the
 * path with its query. A page is stale the moment anything it shows may have changed: any write
 * the candidate makes, any event pushed to them (notifications, messages, interviews, counts, a
 * session ending), any enterprise write, any job change; on PostgreSQL on every node, since these
 * travel through the live hub. A page whose render began before such a change is never kept.
 * Only whole 200 pages that set no cookie and carry no per-response CSP nonce are kept.
 */
export function candidatePageCache(options: CandidatePageCacheOptions): MiddlewareHandler<{
  Bindings: HttpBindings;
  Variables: SessionVariables & BrandingVariables & { keepPage?: HeldPage };
}> {
  const changes = createChangeLog(options.ttlMs);
  const entries = new LRUCache<string, Entry>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length + 1024,
  });
  options.events.on('jobChanged', () => changes.jobChanged());
  options.events.on('candidateChanged', ({ candidateId }) => changes.candidateChanged(candidateId));

  return async (c, next) => {
    if (c.req.method !== 'GET' || !CACHED_PAGE.test(c.req.path)) return next();
    const candidate = c.get('candidate');
    const token = c.get('sessionToken');
    // Bearer clients (the webview) and visitors are rendered every time.
    if (!candidate || !token || c.get('authenticatedBy') !== 'cookie') return next();
    const url = new URL(c.req.url);
    if (url.search.length > MAX_QUERY) return next();
    const key = [
      options.flavour,
      (c.req.header('host') ?? '').toLowerCase(),
      pageEncodingFor(c.req.header('accept-encoding')) ?? '',
      ...options.varyCookies.map((name) => getCookie(c, name) ?? ''),
      createHash('sha256').update(token).digest('base64url'),
      JSON.stringify(candidate),
      brandingKey(c.get('branding')),
      url.pathname + url.search,
    ].join('\n');

    const hit = entries.get(key);
    if (hit && hit.candidateId === candidate.id && changes.unchangedSince(hit.since, candidate.id))
      return sendBytes(c, hit.status as 200, hit.headers, hit.body);
    if (hit) entries.delete(key);

    const since = changes.now();
    c.set('keepPage', (status, headers, body, setsCookie) => {
      if (status !== 200 || setsCookie || body.length > MAX_BODY) return;
      if (!changes.unchangedSince(since, candidate.id)) return;
      const kept = Object.fromEntries(headers);
      if (/'nonce-/.test(kept['content-security-policy'] ?? '')) return;
      entries.set(key, { candidateId: candidate.id, since, status, headers: kept, body });
    });
    return next();
  };
}
