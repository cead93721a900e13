import { describe, expect, it } from 'vitest';
import { durationLabel, EMPLOYMENT_TYPES, WORK_MODES } from '../../src/shared/code-tables.ts';

describe('code tables', () => {
  it('labels duration codes in words', () => {
    expect(durationLabel('1D')).toBe('1 Day');
    expect(durationLabel('3M')).toBe('3 Months');
    expect(durationLabel('2W')).toBe('2 Weeks');
    expect(durationLabel('10Y')).toBe('10 Years');
  });

  it('rejects codes that are not a number and a unit', () => {
    for (const code of ['', 'M', '0M', '3X', '3m', '1234D', ' 3M'])
      expect(durationLabel(code)).toBeNull();
  });

  it('uses the labels of the specification', () => {
    expect(EMPLOYMENT_TYPES.FL).toBe('Contingent / Contract');
    expect(WORK_MODES).toEqual({ R: 'Remote', O: 'Onsite', H: 'Hybrid' });
  });
});
