/**
 * Parts of a page that follow from the request (its address, today's date) rather than from what
 * the page shows. A page rendered to be kept and answered from (server/job-page/) leaves each such
 * part open as a marker, remembering how to work it out; each request it answers fills them in.
 */

/** Where a part sits: in text, or in a quoted attribute value. They escape differently. */
export type PartContext = 'text' | 'attribute';

/** How one open part is worked out for a request, and where it sits. */
export interface OpenPart {
  fill: (url: URL) => string;
  context: PartContext;
}

/** Keeps a part open: remembers it and returns the marker the page carries in its place. */
export type OpenPartRecorder = (fill: (url: URL) => string, context: PartContext) => string;

/** Private-use characters: escaping leaves them as they are, and no page text carries them. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = /\uE000(\d+)\uE001/g;

/** A recorder and the parts it has kept open, in the order of their markers' numbers. */
export function openPartRecorder(): { record: OpenPartRecorder; parts: OpenPart[] } {
  const parts: OpenPart[] = [];
  const record: OpenPartRecorder = (fill, context) => {
    parts.push({ fill, context });
    return `${OPEN}${parts.length - 1}${CLOSE}`;
  };
  return { record, parts };
}

/**
 * A page with open parts cut at their markers: the text between them, and the number of the part
 * after each piece of text but the last (pieces.length === parts.length + 1).
 */
export function cutAtOpenParts(html: string): { pieces: string[]; parts: number[] } {
  const pieces: string[] = [];
  const parts: number[] = [];
  let last = 0;
  for (const match of html.matchAll(MARKER)) {
    pieces.push(html.slice(last, match.index));
    parts.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  pieces.push(html.slice(last));
  return { pieces, parts };
}

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
  '"': '&quot;',
};
const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;' };

/** A part's value escaped for where it sits, exactly as Astro escapes an expression there. */
export function escapePart(value: string, context: PartContext): string {
  return context === 'text'
    ? value.replace(/[&<>'"]/g, (c) => TEXT_ESCAPES[c] as string)
    : value.replace(/[&"]/g, (c) => ATTRIBUTE_ESCAPES[c] as string);
}
