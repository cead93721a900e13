// @ts-check
/**
 * Per-page utility CSS. Each page built gets one stylesheet, inlined by Astro
 * (build.inlineStylesheets): the CSS reset, then the UnoCSS utilities named anywhere in the
 * source files that page imports, statically or lazily, server components and islands alike. A
 * class that only appears once an island has rendered on the client is in that island's source,
 * so it arrives with the page too; no page carries the utilities of the rest of the site.
 * `astro dev` keeps UnoCSS's one sheet for the whole site.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';

const PAGE_CSS_DIR = '__page-css';
/** The page modules that get their own sheet: every route file. */
const PAGE_RE = /\/src\/pages\/.+\.(astro|mdx?)$/;
/** Source files whose text may name utility classes (markup, islands, helpers that build classes). */
const SOURCE_RE = /\.(astro|[cm]?[jt]sx?|mdx?)$/;

const require = createRequire(import.meta.url);
const RESET_CSS = readFileSync(require.resolve('@unocss/reset/tailwind.css'), 'utf8');

/** @param {string} id */
const fileOf = (id) => id.replaceAll('\\', '/').split('?')[0] ?? id;

/**
 * @param {string} root
 * @returns {import('vite').Plugin}
 */
function pageCssPlugin(root) {
  /** @type {any} */
  let uno;
  /** CSS module id → the page file that imports it. */
  const pageOf = new Map();
  /** Source file → the utility tokens its text names (each file read once per build). */
  const tokensOf = new Map();

  /** @param {string} file */
  async function fileTokens(file) {
    let tokens = tokensOf.get(file);
    if (!tokens) {
      tokens = uno.applyExtractors(readFileSync(file, 'utf8'), file, new Set());
      tokensOf.set(file, tokens);
    }
    return tokens;
  }

  /**
   * Every source file under src/ the page reaches through imports and dynamic imports.
   * @param {import('vite').Rollup.PluginContext} ctx
   * @param {string} page
   */
  function sourcesOf(ctx, page) {
    const seen = new Set([page]);
    const files = new Set();
    const queue = [page];
    while (queue.length > 0) {
      const id = /** @type {string} */ (queue.pop());
      const file = fileOf(id);
      if (file.startsWith(`${root}/src/`) && SOURCE_RE.test(file)) files.add(file);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      for (const next of [...info.importedIds, ...info.dynamicallyImportedIds]) {
        if (seen.has(next) || next.includes('/node_modules/')) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return files;
  }

  return {
    name: 'worklane:page-css',
    apply: 'build',
    enforce: 'post',
    async configResolved(config) {
      const api = config.plugins.find((p) => p.name === 'unocss:api')?.api;
      if (!api) throw new Error('page-css: the UnoCSS Vite plugin is missing.');
      const ctx = api.getContext();
      await ctx.ready;
      uno = ctx.uno;
    },
    resolveId(id) {
      return id.startsWith(`${root}/${PAGE_CSS_DIR}/`) ? id : null;
    },
    load(id) {
      // Filled in per chunk below, once the page's whole module graph is known.
      return pageOf.has(id) ? { code: '', moduleSideEffects: true } : null;
    },
    transform(code, id) {
      const file = fileOf(id);
      if (file !== id.replaceAll('\\', '/') || !PAGE_RE.test(file)) return null;
      const cssId = `${root}/${PAGE_CSS_DIR}/${relative(root, file).replace(/[^\w.-]/g, '_')}.css`;
      pageOf.set(cssId, file);
      // First import of the page: the reset and utilities come before layout and component CSS.
      return { code: `import ${JSON.stringify(cssId)};\n${code}`, map: null };
    },
    renderChunk: {
      // Before Vite's own CSS plugin gathers each chunk's stylesheet.
      order: 'pre',
      async handler(_code, chunk) {
        for (const id of Object.keys(chunk.modules)) {
          const page = pageOf.get(id);
          if (!page) continue;
          // This build environment's own CSS plugin, which holds each CSS module's text until the
          // chunk's stylesheet is written.
          /** @type {any} */
          const cssPost = this.environment.plugins.find((p) => p.name === 'vite:css-post');
          if (!cssPost) throw new Error('page-css: vite:css-post is missing.');
          const transform = cssPost.transform;
          const handler = 'handler' in transform ? transform.handler : transform;
          const tokens = new Set();
          for (const file of sourcesOf(this, page))
            for (const token of await fileTokens(file)) tokens.add(token);
          const { css } = await uno.generate(tokens, { minify: true });
          await handler.call(this, `${RESET_CSS}\n${css}`, id);
        }
        return null;
      },
    },
  };
}

/** @returns {import('astro').AstroIntegration} */
export function pageCss() {
  return {
    name: 'worklane:page-css',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript, updateConfig }) => {
        if (command !== 'build') {
          injectScript('page-ssr', 'import "@unocss/reset/tailwind.css"; import "uno.css";');
          return;
        }
        const root = fileOf(new URL('.', config.root).pathname).replace(/\/$/, '');
        updateConfig({ vite: { plugins: [pageCssPlugin(root)] } });
      },
    },
  };
}
