import { describe, expect, it } from 'vitest';
import { brandedPolicy, brandHtml } from '../../server/services/branding/inject.ts';
import type { Branding } from '../../src/shared/dto/branding.ts';
import { inlineLogo } from '../../src/shared/inline-logo.ts';

const LOGO = inlineLogo('<svg viewBox="0 0 160 32" role="img" aria-label="Worklane"></svg>', 160);

const PAGE =
  '<html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>' +
  `<body><a href="/">${LOGO}</a></body></html>`;

// `$'` and `` $` `` stand for the text after and before a match in a replacement string, and `$&`
// for the match itself: an enterprise's values must come through as typed.
const TRICKY = "Acme $' and $` and $& Ltd";

const branding = (patch: Partial<Branding> = {}): Branding => ({
  enterpriseId: 7,
  name: TRICKY,
  primaryColor: '#123456',
  hoverColor: '#0a1b2c',
  logoUrl: "https://cdn.example/$'logo$`.png",
  faviconUrl: "https://cdn.example/$'icon$&.png",
  ...patch,
});

describe('an enterprise look applied to a page', () => {
  it("keeps a brand name and image addresses containing $' and $` exactly as typed", () => {
    const out = brandHtml(PAGE, branding(), LOGO);
    expect(out).toContain(
      `<a href="/"><img src="https://cdn.example/$'logo$\`.png" alt="" width="160" height="32" class="h-8 w-auto max-w-full" data-brand="Acme $' and $\` and $&amp; Ltd"></a>`,
    );
    expect(out).toContain(`<link rel="icon" href="https://cdn.example/$'icon$&amp;.png">`);
    expect(out.match(/<html>/g)).toHaveLength(1);
    expect(out.match(/<body>/g)).toHaveLength(1);
    expect(out.endsWith('</body></html>')).toBe(true);
  });

  it("adds image hosts containing $' to the page's policy as they are", () => {
    const policy = "default-src 'none'; img-src 'self'; style-src 'self'";
    const out = brandedPolicy(
      policy,
      branding({ logoUrl: "https://a$'b.example/logo.png", faviconUrl: null }),
    );
    expect(out).toMatch(
      /^default-src 'none'; img-src 'self' https:\/\/a\$'b\.example; style-src 'self' 'sha256-[^']+'$/,
    );
    expect(out.match(/default-src/g)).toHaveLength(1);
  });
});
