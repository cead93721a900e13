import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { Branding } from '../src/shared/dto/branding.ts';
import { brandHtml } from './services/branding/inject.ts';

function cacheControl(path: string, contentType: string | null): string {
  if (path.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (contentType?.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=86400';
}

/** The pre-rendered page a path names (`/x` → x/index.html or x.html), if there is one. */
async function pageFile(root: string, path: string): Promise<string | null> {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  if (clean.includes('..') || clean.includes('\0')) return null;
  for (const candidate of [join(root, clean, 'index.html'), join(root, `${clean}.html`)]) {
    if (!candidate.startsWith(root)) return null;
    if (
      await stat(candidate).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return candidate;
  }
  return null;
}

/**
 * Serves the flavour's built client: hashed assets under /_astro/ are immutable for a year, pages
 * revalidate, everything else is cached for a day. Pre-compressed .br/.gz siblings are preferred;
 * a page shown in an enterprise's look is branded as it is served.
 */
export function staticFiles(
  clientDir: string,
  productLogo: string,
): MiddlewareHandler<{ Variables: { branding: Branding | null } }> {
  const serve = serveStatic({ root: clientDir, precompressed: true });
  return async (c, next) => {
    const branding = c.get('branding');
    if (branding && c.req.method === 'GET') {
      const file = await pageFile(clientDir, c.req.path).catch(() => null);
      if (file) {
        c.header('Cache-Control', 'no-cache');
        c.header('Vary', 'Host, Cookie');
        return c.html(brandHtml(await readFile(file, 'utf8'), branding, productLogo));
      }
    }
    const res = await serve(c, next);
    if (res instanceof Response) {
      res.headers.set('Cache-Control', cacheControl(c.req.path, res.headers.get('content-type')));
    }
    return res;
  };
}
