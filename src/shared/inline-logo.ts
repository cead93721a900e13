/**
 * The header logo's box: 32 px high, as wide as the product logo (flavour.logoWidth), narrower
 * where the header has less room (at 320 px, beside the account menu).
 */
export const LOGO_CLASS = 'h-8 w-auto max-w-full';

/**
 * The product logo as pages show it: the shipped SVG itself, inline, hidden from assistive
 * technology (the link around it names it). Inline, it needs no request and no image document of
 * its own to parse, lay out and paint before the first frame. The server finds this exact markup
 * in pre-rendered pages when it puts an enterprise's logo in its place
 * (server/services/branding/inject.ts).
 */
export const inlineLogo = (svg: string, width: number) =>
  svg
    .trim()
    .replace(
      /^<svg\b([^>]*)>/,
      (_, attributes: string) =>
        `<svg${attributes.replace(/\s(?:role|aria-label)="[^"]*"/g, '')} width="${width}" height="32" class="${LOGO_CLASS}" aria-hidden="true" focusable="false">`,
    );
