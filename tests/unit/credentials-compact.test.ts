import { describe, expect, it } from 'vitest';
import { stateCode } from '../../src/shared/credentials/catalogue.ts';
import {
  isCompactState,
  licenceValidIn,
  NURSE_COMPACT,
} from '../../src/shared/credentials/compact.ts';
import { credentialFit, missingRequired } from '../../src/shared/credentials/fit.ts';
import { credentialStatus } from '../../src/shared/credentials/status.ts';

const rn = (state: string, multistate: boolean, type = 'RN') => ({ type, state, multistate });

describe('Nurse Licensure Compact', () => {
  it('is data with the date it was last checked', () => {
    expect(NURSE_COMPACT.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(NURSE_COMPACT.members).toContain('TX');
    expect(NURSE_COMPACT.members).not.toContain('CA');
    for (const state of NURSE_COMPACT.pending) expect(isCompactState(state)).toBe(false);
  });

  it('a licence is valid in the state that issued it', () => {
    expect(licenceValidIn(rn('CA', false), 'CA')).toBe(true);
    expect(licenceValidIn(rn('TX', false), 'TX')).toBe(true);
    expect(licenceValidIn(rn('NY', false, 'PT'), 'NY')).toBe(true);
  });

  it('a single-state licence is not valid in another state, compact or not', () => {
    expect(licenceValidIn(rn('TX', false), 'FL')).toBe(false);
    expect(licenceValidIn(rn('CA', false), 'NV')).toBe(false);
  });

  it('a multistate RN or LPN licence from a compact state is valid in other compact states', () => {
    expect(licenceValidIn(rn('TX', true), 'FL')).toBe(true);
    expect(licenceValidIn(rn('AZ', true, 'LPN'), 'WA')).toBe(true);
  });

  it('a multistate licence is not valid in a state outside the compact', () => {
    expect(licenceValidIn(rn('TX', true), 'CA')).toBe(false);
    expect(licenceValidIn(rn('TX', true), 'NY')).toBe(false);
  });

  it('a multistate flag from a state outside the compact (or still pending) counts only there', () => {
    expect(licenceValidIn(rn('CA', true), 'TX')).toBe(false);
    expect(licenceValidIn(rn('MA', true), 'TX')).toBe(false);
    expect(licenceValidIn(rn('CA', true), 'CA')).toBe(true);
  });

  it('covers only RN and LPN/LVN licences, not advanced practice or other professions', () => {
    expect(licenceValidIn(rn('TX', true, 'NP'), 'FL')).toBe(false);
    expect(licenceValidIn(rn('TX', true, 'PT'), 'FL')).toBe(false);
  });

  it('a job with no US state asks for the licence type only', () => {
    expect(licenceValidIn(rn('CA', false), null)).toBe(true);
  });

  it('reads states as jobs write them', () => {
    expect(stateCode('Texas')).toBe('TX');
    expect(stateCode('tx')).toBe('TX');
    expect(stateCode('West Yorkshire')).toBeNull();
  });
});

describe('credential status and fit', () => {
  const today = '2026-11-26';
  it('is current, expiring within 60 days (expiry day included) or expired', () => {
    expect(credentialStatus('2027-03-01', today)).toBe('current');
    expect(credentialStatus('2027-01-25', today)).toBe('expiring');
    expect(credentialStatus('2026-11-26', today)).toBe('expiring');
    expect(credentialStatus('2026-11-25', today)).toBe('expired');
  });

  it('tells held, expired and missing credentials apart, by the compact rule', () => {
    const held = [
      { id: 1, type: 'RN', state: 'TX', multistate: true, expiresOn: '2028-01-01' },
      { id: 2, type: 'BLS', state: null, multistate: false, expiresOn: '2026-12-20' },
      { id: 3, type: 'ACLS', state: null, multistate: false, expiresOn: '2026-10-01' },
    ];
    const asks = [
      { type: 'RN', required: true },
      { type: 'BLS', required: true },
      { type: 'ACLS', required: true },
      { type: 'PALS', required: false },
    ];
    const inFlorida = credentialFit(asks, held, 'FL', today);
    expect(inFlorida.map((f) => [f.label, f.held, f.credentialId])).toEqual([
      ['RN licence valid in Florida', 'held', 1],
      ['BLS', 'held', 2],
      ['ACLS', 'expired', null],
      ['PALS', 'missing', null],
    ]);
    expect(missingRequired(inFlorida).map((f) => f.type)).toEqual(['ACLS']);
    const inCalifornia = credentialFit(asks, held, 'CA', today);
    expect(inCalifornia[0]).toMatchObject({
      label: 'RN licence valid in California',
      held: 'missing',
    });
  });
});
