import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address the request came from, as the socket saw it (no proxy header is trusted), or null
 * when there is no socket (requests made in-process).
 */
export function clientIp(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
