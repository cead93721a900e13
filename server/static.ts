import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { Branding } from '../src/shared/dto/branding.ts';
import { policyForPage } from './http/page-policy.ts';
import { DEFAULT_PAGE_POLICY, RESOURCE_POLICY } from './middleware/security-headers.ts';
import { sendBytes } from './send.ts';
import { brandedPolicy, brandHtml } from './services/branding/inject.ts';
import {
  etagOf,
  loadStaticTable,
  matchesEtag,
  type Representation,
  representationFor,
  type StaticFile,
} from './static-table.ts';

type StaticHeaders = { pathname: string; headers: { key: string; value: string }[] }[];

/**
 * The Content-Security-Policy the build computed for each pre-rendered page (the hashes of the
 * scripts and styles it emitted), by path; `fallback` is the one of the not-found page, which
 * the server also sends for pages answered from the build's own HTML.
 */
function buildPolicies(clientDir: string) {
  const byPath = new Map<string, string>();
  try {
    const entries = JSON.parse(
      readFileSync(join(dirname(clientDir), '_headers.json'), 'utf8'),
    ) as StaticHeaders;
    for (const { pathname, headers } of entries) {
      const csp = headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
      if (csp) byPath.set(pathname, csp.value);
    }
  } catch {
    // A build without pre-rendered pages has no table; its pages get the default policy.
  }
  const fallback = byPath.get('/404') ?? DEFAULT_PAGE_POLICY;
  return (path: string) =>
    byPath.get(path.replace(/(.)\/$/, '$1').replace(/\.html$/, '')) ?? fallback;
}

/** The page path a built file stands for: `a/index.html` → `/a`, `404.html` → `/404`. */
const pagePathOf = (name: string) =>
  `/${name.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');

function cacheControl(path: string, contentType: string | null): string {
  if (path.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (contentType?.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=86400';
}

/** A page shown in an enterprise's look, made once per page and look. */
interface BrandedPage {
  policy: string;
  identity: Representation;
  br: Representation;
  gzip: Representation;
}

const MAX_BRANDED = 500;

function brandedPage(html: string, policy: string, branding: Branding, logo: string | null) {
  const body = Buffer.from(brandHtml(html, branding, logo));
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  const gzip = gzipSync(body, { level: 9 });
  return {
    policy: brandedPolicy(policy, branding),
    identity: { body, etag: etagOf(body), encoding: null },
    br: { body: br, etag: etagOf(br, '-br'), encoding: 'br' },
    gzip: { body: gzip, etag: etagOf(gzip, '-gz'), encoding: 'gzip' },
  } satisfies BrandedPage;
}

/**
 * Answers from memory with the representation the client accepts, or 304 when it already has
 * it. Headers are given as one object so the response is written without further copies.
 */
function answer(c: Context, rep: Representation, headers: Record<string, string>) {
  const all: Record<string, string> = { ...headers, ETag: rep.etag, 'Accept-Ranges': 'bytes' };
  if (rep.encoding) all['Content-Encoding'] = rep.encoding;
  if (matchesEtag(c.req.header('if-none-match'), rep.etag)) {
    delete all['Content-Type'];
    return sendBytes(c, 304, all, null);
  }
  return sendBytes(c, 200, all, rep.body);
}

/**
 * Serves the flavour's built client from memory (read once at boot, see static-table.ts): hashed
 * assets under /_astro/ are immutable for a year, pages revalidate (ETag, 304), everything else
 * is cached for a day. Pre-compressed .br/.gz siblings are preferred; a page shown in an
 * enterprise's look is branded once per look and kept. Range requests and files added after boot
 * are served from disk.
 */
export function staticFiles(
  clientDir: string,
  productLogo: string | null,
): MiddlewareHandler<{ Variables: { branding: Branding | null } }> {
  const serve = serveStatic({ root: clientDir, precompressed: true });
  const policyOf = buildPolicies(clientDir);
  const table = loadStaticTable(clientDir);
  const headersOf = new Map<StaticFile, Record<string, string>>();
  for (const file of table.values()) {
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': cacheControl(`/${file.name}`, file.type),
      'Last-Modified': file.lastModified,
    };
    if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
    // A page gets its own policy, with the hashes of its own inline elements only; a script,
    // style or image gets the short one of every resource (a policy governs only documents),
    // which keeps each of a page's requests small.
    headers['Content-Security-Policy'] = file.page
      ? policyForPage(
          policyOf(pagePathOf(file.name)),
          Buffer.from(file.identity.body).toString('utf8'),
        )
      : RESOURCE_POLICY;
    headersOf.set(file, headers);
  }
  const branded = new Map<string, BrandedPage>();

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const path = c.req.path;
    const file = table.get(path);
    if (file && !c.req.header('range')) {
      const branding = c.get('branding');
      const accept = c.req.header('accept-encoding');
      if (!branding || !file.page)
        return answer(c, representationFor(file, accept), headersOf.get(file) ?? {});
      const key = `${file.name}|${JSON.stringify(branding)}`;
      let page = branded.get(key);
      if (!page) {
        const html = Buffer.from(file.identity.body).toString('utf8');
        const policy = headersOf.get(file)?.['Content-Security-Policy'] ?? policyOf(path);
        page = brandedPage(html, policy, branding, productLogo);
        if (branded.size >= MAX_BRANDED) branded.delete(branded.keys().next().value as string);
        branded.set(key, page);
      }
      return answer(c, representationFor(page, accept), {
        'Content-Type': 'text/html; charset=UTF-8',
        'Cache-Control': 'no-cache',
        Vary: 'Host, Cookie, Accept-Encoding',
        'Content-Security-Policy': page.policy,
      });
    }
    // Every file of the build is in memory; the disk is asked only for one added since.
    const onDisk = file !== undefined || /\.[^/]*$/.test(path);
    const res = onDisk ? await serve(c, next) : await next();
    if (res instanceof Response) {
      res.headers.set('Cache-Control', cacheControl(path, res.headers.get('content-type')));
    }
    // Pages from the build (pre-rendered, or the not-found and error pages answered further on).
    const html = c.res.headers.get('content-type')?.startsWith('text/html');
    if (html && !c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', policyOf(path));
    }
    return res;
  };
}
