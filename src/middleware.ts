import { defineMiddleware } from 'astro:middleware';
import { redirectFor } from './lib/access.ts';

/** Applies the access rules to every on-demand page; pre-rendered pages are public by design. */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const target = redirectFor(context.url, Boolean(context.locals.candidate));
  if (target) return context.redirect(target, 302);
  const response = await next();
  // Candidate pages are never kept: after sign-out, Back must not show them from a cache.
  if (context.locals.candidate) response.headers.set('Cache-Control', 'no-store, private');
  return response;
});
