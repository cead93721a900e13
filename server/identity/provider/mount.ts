import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createMiddleware } from 'hono/factory';
import type Provider from 'oidc-provider';
import { SECURITY_HEADERS } from '../../middleware/security-headers.ts';
import { IDP_PATH } from './provider.ts';

type MountedRequest = HttpBindings['incoming'] & { originalUrl?: string; baseUrl?: string };

/**
 * Hands /idp/* to the provider on the Node request, as a mounted app: the original URL is kept in
 * originalUrl, the prefix in baseUrl and stripped from url, so discovery advertises /idp paths.
 */
export function mountProvider(provider: Provider) {
  const callback = provider.callback();
  return createMiddleware<{ Bindings: HttpBindings }>(async (c) => {
    const incoming = c.env.incoming as MountedRequest;
    const { outgoing } = c.env;
    incoming.originalUrl = incoming.url;
    incoming.baseUrl = IDP_PATH;
    incoming.url = incoming.url?.slice(IDP_PATH.length) || '/';
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value);
    await new Promise<void>((resolve) => {
      outgoing.once('finish', resolve);
      outgoing.once('close', resolve);
      void callback(incoming, outgoing);
    });
    return RESPONSE_ALREADY_SENT;
  });
}
