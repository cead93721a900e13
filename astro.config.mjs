// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import UnoCSS from 'unocss/astro';
import { parseConfig } from './src/shared/parse-env.ts';
import { siteSettingsSchema } from './src/shared/site-settings.ts';

const parsed = parseConfig(siteSettingsSchema, process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const settings = parsed.value;

// One static build per flavour: dist/D, dist/N, dist/H.
export default defineConfig({
  outDir: `./dist/${settings.FLAVOUR}`,
  adapter: node({ mode: 'middleware' }),
  integrations: [UnoCSS({ injectReset: true }), react()],
  build: { inlineStylesheets: 'always' },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    define: { 'import.meta.env.SITE_SETTINGS': JSON.stringify(JSON.stringify(settings)) },
  },
});
