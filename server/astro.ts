import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Branding } from '../src/shared/dto/branding.ts';
import { holdResponse, type PageEnv } from './astro-response.ts';
import { pageEncodingFor } from './http/encoding.ts';
import { policyForPage } from './http/page-policy.ts';
import { formTokenFor } from './identity/form-token.ts';
import { SECURITY_HEADERS } from './middleware/security-headers.ts';
import { brandedPolicy } from './services/branding/inject.ts';

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals: App.Locals,
) => Promise<void>;

type NodeContext = Context<PageEnv>;

/** Loads the middleware-mode handler of a flavour's server build. */
export async function loadAstroHandler(distDir: string): Promise<AstroHandler> {
  const entry = pathToFileURL(join(distDir, 'server', 'entry.mjs')).href;
  const mod = (await import(entry)) as { handler: AstroHandler };
  return mod.handler;
}

/**
 * Adjusts the Content-Security-Policy Astro writes for a page as it leaves: of the build's
 * hashes, those of the page's own inline elements stay (policyForPage), and what the server alone
 * knows (the enterprise look it chose, the configured provider) joins them. Astro sends the
 * policy before the page's layout has rendered, so this cannot be done from a layout.
 */
export const adjustPolicy =
  (branding: Branding | null, served: (policy: string) => string) =>
  (headers: OutgoingHttpHeaders, page?: Buffer) => {
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() !== 'content-security-policy') continue;
      const own = page
        ? policyForPage(String(headers[name]), page.toString('utf8'))
        : String(headers[name]);
      headers[name] = served(branding ? brandedPolicy(own, branding) : own);
    }
  };

/**
 * Lets Astro answer on the Node response. Astro writes straight to it, so the headers every
 * response carries are set first. Resolves false when no page matched (Astro called next()).
 */
async function handOver(
  handler: AstroHandler,
  c: NodeContext,
  locals: App.Locals,
): Promise<boolean> {
  const { incoming, outgoing } = c.env;
  let unmatched = false;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value);
  const served = c.get('servedPolicy') ?? ((policy: string) => policy);
  const restore = holdResponse(
    outgoing,
    adjustPolicy(locals.branding ?? null, served),
    pageEncodingFor(c.req.header('accept-encoding')),
    c.get('keepPage'),
  );
  await handler(
    incoming,
    outgoing,
    () => {
      unmatched = true;
    },
    locals,
  );
  restore();
  if (unmatched) for (const name of Object.keys(SECURITY_HEADERS)) outgoing.removeHeader(name);
  return !unmatched;
}

/** Astro's pages, last in the chain; an unmatched path falls through to the not-found handler. */
export function astroPages(handler: AstroHandler, shared: Partial<App.Locals> = {}) {
  return createMiddleware<PageEnv>(async (c, next) => {
    const sessionToken = c.get('sessionToken');
    const locals = {
      ...shared,
      candidate: c.get('candidate'),
      branding: c.get('branding'),
      formToken: sessionToken ? formTokenFor(sessionToken) : null,
    };
    const handled = await handOver(handler, c, locals);
    return handled ? RESPONSE_ALREADY_SENT : next();
  });
}

/**
 * Renders one server-side page for another route's request (the identity provider's hosted
 * screens): the request is presented to Astro as a GET of `path` with the given locals.
 */
export async function renderPage(
  handler: AstroHandler,
  c: NodeContext,
  path: string,
  locals: Partial<App.Locals>,
) {
  c.env.incoming.url = path;
  c.env.incoming.method = 'GET';
  await handOver(handler, c, { candidate: null, branding: c.get('branding'), ...locals });
  return RESPONSE_ALREADY_SENT;
}
