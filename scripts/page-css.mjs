// @ts-check
/**
 * Per-page utility CSS. Each page built gets one stylesheet, inlined by Astro
 * (build.inlineStylesheets): the CSS reset, then the UnoCSS utilities named anywhere in the
 * source files that page imports statically, server components and islands alike. A class that
 * only appears once an island has rendered on the client is in that island's source, so it
 * arrives with the page too; no page carries the utilities of the rest of the site.
 *
 * The parts of islands loaded on demand (a dynamic import: the assistant's panel, the
 * accessibility toolbar) are not painted first, and their utilities stay out of the page: they
 * come with the site's whole stylesheet (`late.<hash>.css`: the reset, every utility of the site
 * and the site-wide rules, in the page's own order), which src/lib/late-styles.ts adds before such
 * a part renders. Added after the page's sheet and holding all of it in the same order, it
 * changes nothing the page already shows.
 * `astro dev` keeps UnoCSS's one sheet for the whole site.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
   * Every source file under src/ the page reaches through static imports (what can render
   * before anything loads on demand).
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
      for (const next of info.importedIds) {
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

/**
 * Every source file under `dir` whose text may name utility classes.
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_RE.test(entry.name)) yield path;
  }
}

/**
 * The site's whole stylesheet: the reset, the utilities of every source file and the site-wide
 * rules, in the order each page's own sheet has them.
 * @param {string} root
 */
async function siteSheet(root) {
  const { createGenerator } = await import('unocss');
  const config = (await import(pathToFileURL(join(root, 'uno.config.ts')).href)).default;
  const uno = await createGenerator(config);
  const tokens = new Set();
  for (const file of sourceFiles(join(root, 'src')))
    for (const token of await uno.applyExtractors(readFileSync(file, 'utf8'), file, new Set()))
      tokens.add(token);
  const { css } = await uno.generate(tokens, { minify: true });
  const global = readFileSync(join(root, 'src', 'styles', 'global.css'), 'utf8');
  return `${RESET_CSS}\n${css}\n${global}`;
}

/** @returns {import('astro').AstroIntegration} */
export function pageCss() {
  /** @type {{ name: string, css: string } | undefined} */
  let late;
  return {
    name: 'worklane:page-css',
    hooks: {
      'astro:config:setup': async ({ command, config, injectScript, updateConfig }) => {
        if (command !== 'build') {
          injectScript('page-ssr', 'import "@unocss/reset/tailwind.css"; import "uno.css";');
          return;
        }
        const root = fileOf(new URL('.', config.root).pathname).replace(/\/$/, '');
        const css = await siteSheet(root);
        const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
        late = { name: `late.${hash}.css`, css };
        updateConfig({
          vite: {
            plugins: [pageCssPlugin(root)],
            define: {
              'import.meta.env.LATE_STYLES_URL': JSON.stringify(`/_astro/${late.name}`),
            },
          },
        });
      },
      'astro:build:done': ({ dir }) => {
        if (!late) return;
        const assets = join(fileURLToPath(dir), '_astro');
        mkdirSync(assets, { recursive: true });
        writeFileSync(join(assets, late.name), late.css);
      },
    },
  };
}
