import type { HttpBindings } from '@hono/node-server';
import { generateCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/connect.ts';
import { findEnterpriseByDomain } from '../db/repositories/enterprises.ts';
import { DOMAIN_COOKIE } from '../http/cookies.ts';
import { enterpriseDomainOf } from '../identity/rp/entry-params.ts';
import { resolveBranding } from '../services/branding/resolve.ts';
import { logLine } from '../services/log/logger.ts';
import type { BrandingVariables } from './branding.ts';
import type { SessionVariables } from './session.ts';

/** The search pages that accept paramsKey (spec 2.1). */
const PAGES = new Set(['/job-list', '/candidate/find-jobs']);

/**
 * Spec 2.1: the job lists accept paramsKey, base64 JSON whose validDomainNames names the
 * enterprise the visitor came from (as on /signup). A known enterprise's look applies to the page
 * at once and is remembered, so a sign-in or sign-up started from it carries the same domain. A
 * malformed key or an unknown domain is ignored: the page shows as it would without it.
 */
export function paramsKeyBranding(db: Db) {
  const warn = logLine('warn');
  return createMiddleware<{
    Bindings: Partial<HttpBindings>;
    Variables: SessionVariables & BrandingVariables;
  }>(async (c, next) => {
    const path = c.req.path.replace(/\/+$/, '');
    const key = c.req.method === 'GET' && PAGES.has(path) ? c.req.query('paramsKey') : undefined;
    const domain = key ? enterpriseDomainOf({ paramsKey: key }, warn) : undefined;
    if (domain && (await findEnterpriseByDomain(db, domain))) {
      const cookie = generateCookie(DOMAIN_COOKIE, domain, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 31_536_000,
      });
      // Pages are written straight onto the Node response, past Hono's own headers.
      if (c.env?.outgoing) c.env.outgoing.appendHeader('set-cookie', cookie);
      else c.header('set-cookie', cookie, { append: true });
      const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
      const candidateId = c.get('candidate')?.id;
      c.set('branding', await resolveBranding(db, { host, domain, candidateId }));
    }
    await next();
  });
}
