import { describe, expect, it } from 'vitest';
import { queryCatalogues } from '../../server/services/search/query-catalogues.ts';
import { understandCriteria } from '../../server/services/search/understood-search.ts';
import { queryChips } from '../../src/lib/search-view.ts';
import { jobSearchSchema } from '../../src/shared/dto/job.ts';

const catalogues = queryCatalogues();
const understood = (params: Record<string, string>) =>
  understandCriteria(jobSearchSchema.parse(params), catalogues);

describe('shift words in a healthcare search', () => {
  it('become the shift time and contract length filters, the rest stays keywords', () => {
    const { criteria } = understood({ keyword: 'lpn nights 13 weeks', 'is-healthcare': 'true' });
    expect(criteria.shiftTime).toBe('N');
    expect(criteria.contractWeeks).toBe(13);
    expect(criteria.keyword).toBe('lpn');
  });

  it('read a 13-week contract and an evening shift as typed', () => {
    const { criteria } = understood({
      keyword: 'travel nurse 13-week contract evening shift',
      'is-healthcare': 'true',
    });
    expect(criteria.contractWeeks).toBe(13);
    expect(criteria.shiftTime).toBe('E');
  });

  it('read shifts by their order in the day, and the graveyard shift as nights', () => {
    const shift = (keyword: string) =>
      understood({ keyword, 'is-healthcare': 'true' }).criteria.shiftTime;
    expect(shift('3rd shift cna')).toBe('N');
    expect(shift('rn graveyard shift')).toBe('N');
    expect(shift('1st shift lpn')).toBe('D');
    expect(shift('second shift pct')).toBe('E');
  });

  it('read days, and a twelve-hour shift by its hours; a number of days is no shift', () => {
    const shift = (keyword: string) =>
      understood({ keyword, 'is-healthcare': 'true' }).criteria.shiftTime;
    expect(shift('rn days')).toBe('D');
    expect(shift('rn 7a-7p')).toBe('D');
    expect(shift('lpn 7p-7a')).toBe('N');
    expect(shift('cna 3 days a week')).toBeUndefined();
    expect(shift('rn 3 nights')).toBeUndefined();
  });

  it('show as removable chips', () => {
    const params = new URLSearchParams({ keyword: 'cna nights', 'is-healthcare': 'true' });
    const result = understood({ keyword: 'cna nights', 'is-healthcare': 'true' });
    expect(queryChips(result.understood, '/job-list', params)).toEqual([
      { label: 'Nights', href: '/job-list?keyword=cna&is-healthcare=true' },
    ]);
  });

  it('stay words to search for outside healthcare, where jobs state no shifts', () => {
    const { criteria } = understood({ keyword: 'warehouse night shift' });
    expect(criteria.shiftTime).toBeUndefined();
    expect(criteria.keyword).toBe('warehouse night shift');
  });

  it('give way to a shift the link sets itself', () => {
    const { criteria } = understood({
      keyword: 'rn nights',
      shiftTime: 'D',
      'is-healthcare': 'true',
    });
    expect(criteria.shiftTime).toBe('D');
    expect(criteria.keyword).toBe('rn nights');
  });
});
