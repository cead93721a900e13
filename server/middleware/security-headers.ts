import { createMiddleware } from 'hono/factory';

/**
 * Headers every response carries. The full Content-Security-Policy arrives with the hardening work;
 * these are the ones that cost nothing and never break a page.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), geolocation=(self), microphone=(self), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeaders = () =>
  createMiddleware(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
