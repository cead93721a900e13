import { createHash } from 'node:crypto';
import { brandCss, brandImageOrigins } from '../../../src/shared/brand-style.ts';
import type { Branding } from '../../../src/shared/dto/branding.ts';
import { LOGO_CLASS } from '../../../src/shared/inline-logo.ts';
import { withSources } from '../../middleware/security-headers.ts';

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export const brandStyle = (branding: Branding) => `<style id="brand">${brandCss(branding)}</style>`;

const brandedPolicies = new WeakMap<Branding, Map<string, string>>();

/**
 * A page's Content-Security-Policy widened for the enterprise look added as it is served: the
 * brand style element by its hash, and the hosts its logo and favicon load from.
 */
export function brandedPolicy(policy: string, branding: Branding): string {
  // The branding middleware keeps one object per look: its policies are worked out once.
  let byPolicy = brandedPolicies.get(branding);
  if (!byPolicy) {
    byPolicy = new Map();
    brandedPolicies.set(branding, byPolicy);
  }
  let branded = byPolicy.get(policy);
  if (branded === undefined) {
    const hash = createHash('sha256').update(brandCss(branding)).digest('base64');
    const styled = withSources(policy, 'style-src', [`'sha256-${hash}'`]);
    branded = withSources(styled, 'img-src', brandImageOrigins(branding));
    if (byPolicy.size >= 100) byPolicy.clear();
    byPolicy.set(policy, branded);
  }
  return branded;
}

// Replacements are functions: in a replacement string `$'`, `` $` `` and `$&` would expand, and an
// enterprise's name and addresses may contain them.
/**
 * Applies an enterprise's look to a pre-rendered page: its colours, its logo in place of the
 * product's (`productLogo`, the markup pages show it as: server/product-logo.ts), and its favicon.
 * Pages rendered on demand get the same from their layout.
 */
export function brandHtml(html: string, branding: Branding, productLogo: string | null): string {
  const style = `${brandStyle(branding)}</head>`;
  let out = html.replace('</head>', () => style);
  if (branding.faviconUrl) {
    const icon = `<link rel="icon" href="${attribute(branding.faviconUrl)}">`;
    out = out.replace(/<link rel="icon" href="[^"]*" type="[^"]*">/, () => icon);
  }
  if (branding.logoUrl && productLogo) {
    // An enterprise's own logo has no known shape: it keeps the product logo's box.
    const width = /\swidth="(\d+)"/.exec(productLogo)?.[1];
    const logo = `<img src="${attribute(branding.logoUrl)}" alt=""${width ? ` width="${width}"` : ''} height="32" class="${LOGO_CLASS}" data-brand="${attribute(branding.name)}">`;
    out = out.replaceAll(productLogo, () => logo);
  }
  return out;
}
