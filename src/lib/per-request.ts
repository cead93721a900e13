import type { PartContext } from '../shared/page-parts.ts';

/**
 * A part of a page that follows from the request rather than from what the page shows: `part` of
 * the request's address (or of today). Rendered as usual, it is `part(Astro.url)`; rendered to be
 * kept (Astro.locals.openPart), it is left open and worked out again for every request answered.
 * `context` says where it sits: text or a quoted attribute of the component's own markup, never
 * an island's props or a KeptFragment's content, which are kept as rendered.
 */
export function perRequest(
  astro: { locals: App.Locals; url: URL },
  context: PartContext,
  part: (url: URL) => string,
): string {
  const open = astro.locals.openPart;
  return open ? open(part, context) : part(astro.url);
}
