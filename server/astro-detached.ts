import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { type AstroHandler, adjustPolicy } from './astro.ts';
import { holdResponse } from './astro-response.ts';
import { SECURITY_HEADERS } from './middleware/security-headers.ts';

/** A page as Astro rendered it: status, the page's headers (policy as served), HTML. */
export interface DetachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  setsCookie: boolean;
}

/**
 * Renders a page through Astro's handler for no client: a GET of `path` at `host` with no
 * cookies, with the given locals. The page leaves as a visitor's would (its policy adjusted the
 * same way, served with `served`), uncompressed. Null when Astro has no page for the path.
 */
export async function renderDetached(
  handler: AstroHandler,
  path: string,
  host: string,
  locals: App.Locals,
  served: (policy: string) => string,
): Promise<DetachedPage | null> {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = path;
  req.headers = { host };
  const res = new ServerResponse(req);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  let page: DetachedPage | null = null;
  const restore = holdResponse(
    res,
    adjustPolicy(locals.branding ?? null, served),
    null,
    (status, headers, body, setsCookie) => {
      page = { status, headers, body, setsCookie };
    },
  );
  let matched = true;
  await handler(
    req,
    res,
    () => {
      matched = false;
    },
    locals,
  );
  restore();
  return matched ? page : null;
}
