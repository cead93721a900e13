import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

export interface ClientIpVariables {
  clientIp: string | null;
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * The client's address behind `hops` proxies of our own: each appends the address it received
 * the request from to X-Forwarded-For, so the hops-th entry from the right is the one our first
 * proxy saw, and anything left of it is whatever the client chose to send. With no hops, or a
 * header shorter than the chain or holding no address there, the socket's address stands.
 */
export function trustedAddress(
  socket: string | null,
  forwardedFor: string | undefined,
  hops: number,
): string | null {
  if (hops <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  const entry = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return entry && isIP(entry) ? entry : socket;
}

/**
 * Resolves the client's address once per request (TRUST_PROXY_HOPS says how many proxies of our
 * own stand in front); rate limits and logs then read it with clientIp().
 */
export function clientAddress(hops: number): MiddlewareHandler<{ Variables: ClientIpVariables }> {
  return async (c, next) => {
    c.set('clientIp', trustedAddress(socketAddress(c), c.req.header('x-forwarded-for'), hops));
    await next();
  };
}

/**
 * The address the request came from, as clientAddress() resolved it; without that middleware, as
 * the socket saw it (no proxy header is trusted). Null when there is no socket (requests made
 * in-process).
 */
export function clientIp(c: Context): string | null {
  const resolved = c.get('clientIp' as never) as string | null | undefined;
  return resolved === undefined ? socketAddress(c) : resolved;
}
