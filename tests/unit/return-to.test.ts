import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../server/identity/return-to.ts';

const BASE = 'https://worklane.example';
const FALLBACK = '/candidate/dashboard';

/** Where a browser goes when the server answers `Location: <result>`. */
function staysOnSite(result: string) {
  if (!URL.canParse(result, BASE)) return false;
  const url = new URL(result, BASE);
  return (
    url.origin === BASE &&
    result.startsWith('/') &&
    !result.startsWith('//') &&
    !result.startsWith('/\\') &&
    !url.pathname.startsWith('//')
  );
}

/** The pieces an attacker mixes into a path to make it collapse into `//host` or `/\host`. */
const piece = fc.constantFrom(
  '.',
  '..',
  '/',
  '\\',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '@',
  ':',
  '\t',
  '\n',
  ' ',
  '%09',
  '%00',
  'evil.example',
  'x',
  '?',
  '#',
  'https:',
  '%252e',
);
const hostile = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
const hostilePath = fc
  .tuple(fc.constantFrom('/', '//', '/.', '/..', '/\\', '', '\\'), hostile)
  .map(([head, rest]) => head + rest);

/** Paths made of segments, where dot-segments next to empty ones collapse into '//'. */
const segment = fc.constantFrom(
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '.%2e',
  '',
  'x',
  'evil.example',
  '@evil.example',
  'evil.example:80',
  '\\evil.example',
  '%2fevil.example',
  '%5Cevil.example',
  '\tx',
);
const segmentPath = fc
  .array(segment, { minLength: 1, maxLength: 8 })
  .map((segments) => `/${segments.join('/')}`);

describe('return addresses, for any path', () => {
  it('always resolve to this site and start with a single slash', { timeout: 30_000 }, () => {
    const onSite = (value: string) => {
      expect(staysOnSite(safeReturnTo(value, FALLBACK)), value).toBe(true);
    };
    fc.assert(fc.property(segmentPath, onSite), { numRuns: 1000 });
    fc.assert(fc.property(hostilePath, onSite), { numRuns: 1000 });
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webPath(), fc.webUrl()), onSite), {
      numRuns: 300,
    });
  });

  it('keep ordinary paths of this site as they are', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const query = fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9%]{0,8}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), query, (parts, q) => {
        const path = `/${parts.join('/')}${q ? `?${q}` : ''}`;
        expect(safeReturnTo(path, FALLBACK)).toBe(path);
      }),
    );
  });

  it('refuse the spellings that collapse into another host', () => {
    for (const bad of [
      '/.//evil.example',
      '/x/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/x/%2e%2e//evil.example',
      '/.\\evil.example',
      '/%2fevil.example',
      '/%5cevil.example',
      '/./%2f/evil.example',
      '/\t/evil.example',
    ])
      expect(safeReturnTo(bad, FALLBACK), bad).toBe(FALLBACK);
  });
});
