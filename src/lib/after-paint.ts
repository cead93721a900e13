/**
 * A page's bundled scripts start after its first contentful paint, so the first frame costs only
 * the HTML and its inline style: Astro renders each of them inert, inside
 * `<template data-after-paint>` (scripts/astro-patches.mjs), and the head script (head-boot.ts)
 * makes them live scripts once the browser reports that paint (Paint Timing), or after
 * FALLBACK_MS should it never come. It starts them one template a task, so a tap made meanwhile
 * is answered between two of them, not after all of them. Until then every control works as
 * plain HTML (links, forms, `<details>`), and islands keep their own start (`client:interaction`
 * holds the first click).
 *
 * Where the reader has turned on the accessibility toolbar or bionic reading, the scripts start
 * as soon as the page is parsed, as module scripts would, all in that one task, so those choices
 * apply as early as before. A hidden page does not paint, so its scripts start at once too.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

const FALLBACK_MS = 3000;
const READING_CHOICES = `localStorage.accessibilityToolbar==='Y'||localStorage.isBionic==='true'`;

/** Kept tiny: part of the head script, which blocks rendering. */
export const AFTER_PAINT_SCRIPT = `(()=>{${[
  `const go=all=>{const t=document.querySelector('template[${AFTER_PAINT_ATTRIBUTE}]');if(t){t.replaceWith(document.importNode(t.content,true));all?go(all):setTimeout(go)}}`,
  `let now=document.hidden;try{now||=${READING_CHOICES}}catch{}`,
  `const start=()=>{if(now)return go(1);setTimeout(go,${FALLBACK_MS});new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true})}`,
  `addEventListener('DOMContentLoaded',start,{once:true})`,
].join(';')}})()`;
