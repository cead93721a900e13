import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../server/identity/return-to.ts';
import { enterpriseDomainOf } from '../../server/identity/rp/entry-params.ts';

describe('return addresses', () => {
  it('keep paths of this site, with their query', () => {
    expect(safeReturnTo('/candidate/my-jobs?tab=A', '/x')).toBe('/candidate/my-jobs?tab=A');
  });

  it('never lead off-site', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/%0d%0aSet-Cookie:x',
      '/a\nb',
      '',
      42,
      undefined,
    ]) {
      const result = safeReturnTo(bad, '/candidate/dashboard');
      expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
      expect(new URL(result, 'https://worklane.example').origin).toBe('https://worklane.example');
    }
    expect(safeReturnTo('//evil.example', '/candidate/dashboard')).toBe('/candidate/dashboard');
  });
});

describe('enterprise domain of a sign-in link', () => {
  const warnings: string[] = [];
  const warn = (line: string) => warnings.push(line);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

  it('reads validDomainName beside an e-mail, paramsKey and referralDetails', () => {
    expect(enterpriseDomainOf({ email: 'a@b.c', validDomainName: 'Careers.Acme.test' }, warn)).toBe(
      'careers.acme.test',
    );
    expect(
      enterpriseDomainOf(
        { paramsKey: b64({ validDomainNames: 'jobs.acme.test,other.test' }) },
        warn,
      ),
    ).toBe('jobs.acme.test');
    expect(
      enterpriseDomainOf({ referralDetails: b64({ validDomainName: 'acme.test' }) }, warn),
    ).toBe('acme.test');
    expect(warnings).toEqual([]);
  });

  it('ignores malformed values with a warning, never an error', () => {
    expect(enterpriseDomainOf({ paramsKey: '%%%not-base64' }, warn)).toBeUndefined();
    expect(enterpriseDomainOf({ referralDetails: b64({ nope: 1 }) }, warn)).toBeUndefined();
    expect(
      enterpriseDomainOf({ referralDetails: b64({ validDomainName: '<script>' }) }, warn),
    ).toBeUndefined();
    expect(warnings).toHaveLength(3);
  });
});

describe('the session cookie', () => {
  it('is __Host- and Secure over HTTPS and on localhost, plain over HTTP elsewhere', async () => {
    const { sessionCookieFor } = await import('../../server/identity/session-tokens.ts');
    expect(sessionCookieFor('https://worklane.example')).toEqual({
      name: '__Host-worklane_session',
      secure: true,
    });
    expect(sessionCookieFor('http://localhost:4321')).toEqual({
      name: '__Host-worklane_session',
      secure: true,
    });
    expect(sessionCookieFor('http://192.168.1.20:4321')).toEqual({
      name: 'worklane_session',
      secure: false,
    });
  });
});
