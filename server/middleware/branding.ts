import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { Branding } from '../../src/shared/dto/branding.ts';
import type { Db } from '../db/connect.ts';
import { DOMAIN_COOKIE } from '../http/cookies.ts';
import { resolveBranding } from '../services/branding/resolve.ts';
import type { SessionVariables } from './session.ts';

export type BrandingVariables = { branding: Branding | null };

const TTL_MS = 30_000;
const MAX_ENTRIES = 5000;

/**
 * Finds the enterprise look that applies to the request (career-portal host, remembered sign-in
 * domain, or a talent-pool-Z candidate's enterprise), cached briefly per combination.
 */
export function branding(db: Db) {
  // Boxed: the cache holds no null, and "no branding" is an answer worth keeping.
  const cache = new LRUCache<string, { value: Branding | null }>({ max: MAX_ENTRIES, ttl: TTL_MS });
  return createMiddleware<{ Variables: SessionVariables & BrandingVariables }>(async (c, next) => {
    const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
    const domain = getCookie(c, DOMAIN_COOKIE);
    const candidateId = c.get('candidate')?.id;
    const key = `${host}|${domain ?? ''}|${candidateId ?? ''}`;
    let value = cache.get(key)?.value;
    if (value === undefined) {
      value = await resolveBranding(db, { host, domain, candidateId });
      cache.set(key, { value });
    }
    c.set('branding', value);
    await next();
  });
}
