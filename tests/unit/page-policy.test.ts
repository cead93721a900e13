import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyForPage } from '../../server/http/page-policy.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const STYLE = 'body{color:red}';
const SCRIPT = 'document.documentElement.dataset.ready="1"';
const OTHER_STYLE = 'p{margin:0}';
const OTHER_SCRIPT = 'console.log(1)';
const POLICY = [
  "default-src 'none'",
  `script-src 'self' ${hash(SCRIPT)} ${hash(OTHER_SCRIPT)}`,
  `style-src 'self' ${hash(STYLE)} ${hash(OTHER_STYLE)}`,
  "style-src-attr 'unsafe-inline';",
].join(';');

describe('a page policy', () => {
  it('keeps the hashes of the inline elements the page carries and drops the others', () => {
    const html = `<html><head><style>${STYLE}</style><script>${SCRIPT}</script></head><body><script type="module" src="/a.js"></script></body></html>`;
    expect(policyForPage(POLICY, html)).toBe(
      [
        "default-src 'none'",
        `script-src 'self' ${hash(SCRIPT)}`,
        `style-src 'self' ${hash(STYLE)}`,
        "style-src-attr 'unsafe-inline';",
      ].join(';'),
    );
  });

  it('keeps every source that is not a hash', () => {
    const policy =
      "script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src 'self' 'unsafe-inline'";
    expect(policyForPage(policy, '<p>no inline elements</p>')).toBe(policy);
  });

  it('does not allow an element loaded from an address by the hash of its empty content', () => {
    const policy = `script-src 'self' ${hash('')}`;
    expect(policyForPage(policy, '<script type="module" src="/a.js"></script>')).toBe(
      "script-src 'self'",
    );
  });
});
