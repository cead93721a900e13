// @ts-check
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import UnoCSS from 'unocss/astro';
import { astroPatches } from './scripts/astro-patches.mjs';
import { pageCss } from './scripts/page-css.mjs';
import { CSP_DIRECTIVES } from './server/middleware/csp-directives.ts';
import { HEAD_BOOT_SCRIPT } from './src/lib/head-boot.ts';
import { CHROME_CSS } from './src/lib/webview.ts';
import { parseConfig } from './src/shared/parse-env.ts';
import { siteSettingsSchema } from './src/shared/site-settings.ts';

const parsed = parseConfig(siteSettingsSchema, process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const settings = parsed.value;

/**
 * `client:interaction`: hydrate on the reader's first touch, and give that touch to the island; and
 * the head script that applies earlier choices before the first paint.
 */
/** @type {import('astro').AstroIntegration} */
const hydrateOnInteraction = {
  name: 'worklane:hydrate-on-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective, injectScript }) => {
      injectScript('head-inline', HEAD_BOOT_SCRIPT);
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/lib/hydration/interaction.ts', import.meta.url)),
      });
    },
  },
};

// One static build per flavour: dist/D, dist/N, dist/H.
export default defineConfig({
  outDir: `./dist/${settings.FLAVOUR}`,
  // staticHeaders: pre-rendered pages get their policy in _headers.json (served by server/static.ts)
  // instead of a <meta> tag, which cannot carry frame-ancestors.
  // experimentalDisableStreaming: a page is rendered to one string and written once, not as a
  // web stream of small chunks; the server holds every page whole before sending it anyway.
  adapter: node({ mode: 'middleware', staticHeaders: true, experimentalDisableStreaming: true }),
  integrations: [
    // Each page's reset and utilities come from pageCss (scripts/page-css.mjs), not one site sheet.
    UnoCSS({ injectReset: false, injectEntry: false }),
    pageCss(),
    // Islands render to a string on the server: no web stream per island. None suspends there.
    react({ experimentalDisableStreaming: true }),
    hydrateOnInteraction,
  ],
  build: { inlineStylesheets: 'always' },
  compressHTML: true,
  // Scripts and style elements are allowed by the hashes of what the build emitted, so a page
  // served from a file or a cache needs no per-response nonce. Style attributes stay open: pages
  // set widths and colours inline, and an attribute can neither run script nor load from
  // elsewhere (img-src, font-src and connect-src still apply).
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [...CSP_DIRECTIVES],
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
        // The webview area adds this style element to the candidate pages it shows.
        hashes: [`sha256-${createHash('sha256').update(CHROME_CSS).digest('base64')}`],
      },
    },
  },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: astroPatches,
    resolve: {
      alias: [
        {
          find: /^zod$/,
          replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
        },
      ],
    },
    define: { 'import.meta.env.SITE_SETTINGS': JSON.stringify(JSON.stringify(settings)) },
  },
});
