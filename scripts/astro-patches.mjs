// @ts-check
/**
 * Vite plugins that change how Astro and its React renderer work per request, without changing
 * what they render. Each fails the build when the code it adjusts is no longer there, so an
 * upgrade cannot drop one silently.
 */

/** @param {string} id @param {string} file */
const isFile = (id, file) => id.replaceAll('\\', '/').split('?')[0]?.endsWith(file) ?? false;

/**
 * @param {string} name
 * @param {string} file
 * @param {[string, string][]} replacements
 * @returns {import('vite').Plugin}
 */
function patch(name, file, replacements) {
  return {
    name: `worklane:${name}`,
    transform(code, id) {
      if (!isFile(id, file)) return null;
      let out = code;
      for (const [from, to] of replacements) {
        if (!out.includes(from)) throw new Error(`${file} no longer contains: ${from}`);
        out = out.replace(from, to);
      }
      return out;
    },
  };
}

/**
 * Astro hashes each page's inline styles and scripts for its Content-Security-Policy on every
 * render, though the same content always hashes the same: each digest is computed once and kept
 * (by content, so a changed style still gets its own hash).
 */
const cspDigestOnce = patch('csp-digest-once', '/astro/dist/core/encryption.js', [
  [
    'async function generateCspDigest(data, algorithm) {',
    `const cspDigests = new Map();
async function generateCspDigest(data, algorithm) {
  let digests = cspDigests.get(algorithm);
  if (!digests) cspDigests.set(algorithm, (digests = new Map()));
  let digest = digests.get(data);
  if (digest === undefined) {
    digest = await computeCspDigest(data, algorithm);
    if (digests.size >= 1000) digests.clear();
    digests.set(data, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`,
  ],
]);

/**
 * The React renderer:
 * - without streaming it renders an island with renderToString but leaves out the island's
 *   identifier prefix, which hydration passes: ids made with useId would differ between server
 *   and browser. The prefix is passed, as the streaming renderer does;
 * - Astro asks it whether a component is React's before each render of an island, and it
 *   answers by rendering the component once more: a component found to be React's is
 *   remembered, and that trial render takes no identifier prefix, so the first page a process
 *   renders carries the same prefixes as every later one;
 * - an island marked as rendering from its props alone (src/islands/renders-from-props.ts), given
 *   no children or slots, is rendered once for each prefix and set of props, and its HTML reused.
 */
const reactRenderer = patch('react-renderer', '/@astrojs/react/dist/server.js', [
  [
    'html = ReactDOM.renderToString(vnode);',
    'html = ReactDOM.renderToString(vnode, renderOptions);',
  ],
  [
    'async function check(Component, props, children, metadata) {',
    `const reactComponents = new WeakSet();
async function check(Component, props, children, metadata) {
  const known = (typeof Component === "function" || (typeof Component === "object" && Component !== null)) ? Component : null;
  if (known && reactComponents.has(known)) return true;
  const isReact = await checkOnce.call(this, Component, props, children, metadata);
  if (isReact && known) reactComponents.add(known);
  return isReact;
}
async function checkOnce(Component, props, children, metadata) {`,
  ],
  [
    'await renderToStaticMarkup.call(this, Tester, props, children);',
    'await renderToStaticMarkup.call(undefined, Tester, props, children);',
  ],
  [
    'const vnode = React.createElement(Component, newProps);',
    `const memoKey = !formState && newChildren == null && Object.keys(slotted).length === 0 ? islandKey(Component, prefix, props) : undefined;
  if (memoKey !== undefined) {
    const known = islandHtml.get(Component)?.get(memoKey);
    if (known !== undefined) return { html: known, attrs };
  }
  const vnode = React.createElement(Component, newProps);`,
  ],
  [
    'return { html, attrs };',
    `if (memoKey !== undefined) {
    let byKey = islandHtml.get(Component);
    if (!byKey) islandHtml.set(Component, (byKey = new Map()));
    if (byKey.size >= 500) byKey.clear();
    byKey.set(memoKey, html);
  }
  return { html, attrs };`,
  ],
  [
    'function needsHydration(metadata) {',
    `const islandHtml = new WeakMap();
function islandKey(Component, prefix, props) {
  if (!Component || Component[Symbol.for("worklane.rendersFromProps")] !== true) return undefined;
  let json;
  try {
    json = JSON.stringify(props);
  } catch {
    return undefined;
  }
  return json !== undefined && json.length <= 4096 ? \`\${prefix}\\0\${json}\` : undefined;
}
function needsHydration(metadata) {`,
  ],
]);

/**
 * A page's bundled scripts are rendered inert, inside `<template data-after-paint>`, and start
 * after the first paint (src/lib/after-paint.ts). Scripts small enough to be inlined stay as they
 * are: they load nothing.
 */
const scriptsAfterPaint = patch(
  'scripts-after-paint',
  '/astro/dist/runtime/server/render/script.js',
  [
    [
      'content = `<script type="module" src=',
      'content = `<template data-after-paint><script type="module" src=',
    ],
    ['"></script>`;', '"></script></template>`;'],
  ],
);

/**
 * Astro composes each page's Content-Security-Policy header from the build's directives and
 * hashes on every render, though a route's inputs are the same every time: the header is
 * composed once per distinct set of inputs (compared one by one, so any added hash or source
 * gets a header of its own).
 */
const cspHeaderOnce = patch('csp-header-once', '/astro/dist/runtime/server/render/csp.js', [
  [
    'function renderCspContent(result) {',
    `const cspHeaders = [];
function sameItems(kept, now) {
  if (Array.isArray(now)) {
    if (kept.length !== now.length) return false;
    for (let i = 0; i < now.length; i++) if (now[i] !== kept[i]) return false;
    return true;
  }
  if (kept.length !== now.size) return false;
  let i = 0;
  for (const item of now) if (item !== kept[i++]) return false;
  return true;
}
function cspInputs(result) {
  const { scriptDirective: script, styleDirective: style, _metadata: meta } = result;
  return [result.directives, script.resources, script.hashes, style.resources, style.hashes, meta.extraScriptHashes, meta.extraStyleHashes];
}
function renderCspContent(result) {
  const inputs = cspInputs(result);
  const strictDynamic = result.scriptDirective.strictDynamic;
  for (const entry of cspHeaders)
    if (entry.strictDynamic === strictDynamic && entry.inputs.every((kept, i) => sameItems(kept, inputs[i])))
      return entry.content;
  const content = composeCspContent(result);
  if (cspHeaders.length >= 32) cspHeaders.shift();
  cspHeaders.push({ strictDynamic, inputs: inputs.map((items) => [...items]), content });
  return content;
}
function composeCspContent(result) {`,
  ],
]);

/** The address of each of the build's scripts and styles is worked out once, not per page. */
const assetLinkOnce = patch('asset-link-once', '/astro/dist/core/render/ssr-element.js', [
  [
    'function createAssetLink(href, base, assetsPrefix, queryParams) {',
    `const assetLinks = new Map();
function createAssetLink(href, base, assetsPrefix, queryParams) {
  if (queryParams || (assetsPrefix && typeof assetsPrefix !== "string")) return composeAssetLink(href, base, assetsPrefix, queryParams);
  const key = \`\${href}\\0\${base ?? ""}\\0\${assetsPrefix ?? ""}\`;
  let link = assetLinks.get(key);
  if (link === undefined) {
    link = composeAssetLink(href, base, assetsPrefix);
    if (assetLinks.size >= 4096) assetLinks.clear();
    assetLinks.set(key, link);
  }
  return link;
}
function composeAssetLink(href, base, assetsPrefix, queryParams) {`,
  ],
]);

/** A built page's module is looked up once per route, not on every request for it. */
const pageModuleOnce = patch('page-module-once', '/astro/dist/core/environment/production.js', [
  [
    `async function getComponentByRoute(manifest, routeData) {
  const module = await getModuleForRoute(manifest, routeData);
  return module.page();
}`,
    `const pagesOfRoutes = new WeakMap();
async function getComponentByRoute(manifest, routeData) {
  let pages = pagesOfRoutes.get(manifest);
  if (!pages) pagesOfRoutes.set(manifest, (pages = new WeakMap()));
  let page = pages.get(routeData);
  if (!page) {
    page = getModuleForRoute(manifest, routeData).then((module) => module.page());
    pages.set(routeData, page);
    page.catch(() => pages.delete(routeData));
  }
  return page;
}`,
  ],
]);

export const astroPatches = [
  cspDigestOnce,
  reactRenderer,
  cspHeaderOnce,
  assetLinkOnce,
  pageModuleOnce,
  scriptsAfterPaint,
];
