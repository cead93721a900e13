import type { ServerResponse } from 'node:http';
import { createMiddleware } from 'hono/factory';
import { PROVIDER_PAGE_HASHES } from '../identity/provider/pages.ts';
import { CSP_DIRECTIVES } from './csp-directives.ts';

/**
 * Headers every response carries. Camera access is granted only by the video pitch page, which
 * sends its own Permissions-Policy; the microphone is for the assistant's speech input.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), geolocation=(self), microphone=(self), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const quoted = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join('');

/**
 * The policy of an HTML page that Astro did not render (the identity provider's own screens, plain
 * error pages): scripts only from this origin, plus the inline script and styles those screens
 * carry, allowed by their hashes.
 */
export const DEFAULT_PAGE_POLICY = [
  ...CSP_DIRECTIVES,
  `script-src 'self'${quoted(PROVIDER_PAGE_HASHES.scripts)}`,
  `style-src 'self'${quoted(PROVIDER_PAGE_HASHES.styles)}`,
].join('; ');

/** Anything that is not a page (JSON, images, scripts) may load nothing and be framed by nobody. */
export const RESOURCE_POLICY = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Adds sources to one directive of a policy, for what a page gains as it is served; a source the
 * directive already names is not added again.
 */
export function withSources(policy: string, directive: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  const pattern = new RegExp(`(^|;\\s*)${directive}( [^;]*)`);
  // A function, so a `$` in a source is never read as a replacement pattern.
  return policy.replace(pattern, (_all, start: string, current: string) => {
    const named = new Set(current.trim().split(/\s+/));
    const added = sources.filter((source) => !named.has(source));
    return `${start}${directive}${current}${added.map((source) => ` ${source}`).join('')}`;
  });
}

/**
 * A page policy as served: an external OpenID Provider's origin joins form-action, because signing
 * out posts a form here that redirects to the provider, and browsers check form redirects too.
 */
export function servedPagePolicy(policy: string, issuer?: string): string {
  return withSources(policy, 'form-action', issuer ? [new URL(issuer).origin] : []);
}

export interface SecurityHeadersOptions {
  /** The origin browsers use. When it is HTTPS, HSTS is sent and plain-HTTP hops are redirected. */
  publicUrl?: string;
  /** An external OpenID Provider, whose pages a signed-out browser is sent to. */
  issuer?: string;
}

export interface SecurityHeadersVariables {
  /** Turns a page's policy into the one served, for pages written straight to the Node response. */
  servedPolicy: (policy: string) => string;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets the headers above on every response that has not set its own, and a Content-Security-Policy
 * on every response without one. Responses written straight to the Node response (Astro's pages,
 * the identity provider) get them before they are handed over; whatever they set wins.
 * HSTS is sent when the public origin is HTTPS or the connection itself is TLS; no proxy header
 * decides it (see README, "Behind a proxy"). A TLS-terminating proxy that forwards a plain-HTTP
 * request with `X-Forwarded-Proto: http` gets a permanent redirect to the HTTPS public origin.
 */
export const securityHeaders = ({ publicUrl, issuer }: SecurityHeadersOptions = {}) => {
  const httpsOrigin = publicUrl?.startsWith('https://') ? new URL(publicUrl).origin : null;
  // Pages carry one of a few policies (the build's, per page and look): each is adjusted once.
  const servedPolicies = new Map<string, string>();
  const served = (policy: string) => {
    let adjusted = servedPolicies.get(policy);
    if (adjusted === undefined) {
      adjusted = servedPagePolicy(policy, issuer);
      if (servedPolicies.size >= 1000) servedPolicies.clear();
      servedPolicies.set(policy, adjusted);
    }
    return adjusted;
  };
  return createMiddleware<{ Variables: SecurityHeadersVariables }>(async (c, next) => {
    c.set('servedPolicy', served);
    if (httpsOrigin && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'http') {
      const url = new URL(c.req.url);
      return c.redirect(`${httpsOrigin}${url.pathname}${url.search}`, 308);
    }
    const hsts = httpsOrigin !== null || c.req.url.startsWith('https:');
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value);
      outgoing.setHeader('Content-Security-Policy', DEFAULT_PAGE_POLICY);
      if (hsts) outgoing.setHeader('Strict-Transport-Security', HSTS);
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (headers.get('content-type')?.startsWith('text/html')) {
      const policy = headers.get('Content-Security-Policy') ?? DEFAULT_PAGE_POLICY;
      headers.set('Content-Security-Policy', served(policy));
    } else if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', RESOURCE_POLICY);
    }
    if (hsts) headers.set('Strict-Transport-Security', HSTS);
  });
};
