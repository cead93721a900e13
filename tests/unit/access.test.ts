import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redirectFor, signedInCandidate } from '../../src/lib/access.ts';

const at = (path: string) => new URL(path, 'http://localhost');

describe('access rules', () => {
  it('sends visitors from the candidate area to sign-in', () => {
    expect(redirectFor(at('/candidate/dashboard'), false)).toBe(
      '/signin?returnTo=%2Fcandidate%2Fdashboard',
    );
    expect(redirectFor(at('/candidate/my-jobs?tab=A'), false)).toBe(
      '/signin?returnTo=%2Fcandidate%2Fmy-jobs%3Ftab%3DA',
    );
    expect(redirectFor(at('/candidate'), false)).toBe('/signin');
  });

  it('sends a visitor with a talent-pool link to sign-in and back', () => {
    expect(redirectFor(at('/job-list?pool_id=77'), false)).toBe(
      '/signin?returnTo=%2Fjob-list%3Fpool_id%3D77',
    );
    expect(redirectFor(at('/find-jobs?poolId=77'), false)).toBe(
      '/signin?returnTo=%2Ffind-jobs%3FpoolId%3D77',
    );
  });

  it('lets anyone see public candidate profiles', () => {
    expect(redirectFor(at('/candidate/public/abc123'), false)).toBeNull();
  });

  it('sends /candidate to the dashboard once signed in', () => {
    expect(redirectFor(at('/candidate/'), true)).toBe('/candidate/dashboard');
    expect(redirectFor(at('/candidate/settings'), true)).toBeNull();
  });

  it('moves signed-in candidates off the sign-in paths', () => {
    expect(redirectFor(at('/signin'), true)).toBe('/candidate/dashboard');
    expect(redirectFor(at('/signup'), true)).toBe('/candidate/create-profile');
    expect(redirectFor(at('/signin'), false)).toBeNull();
  });

  it('keeps the query when the public job list becomes the candidate search', () => {
    expect(redirectFor(at('/job-list?searchBar=nurse&city=Leeds'), true)).toBe(
      '/candidate/find-jobs?searchBar=nurse&city=Leeds',
    );
    expect(redirectFor(at('/job-list?searchBar=nurse'), false)).toBeNull();
  });

  it('sends signed-in candidates to their own application page', () => {
    expect(redirectFor(at('/application/42'), true)).toBe('/candidate/application/42');
    expect(redirectFor(at('/application/42'), false)).toBeNull();
  });

  it('sends visitors to sign in from every page of the candidate area but public profiles', () => {
    const pages = readdirSync('src/pages/candidate', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro') && !file.startsWith('public/'))
      .map((file) => `/candidate/${file.replace(/\.astro$/, '').replace(/\[[^\]]+\]/g, '7')}`);
    expect(pages).toContain('/candidate/edit-profile');
    for (const path of pages) expect(redirectFor(at(path), false), path).toMatch(/^\/signin/);
  });

  it('gives candidate pages the signed-in candidate, and refuses to render one for a visitor', () => {
    const candidate = {
      id: 7,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      neuroClassification: 'NT' as const,
      emailVerified: true,
    };
    expect(signedInCandidate({ candidate })).toBe(candidate);
    expect(() => signedInCandidate({ candidate: null })).toThrow();
  });
});
