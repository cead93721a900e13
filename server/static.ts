import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';

/**
 * Serves the flavour's built client: hashed assets under /_astro/ are immutable for a year, pages
 * revalidate, everything else is cached for a day. Pre-compressed .br/.gz siblings are preferred.
 */
export function staticFiles(clientDir: string) {
  return serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (path: string, c: Context) => {
      let cache = 'public, max-age=86400';
      if (c.req.path.startsWith('/_astro/')) cache = 'public, max-age=31536000, immutable';
      else if (/\.html(\.(br|gz))?$/.test(path)) cache = 'no-cache';
      c.header('Cache-Control', cache);
    },
  });
}
