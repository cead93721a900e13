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
 *   remembered.
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
]);

export const astroPatches = [cspDigestOnce, reactRenderer];
