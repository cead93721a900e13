import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { ERROR_MESSAGES } from '../../src/shared/envelope.ts';
import { fail } from '../http/envelope.ts';
import { isApiPath } from './errors.ts';

/** Largest body any route accepts unless it sets its own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const TOO_LARGE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Too large to send - Worklane</title></head>
<body><h1>Too large to send</h1>
<p>What you sent is too large for Worklane to accept. Go back, shorten it and send it again.</p>
</body></html>`;

const answersJson = (path: string) => isApiPath(path) || path.startsWith('/chatbot/');

/**
 * One size limit for every request body, applied before any route reads one: past it the answer
 * is 413 and the rest of the body is never read (a declared length over it is refused unread).
 * The JSON APIs and the assistant answer with the error envelope, HTML forms with a plain page.
 * `ownLimits` are the paths (or conditions) that set their own limit, such as uploads.
 */
export function limitBodies(
  ownLimits: (string | ((c: Context) => boolean))[],
  maxSize = DEFAULT_BODY_LIMIT,
): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) =>
      answersJson(c.req.path)
        ? fail(c, 413, ERROR_MESSAGES.tooLarge)
        : c.html(TOO_LARGE_PAGE, 413, { 'Cache-Control': 'no-store' }),
  });
  const limited = except(ownLimits, limit);
  // A GET or HEAD request carries no body Hono would read (its Request has none): asking for it
  // would only build that Request.
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limited(c, next);
}
