import { isHydrated, isIsland } from './islands.ts';
import { bionicMarkup } from './words.ts';

/**
 * Replaces text nodes with bionic runs and puts them back. A run is a span carrying RUN_ATTR; the
 * text node it stands for is kept aside, unchanged, so restoring puts back the very same node.
 */
export const RUN_ATTR = 'data-bionic-run';
export const RUN_CLASS = 'wl-bionic';
/** Runs whose surrounding text is light (on a dark surface) keep that colour. */
export const LIGHT_CLASS = 'wl-bionic-light';

const originalOf = new WeakMap<Element, Text>();
const runOf = new WeakMap<Text, HTMLElement>();

export function runFor(text: Text): HTMLElement | undefined {
  return runOf.get(text);
}

/** Text here is code, a form value, hidden from assistive technology, or a control's name. */
// biome-ignore format: a word list
const SKIP_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'textarea', 'input', 'select', 'option', 'code',
  'pre', 'kbd', 'samp', 'svg', 'math', 'iframe', 'canvas', 'video', 'audio', 'button', 'a',
  'summary', 'label', 'legend', 'title', 'head',
]);
// biome-ignore format: a word list
const CONTROL_ROLES = new Set([
  'button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'switch',
  'checkbox', 'radio', 'treeitem', 'textbox', 'combobox', 'searchbox', 'slider', 'spinbutton',
]);

// biome-ignore format: a word list
const SECTIONS = new Set([
  'main', 'header', 'footer', 'nav', 'aside', 'section', 'article', 'form', 'fieldset', 'ul', 'ol',
  'table', 'dialog',
]);

export function skipsElement(el: Element): boolean {
  if (SKIP_TAGS.has(el.localName)) return true;
  if (el.hasAttribute(RUN_ATTR) || el.hasAttribute('data-bionic-skip')) return true;
  if (el.getAttribute('aria-hidden') === 'true') return true;
  // An aria-label names the element instead of its text; on a landmark or section it only names
  // the area, whose text is read as ever.
  if (el.hasAttribute('aria-label') && !SECTIONS.has(el.localName)) return true;
  const editable = el.getAttribute('contenteditable');
  if (editable !== null && editable !== 'false') return true;
  const role = el.getAttribute('role');
  if (role && CONTROL_ROLES.has(role)) return true;
  // An island is left alone until React has hydrated it, so its markup still matches what it renders.
  return isIsland(el) && !isHydrated(el);
}

/** True when the node sits in a part of the page bionic reading leaves alone (or in a run). */
export function insideSkipped(node: Node): boolean {
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (skipsElement(el)) return true;
  }
  return false;
}

const HAS_WORD = /\S/;

/** The text nodes under root that bionic reading applies to, in document order. */
export function collectText(root: Node, out: Text[] = []): Text[] {
  if (root.nodeType === Node.TEXT_NODE) {
    if (HAS_WORD.test((root as Text).data)) out.push(root as Text);
    return out;
  }
  if (root.nodeType === Node.ELEMENT_NODE && skipsElement(root as Element)) return out;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.TEXT_NODE
        ? HAS_WORD.test((node as Text).data)
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_SKIP
        : skipsElement(node as Element)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_SKIP,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node as Text);
  return out;
}

/** Relative luminance above one half: light text, so the surface behind it is dark. */
function isLightText(colour: string): boolean {
  const rgb = /^rgba?\((\d+(?:\.\d+)?)[, ]+(\d+(?:\.\d+)?)[, ]+(\d+(?:\.\d+)?)/.exec(colour);
  if (!rgb) return false;
  const channel = (v: string) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r = 0, g = 0, b = 0] = rgb.slice(1).map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}

/**
 * Wraps each text node in a run. Styles are read for every parent first and the page written
 * after, so the browser computes styles once, not once per node.
 */
export function wrapText(texts: Text[], fixation: number): HTMLElement[] {
  const light = new Map<Element, boolean>();
  for (const text of texts) {
    const parent = text.parentElement;
    if (parent && !light.has(parent))
      light.set(parent, isLightText(getComputedStyle(parent).color));
  }
  const runs: HTMLElement[] = [];
  for (const text of texts) {
    const parent = text.parentElement;
    if (!parent || runOf.get(text)?.isConnected) continue;
    const run = document.createElement('span');
    run.setAttribute(RUN_ATTR, '');
    run.className = light.get(parent) ? `${RUN_CLASS} ${LIGHT_CLASS}` : RUN_CLASS;
    run.innerHTML = bionicMarkup(text.data, fixation);
    parent.replaceChild(run, text);
    originalOf.set(run, text);
    runOf.set(text, run);
    runs.push(run);
  }
  return runs;
}

/** Renders a run again from its text node (after the text or the fixation changed). */
export function rerender(run: Element, fixation: number) {
  const text = originalOf.get(run);
  if (!text) return;
  if (!HAS_WORD.test(text.data)) {
    unwrapRun(run);
    return;
  }
  run.innerHTML = bionicMarkup(text.data, fixation);
}

export function unwrapRun(run: Element) {
  const text = originalOf.get(run);
  run.replaceWith(text ?? document.createTextNode(run.textContent ?? ''));
  if (text) runOf.delete(text);
}

export function runsIn(root: ParentNode = document): Element[] {
  return [...root.querySelectorAll(`[${RUN_ATTR}]`)];
}

/** Puts every original text node back where its run is. */
export function unwrapAll(root: ParentNode = document) {
  for (const run of runsIn(root)) unwrapRun(run);
}
