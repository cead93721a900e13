import { describe, expect, it } from 'vitest';
import { moreText } from '../../server/services/assistant/answers/found-text.ts';
import type { JobSearchResult } from '../../src/shared/dto/job.ts';

const houston = {
  keywords: 'rn',
  place: { city: 'Houston', state: 'Texas', country: 'United States', label: 'Houston, TX' },
};
const result = (fields: Partial<JobSearchResult>): JobSearchResult => ({
  jobs: [],
  total: 16,
  page: 0,
  pageSize: 20,
  ...fields,
});

describe("'Show more' says what the next jobs are", () => {
  it('calls the jobs past those meeting everything similar, not more of what was asked', () => {
    expect(moreText(houston, result({ exactTotal: 2 }), 4, 8)).toBe(
      'Here are more jobs similar to rn jobs in Houston, TX: 5 to 8 of 16.',
    );
    expect(moreText(houston, result({ exactTotal: 6 }), 4, 8)).toBe(
      'Here are more rn jobs in Houston, TX, then similar jobs: 5 to 8 of 16.',
    );
    expect(moreText(houston, result({ exactTotal: 12 }), 4, 8)).toBe(
      'Here are more rn jobs in Houston, TX: 5 to 8 of 16.',
    );
    expect(moreText(houston, result({}), 4, 8)).toBe(
      'Here are more rn jobs in Houston, TX: 5 to 8 of 16.',
    );
  });

  it('says where the city was gone without, and jobs close to it where words were', () => {
    const elsewhere = result({ total: 5, exactTotal: 1, unmatchedWords: ['Houston'] });
    expect(moreText(houston, elsewhere, 4, 5)).toBe(
      'Here are more jobs similar to rn jobs elsewhere in Texas: number 5 of 5.',
    );
    const without = result({ unmatchedWords: ['night shift'], exactTotal: 0 });
    expect(moreText(houston, without, 4, 8)).toBe(
      'Here are more jobs close to rn jobs in Houston, TX: 5 to 8 of 16.',
    );
  });
});
