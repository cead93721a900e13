import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createMiddleware } from 'hono/factory';
import { SECURITY_HEADERS } from './middleware/security-headers.ts';
import type { SessionVariables } from './middleware/session.ts';

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals: App.Locals,
) => Promise<void>;

/** Loads the middleware-mode handler of a flavour's server build. */
export async function loadAstroHandler(distDir: string): Promise<AstroHandler> {
  const entry = pathToFileURL(join(distDir, 'server', 'entry.mjs')).href;
  const mod = (await import(entry)) as { handler: AstroHandler };
  return mod.handler;
}

/**
 * Hands the request to Astro last. Astro writes straight to the Node response, so the headers every
 * response carries are set on it first; when no page matches, Astro calls next() and Hono's
 * not-found handler answers.
 */
export function astroPages(handler: AstroHandler) {
  return createMiddleware<{ Bindings: HttpBindings; Variables: SessionVariables }>(
    async (c, next) => {
      const { incoming, outgoing } = c.env;
      let unmatched = false;
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value);
      await handler(
        incoming,
        outgoing,
        () => {
          unmatched = true;
        },
        { candidate: c.get('candidate') },
      );
      if (unmatched) {
        for (const name of Object.keys(SECURITY_HEADERS)) outgoing.removeHeader(name);
        return next();
      }
      return RESPONSE_ALREADY_SENT;
    },
  );
}
