import { escapeHTML } from 'astro/runtime/server/escape.js';
import { toAttributeString } from 'astro/runtime/server/render/util.js';
import { describe, expect, it } from 'vitest';
import { cutAtOpenParts, escapePart, openPartRecorder } from '../../src/shared/page-parts.ts';

const SAMPLES = ['/job/12', '/job/12?view=plain&x=1', `a<b>"c" & 'd'`, 'Today', '£18 – £22', ''];

describe('open parts of a kept page', () => {
  it('escape a value exactly as Astro escapes an expression in text and in an attribute', () => {
    for (const value of SAMPLES) {
      expect(escapePart(value, 'text')).toBe(escapeHTML(value));
      expect(escapePart(value, 'attribute')).toBe(toAttributeString(value));
    }
  });

  it('leave markers that escaping keeps as they are, and cut the page at them in order', () => {
    const { record, parts } = openPartRecorder();
    const path = record((url) => url.pathname, 'attribute');
    const day = record(() => 'Today', 'text');
    expect(escapeHTML(path)).toBe(path);
    expect(toAttributeString(day)).toBe(day);
    const html = `<a href="${path}">x</a><time>${day}</time><a href="${path}?view=plain">`;
    const cut = cutAtOpenParts(html);
    expect(cut.pieces).toEqual(['<a href="', '">x</a><time>', '</time><a href="', '?view=plain">']);
    expect(cut.parts.map((i) => parts[i]?.context)).toEqual(['attribute', 'text', 'attribute']);
  });
});
