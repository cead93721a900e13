import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

function cacheControl(path: string, contentType: string | null): string {
  if (path.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (contentType?.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the flavour's built client: hashed assets under /_astro/ are immutable for a year, pages
 * revalidate, everything else is cached for a day. Pre-compressed .br/.gz siblings are preferred.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: clientDir, precompressed: true });
  return async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response) {
      res.headers.set('Cache-Control', cacheControl(c.req.path, res.headers.get('content-type')));
    }
    return res;
  };
}
