import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { encodePage, type PageEncoding } from './http/encoding.ts';
import type { BrandingVariables } from './middleware/branding.ts';
import type { SecurityHeadersVariables } from './middleware/security-headers.ts';
import type { SessionVariables } from './middleware/session.ts';

/** Past this many bytes a page is sent as it renders rather than held. */
const MAX_HELD_BYTES = 4 * 1024 * 1024;

type Callback = (error?: Error | null) => void;

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'content-length',
  'date',
  'transfer-encoding',
  'x-request-id',
]);

/**
 * A page as it left whole: its status, the headers of the page (not of the response), its body,
 * and whether the response set a cookie.
 */
export type HeldPage = (
  status: number,
  headers: [string, string][],
  body: Buffer,
  setsCookie: boolean,
) => void;

/** What a page middleware reads of a request: its node objects, session, branding and headers. */
export interface PageEnv {
  Bindings: HttpBindings;
  Variables: SessionVariables &
    BrandingVariables &
    Partial<SecurityHeadersVariables> & { keepPage?: HeldPage };
}

/**
 * Holds what a page renderer writes onto the Node response and sends it in one piece when it
 * ends: the headers (given to `adjust` first, with the length of the whole page and the page
 * itself, before compression; a page too large to hold is sent without it) and the body.
 * Astro writes a page as hundreds of small chunks; sent one by one they cost more than
 * rendering them. A page held whole leaves compressed in `encoding` (the one the client takes
 * best), unless it is already encoded or is not text. Returns a function that puts the
 * response's own methods back. `held`, when given, gets every page that left whole (the page
 * cache keeps some of them), and such a page is compressed more tightly, once for many visitors.
 */
export function holdResponse(
  res: ServerResponse,
  adjust: (headers: OutgoingHttpHeaders, page?: Buffer) => void,
  encoding: PageEncoding | null = null,
  held?: HeldPage,
): () => void {
  const { writeHead, write, end } = res as unknown as {
    writeHead: (...args: unknown[]) => ServerResponse;
    write: (...args: unknown[]) => boolean;
    end: (...args: unknown[]) => ServerResponse;
  };
  const chunks: Buffer[] = [];
  let size = 0;
  let head: { status: number; message?: string; headers: OutgoingHttpHeaders } | null = null;

  const restore = () => {
    res.writeHead = writeHead as ServerResponse['writeHead'];
    res.write = write as ServerResponse['write'];
    res.end = end as ServerResponse['end'];
  };
  const sendHead = (page?: Buffer) => {
    if (!head) return;
    adjust(head.headers, page);
    if (head.message === undefined) writeHead.call(res, head.status, head.headers);
    else writeHead.call(res, head.status, head.message, head.headers);
    head = null;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(
            (chunk as Uint8Array).buffer,
            (chunk as Uint8Array).byteOffset,
            (chunk as Uint8Array).byteLength,
          );
    chunks.push(buffer);
    size += buffer.length;
  };
  const callbackOf = (args: unknown[]) =>
    args.find((arg): arg is Callback => typeof arg === 'function');

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
    const headers: OutgoingHttpHeaders = Array.isArray(given)
      ? Object.fromEntries(
          Array.from({ length: given.length / 2 }, (_, i) => [given[2 * i], given[2 * i + 1]]),
        )
      : { ...(given as OutgoingHttpHeaders | undefined) };
    head = { status, message, headers };
    return this;
  } as ServerResponse['writeHead'];

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    if (size > MAX_HELD_BYTES) {
      // Too large to hold: from here on the page goes out as it is written.
      restore();
      if (head) {
        head.headers['transfer-encoding'] = 'chunked';
        sendHead();
      }
      for (const held of chunks.splice(0)) write.call(res, held);
    }
    return true;
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    restore();
    // A page written in one piece (as Astro writes a page it rendered whole) is sent as it is.
    const page: Buffer = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
    let body: Buffer = page;
    if (head) {
      const headers = head.headers;
      const named = (pattern: RegExp) => Object.keys(headers).find((name) => pattern.test(name));
      const type = String(headers[named(/^content-type$/i) ?? ''] ?? res.getHeader('content-type'));
      const encoded =
        named(/^content-encoding$/i) !== undefined || res.hasHeader('content-encoding');
      if (!encoded && /^(text\/|application\/(json|xml))/.test(type)) {
        const varyName = named(/^vary$/i) ?? 'vary';
        const vary = String(headers[varyName] ?? res.getHeader('vary') ?? '');
        if (!/accept-encoding|\*/i.test(vary))
          headers[varyName] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
        const compressed = encodePage(body, encoding, held !== undefined);
        if (compressed) {
          body = compressed;
          headers['content-encoding'] = encoding as PageEncoding;
          const length = named(/^content-length$/i);
          if (length) delete headers[length];
        }
      }
      if (!named(/^content-length$/i)) headers['content-length'] = body.length;
    }
    sendHead(page);
    if (held) held(res.statusCode, pageHeaders(res), body, res.hasHeader('set-cookie'));
    const callback = callbackOf(rest);
    return callback ? end.call(res, body, callback) : end.call(res, body);
  } as ServerResponse['end'];

  return restore;
}

/** The headers a response carries for its page: all but those of the one response. */
export function pageHeaders(res: ServerResponse): [string, string][] {
  return Object.entries(res.getHeaders())
    .filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
}
