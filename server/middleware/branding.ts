import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Branding } from '../../src/shared/dto/branding.ts';
import type { Db } from '../db/connect.ts';
import { DOMAIN_COOKIE } from '../http/cookies.ts';
import { resolveBranding } from '../services/branding/resolve.ts';
import type { SessionVariables } from './session.ts';

export type BrandingVariables = { branding: Branding | null };

const TTL_MS = 30_000;

/**
 * Finds the enterprise look that applies to the request (career-portal host, remembered sign-in
 * domain, or a talent-pool-Z candidate's enterprise), cached briefly per combination.
 */
export function branding(db: Db) {
  const cache = new Map<string, { at: number; value: Branding | null }>();
  return createMiddleware<{ Variables: SessionVariables & BrandingVariables }>(async (c, next) => {
    const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
    const domain = getCookie(c, DOMAIN_COOKIE);
    const candidateId = c.get('candidate')?.id;
    const key = `${host}|${domain ?? ''}|${candidateId ?? ''}`;
    const hit = cache.get(key);
    let value = hit && Date.now() - hit.at < TTL_MS ? hit.value : undefined;
    if (value === undefined) {
      value = await resolveBranding(db, { host, domain, candidateId });
      if (cache.size > 5000) cache.clear();
      cache.set(key, { at: Date.now(), value });
    }
    c.set('branding', value);
    await next();
  });
}
