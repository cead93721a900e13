import { cutAtOpenParts, escapePart, type OpenPart } from '../../src/shared/page-parts.ts';

/**
 * A page rendered with its per-request parts left open, kept as the UTF-8 bytes between them:
 * filling it in for a request costs a few small strings and one copy of the page.
 */
export interface PageTemplate {
  /** The page's headers as rendered (content type, security policy, Vary). */
  headers: [string, string][];
  pieces: Buffer[];
  /** The open part after each piece but the last. */
  parts: OpenPart[];
  bytes: number;
}

/**
 * The template of a page rendered with the parts of `open` left open, or null when the page
 * carries `leak` outside them: something on the page read the request without leaving it open.
 */
export function pageTemplate(
  html: string,
  headers: [string, string][],
  open: OpenPart[],
  leak: string,
): PageTemplate | null {
  const cut = cutAtOpenParts(html);
  if (cut.pieces.some((piece) => piece.includes(leak))) return null;
  const parts: OpenPart[] = [];
  for (const index of cut.parts) {
    const part = open[index];
    if (!part) return null;
    parts.push(part);
  }
  const pieces = cut.pieces.map((piece) => Buffer.from(piece, 'utf8'));
  const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return { headers, pieces, parts, bytes };
}

/** The page for one request: the kept bytes with its open parts worked out for `url`. */
export function fillTemplate(template: PageTemplate, url: URL): Buffer {
  const { pieces, parts } = template;
  const chunks: Buffer[] = [pieces[0] as Buffer];
  let size = chunks[0]?.length ?? 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as OpenPart;
    const filled = Buffer.from(escapePart(part.fill(url), part.context), 'utf8');
    const next = pieces[i + 1] as Buffer;
    chunks.push(filled, next);
    size += filled.length + next.length;
  }
  return Buffer.concat(chunks, size);
}
