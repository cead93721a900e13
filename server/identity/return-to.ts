const BASE = 'http://worklane.invalid';

/** A path segment that normalising removes: '.' or '..', spelled plainly or percent-encoded. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
/** An encoded slash or backslash, which some servers and proxies decode before routing. */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/** A path this site can redirect to: one leading slash, never '//' or '/\' anywhere. */
const isSitePath = (path: string) =>
  path.startsWith('/') && !path.includes('//') && !path.includes('/\\');

/**
 * A return address is only ever a path of this site, which means the same before and after a
 * browser normalises it: '/…' without '//' or '/\', no dot-segments (plain or as %2e), no encoded
 * slashes or backslashes (%2f, %5c), no backslashes, no control characters. Anything else becomes
 * the fallback, so no parameter can redirect off-site — '/.//evil.example' would otherwise
 * collapse into '//evil.example'. The query and fragment are kept as they are.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const end = value.search(/[?#]/);
  const path = end === -1 ? value : value.slice(0, end);
  if (!isSitePath(path) || ENCODED_SEPARATOR.test(path)) return fallback;
  if (path.split('/').some((segment) => DOT_SEGMENT.test(segment))) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || !isSitePath(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
