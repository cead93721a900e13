import type { Branding } from '../../../src/shared/dto/branding.ts';

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The CSS custom properties the theme tokens read (uno.config.ts). */
export const brandStyle = (branding: Branding) =>
  `<style id="brand">:root{--wl-primary:${branding.primaryColor};--wl-primary-dark:${branding.hoverColor}}</style>`;

/**
 * Applies an enterprise's look to a pre-rendered page: its colours, its logo in place of the
 * product's, and its favicon. Pages rendered on demand get the same from their layout.
 */
export function brandHtml(html: string, branding: Branding, productLogo: string): string {
  let out = html.replace('</head>', `${brandStyle(branding)}</head>`);
  if (branding.faviconUrl) {
    out = out.replace(
      /<link rel="icon" href="[^"]*" type="[^"]*">/,
      `<link rel="icon" href="${attribute(branding.faviconUrl)}">`,
    );
  }
  if (branding.logoUrl) {
    out = out.replaceAll(
      `src="${productLogo}"`,
      `src="${attribute(branding.logoUrl)}" data-brand="${attribute(branding.name)}"`,
    );
  }
  return out;
}
