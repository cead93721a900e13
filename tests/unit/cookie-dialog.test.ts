import { describe, expect, it } from 'vitest';
import {
  consentCookie,
  cookieDialogTiming,
  hasConsent,
  NOT_AT_ONCE,
} from '../../src/shared/consent.ts';

const timing = (path: string, signedIn: boolean | undefined, consented = false) =>
  cookieDialogTiming({ path, signedIn, consented });

describe('cookie dialog visibility (spec 2.4)', () => {
  it('never shows once consent is given', () => {
    for (const path of ['/', '/home', '/feature', '/candidate/dashboard'])
      expect(timing(path, false, true)).toBe('hidden');
  });

  it('never shows on the policy pages', () => {
    for (const path of ['/cookiepolicy', '/privacypolicy/', '/ukprivacypolicy', '/termsofuse'])
      for (const signedIn of [true, false, undefined])
        expect(timing(path, signedIn)).toBe('hidden');
  });

  it('shows on the root path only to a visitor, after 1200 ms', () => {
    expect(timing('/', false)).toBe(1200);
    expect(timing('/', true)).toBe('hidden');
    expect(timing('/', undefined)).toBe('ask');
    expect(timing('/home', true)).toBe(1200);
    expect(timing('/home', undefined)).toBe(1200);
  });

  it('stays off /candidate, /signin and /signup for visitors, not for candidates', () => {
    for (const path of ['/candidate', '/candidate/public/abc', '/signin', '/signup', '/idp/x/1']) {
      expect(timing(path, false)).toBe('hidden');
      expect(timing(path, undefined)).toBe('ask');
    }
    expect(timing('/candidate/dashboard', true)).toBe(0);
    expect(timing('/candidates-of-note', false)).toBe(0);
    expect(timing('/job-list', undefined)).toBe(0);
  });

  it('reads and writes the consent cookie', () => {
    expect(hasConsent('a=1; cookieConsent=accepted')).toBe(true);
    expect(hasConsent('cookieConsent=declined; xcookieConsent=accepted')).toBe(false);
    expect(consentCookie(false)).toBe(
      'cookieConsent=accepted; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie(true)).toMatch(/; Secure$/);
  });

  it('is shown from the first paint exactly where it shows at once to visitors and candidates alike', () => {
    const paths = [
      '/',
      '/home',
      '/home/',
      '/feature',
      '/job-list',
      '/find-jobs',
      '/job/12',
      '/job/12/alex',
      '/cookiepolicy',
      '/termsofuse/',
      '/candidate',
      '/candidate/dashboard',
      '/signin',
      '/signup',
      '/idp/interaction/x',
      '/idpx',
      '/candidates',
      '/qr',
      '/application/3',
    ];
    for (const path of paths) {
      const atOnce = [true, false].every(
        (signedIn) => cookieDialogTiming({ path, consented: false, signedIn }) === 0,
      );
      expect(NOT_AT_ONCE.test(path), path).toBe(!atOnce);
    }
  });
});
