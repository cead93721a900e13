import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { postedDate } from '../../src/lib/format.ts';

describe('a posting date in words', () => {
  it('says Today, Yesterday or the date, the same however often it is asked', () => {
    const now = dayjs('2026-03-10T15:00:00');
    for (let round = 0; round < 2; round++) {
      expect(postedDate('2026-03-10T08:00:00', now)).toBe('Today');
      expect(postedDate('2026-03-09T23:59:00', now)).toBe('Yesterday');
      expect(postedDate('2026-03-08T12:00:00', now)).toBe('Mar 08, 2026');
      expect(postedDate('2025-12-31T12:00:00', dayjs('2026-01-01T09:00:00'))).toBe('Yesterday');
    }
    expect(postedDate('2026-03-10T08:00:00', dayjs('2026-03-12T09:00:00'))).toBe('Mar 10, 2026');
  });
});
