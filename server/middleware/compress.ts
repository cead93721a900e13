import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** gzip when the client takes it (preferred), else deflate, else nothing. */
function encodingFor(header: string | undefined): 'gzip' | 'deflate' | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Compresses responses the way hono/compress does (gzip or deflate, above 1 KB, compressible
 * types, not no-transform), but adds `Vary: Accept-Encoding` on the response's own headers: an
 * answer that is not compressed is then written as it was built, without being copied into a
 * stream. Responses already encoded (the build's pre-compressed files) pass untouched.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.status === 304 ||
      headers.has('content-encoding') ||
      headers.has('transfer-encoding')
    )
      return;
    const type = headers.get('content-type');
    const length = headers.get('content-length');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (length && Number(length) < THRESHOLD) return;
    if (NO_TRANSFORM.test(headers.get('cache-control') ?? '')) return;
    const vary = headers.get('vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = encodingFor(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    c.res = new Response(res.body.pipeThrough(new CompressionStream(encoding)), res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
