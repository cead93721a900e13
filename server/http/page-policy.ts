import { createHash } from 'node:crypto';

/** An inline element's text: a script or style element, with its attributes and content. */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
/** A hash source of a policy: 'sha256-…', 'sha384-…' or 'sha512-…'. */
const HASH_SOURCE = /^'(sha256|sha384|sha512)-[A-Za-z0-9+/=_-]+'$/;
/** The directives whose hash sources allow a page's own inline elements. */
const HASHED_DIRECTIVES = new Set(['script-src', 'script-src-elem', 'style-src', 'style-src-elem']);

/**
 * A page's Content-Security-Policy with only the hash sources of the inline scripts and styles
 * the page itself carries. The build lists the hash of every inline element of the whole site
 * on every page; a page needs only its own, and the header is a few kilobytes shorter, which
 * the browser must receive before it can paint. Every other source is kept as it is.
 */
export function policyForPage(policy: string, html: string): string {
  if (!policy.includes("'sha")) return policy;
  const contents: string[] = [];
  for (const match of html.matchAll(INLINE_ELEMENT)) {
    // An element loaded from elsewhere is allowed by its address, not by a hash.
    if (/\ssrc\s*=/i.test(match[2] ?? '')) continue;
    contents.push(match[3] ?? '');
  }
  const used = new Map<string, Set<string>>();
  const hashesBy = (algorithm: string) => {
    let hashes = used.get(algorithm);
    if (!hashes) {
      hashes = new Set(
        contents.map(
          (content) =>
            `'${algorithm}-${createHash(algorithm).update(content, 'utf8').digest('base64')}'`,
        ),
      );
      used.set(algorithm, hashes);
    }
    return hashes;
  };
  return policy
    .split(';')
    .map((directive) => {
      const tokens = directive.trim().split(/\s+/);
      if (!HASHED_DIRECTIVES.has(tokens[0]?.toLowerCase() ?? '')) return directive;
      const kept = tokens.filter((token) => {
        const hash = HASH_SOURCE.exec(token);
        return !hash?.[1] || hashesBy(hash[1]).has(token);
      });
      return `${directive.startsWith(' ') ? ' ' : ''}${kept.join(' ')}`;
    })
    .join(';');
}
