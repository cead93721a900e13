import { whenIslandsHydrate } from './islands.ts';
import { keepIslandsWorking } from './react-safe.ts';
import type { BionicSettings } from './settings.ts';
import {
  collectText,
  insideSkipped,
  RUN_ATTR,
  rerender,
  runFor,
  runsIn,
  unwrapAll,
  wrapText,
} from './transform.ts';

/**
 * Bionic reading on the live page: the body's text now, and whatever islands render or change
 * later, gathered by a MutationObserver and processed once per animation frame. The runs it
 * writes are never processed again.
 */
let fixation = 3;
let observer: MutationObserver | null = null;
let frame = 0;
const pendingRoots = new Set<Node>();
const pendingRuns = new Set<Element>();

function look(settings: BionicSettings) {
  const root = document.documentElement;
  root.dataset.bionic = settings.bionicSelect;
  root.style.setProperty('--wl-bionic-color', settings.color);
  // Font size is the size body text (16 px) takes; larger and smaller text scale with it.
  root.style.setProperty('--wl-bionic-scale', String(settings.fontSize / 16));
}

function clearLook() {
  const root = document.documentElement;
  delete root.dataset.bionic;
  root.style.removeProperty('--wl-bionic-color');
  root.style.removeProperty('--wl-bionic-scale');
}

function isOwnOutput(node: Node): boolean {
  const el = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  return Boolean(el?.closest(`[${RUN_ATTR}]`));
}

function note(records: MutationRecord[]) {
  for (const record of records) {
    if (record.type === 'characterData') {
      const text = record.target as Text;
      const run = runFor(text);
      if (run?.isConnected) pendingRuns.add(run);
      else if (text.isConnected) pendingRoots.add(text);
    } else if (record.type === 'attributes') {
      pendingRoots.add(record.target);
    } else {
      for (const node of record.addedNodes) pendingRoots.add(node);
    }
  }
}

function flush() {
  frame = 0;
  if (!observer) return;
  note(observer.takeRecords());
  const texts: Text[] = [];
  for (const root of pendingRoots) {
    if (!root.isConnected || isOwnOutput(root) || insideSkipped(root)) continue;
    collectText(root, texts);
  }
  pendingRoots.clear();
  for (const run of pendingRuns) if (run.isConnected) rerender(run, fixation);
  pendingRuns.clear();
  wrapText(texts, fixation);
  watchOriginals(texts);
  // What is left in the queue is this frame's own writing.
  observer.takeRecords();
  whenIslandsHydrate(readIsland);
}

/** A hydrated island is read the bionic way from now on, whatever it has rendered meanwhile. */
function readIsland(island: Element) {
  if (!observer) return;
  pendingRoots.add(island);
  if (!frame) frame = requestAnimationFrame(flush);
}

/** An island may change a text node while its run stands in for it: those changes are watched. */
function watchOriginals(texts: Text[]) {
  for (const text of texts) if (runFor(text)) observer?.observe(text, { characterData: true });
}

function schedule(records: MutationRecord[]) {
  note(records);
  if (!frame && (pendingRoots.size > 0 || pendingRuns.size > 0))
    frame = requestAnimationFrame(flush);
}

/** Turns bionic reading on, or applies new settings to it. */
export function showBionic(settings: BionicSettings) {
  look(settings);
  if (observer) {
    if (settings.fixation !== fixation) {
      fixation = settings.fixation;
      for (const run of runsIn()) rerender(run, fixation);
      observer.takeRecords();
    }
    return;
  }
  fixation = settings.fixation;
  keepIslandsWorking();
  observer = new MutationObserver(schedule);
  const texts = collectText(document.body);
  wrapText(texts, fixation);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['ssr'],
  });
  watchOriginals(texts);
  whenIslandsHydrate(readIsland);
}

/** Turns bionic reading off: every original text node is back, as it was. */
export function hideBionic() {
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
  observer?.disconnect();
  observer = null;
  pendingRoots.clear();
  pendingRuns.clear();
  unwrapAll();
  clearLook();
}
