/** One word of a typed query, where it sits in the text and how it compares. */
export interface Token {
  /** As typed. */
  raw: string;
  start: number;
  end: number;
  /** Lower-case, accents, dots and apostrophes removed: 'D.C.' → 'dc', 'São' → 'sao'. */
  norm: string;
  /** Typed in capitals ('PA', 'US'), which sets state codes apart from words. */
  upper: boolean;
  /** A comma (or other separator but a hyphen) stands between this word and the one before. */
  breakBefore: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*\.?/gu;

export const normalise = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[.'’]/g, '');

/** The words of a text with their places; punctuation, emoji and spaces separate words. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index;
    const between = text.slice(last, start);
    tokens.push({
      raw,
      start,
      end: start + raw.length,
      norm: normalise(raw),
      upper: /\p{Lu}/u.test(raw) && raw === raw.toUpperCase(),
      breakBefore: tokens.length > 0 && /[^\s\-–]/u.test(between),
    });
    last = start + raw.length;
  }
  return tokens;
}

/** The normalised words from `from` (inclusive) to `to` (exclusive), joined by spaces. */
export const phraseOf = (tokens: readonly Token[], from: number, to: number) =>
  tokens
    .slice(from, to)
    .map((t) => t.norm)
    .join(' ');

/** Words of `from`..`to` form one phrase when no separator but spaces or hyphens splits them. */
export const unbroken = (tokens: readonly Token[], from: number, to: number) =>
  tokens.slice(from + 1, to).every((t) => !t.breakBefore);

/**
 * A text with the given spans taken out: what is left, with separators that no longer separate
 * anything (a comma between two removed phrases, one at either end) dropped.
 */
export function withoutSpans(text: string, spans: readonly { start: number; end: number }[]) {
  let kept = '';
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    kept += `${text.slice(at, span.start)} `;
    at = Math.max(at, span.end);
  }
  kept += text.slice(at);
  return kept
    .split(/\s+/u)
    .filter((chunk) => /[^,;:|/&.\-–—]/u.test(chunk))
    .join(' ')
    .replace(/^[,;:|&\-–—\s]+|[,;:|&\-–—\s]+$/gu, '');
}
