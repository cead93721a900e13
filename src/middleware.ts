import { defineMiddleware } from 'astro:middleware';
import { redirectFor } from './lib/access.ts';

/** Applies the access rules to every on-demand page; pre-rendered pages are public by design. */
export const onRequest = defineMiddleware((context, next) => {
  if (context.isPrerendered) return next();
  const target = redirectFor(context.url, Boolean(context.locals.candidate));
  return target ? context.redirect(target, 302) : next();
});
