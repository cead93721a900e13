import { describe, expect, it } from 'vitest';
import { queryCatalogues } from '../../server/services/search/query-catalogues.ts';
import {
  chosenFilters,
  highlightParts,
  queryChips,
  resultsHeading,
  resultsLink,
  withoutPhrase,
} from '../../src/lib/search-view.ts';
import { understandQuery } from '../../src/shared/query/understand.ts';
import { WORK_FACT_FILTERS } from '../../src/shared/work-style/facts.ts';

const chipsOf = (query: string) => {
  const params = new URLSearchParams(query);
  const text = params.get('keyword') ?? params.get('searchBar') ?? '';
  return queryChips(understandQuery(text, queryCatalogues()), '/job-list', params);
};

describe('query chips', () => {
  it('offers one chip per understood facet, in the order typed, each removing its words', () => {
    expect(
      chipsOf('searchBar=senior+nurse+Houston%2C+TX+%2440%2Fhr+part-time+remote+easy+apply&page=3'),
    ).toEqual([
      {
        label: 'Mid-Senior Level',
        href: '/job-list?searchBar=nurse+Houston%2C+TX+%2440%2Fhr+part-time+remote+easy+apply',
      },
      {
        label: 'Houston, TX',
        href: '/job-list?searchBar=senior+nurse+%2440%2Fhr+part-time+remote+easy+apply',
      },
      {
        label: '$40+ an hour',
        href: '/job-list?searchBar=senior+nurse+Houston%2C+TX+part-time+remote+easy+apply',
      },
      {
        label: 'Part Time',
        href: '/job-list?searchBar=senior+nurse+Houston%2C+TX+%2440%2Fhr+remote+easy+apply',
      },
      {
        label: 'Remote',
        href: '/job-list?searchBar=senior+nurse+Houston%2C+TX+%2440%2Fhr+part-time+easy+apply',
      },
      {
        label: 'Easy Apply',
        href: '/job-list?searchBar=senior+nurse+Houston%2C+TX+%2440%2Fhr+part-time+remote',
      },
    ]);
  });

  it('edits the parameter the text came in and keeps the others', () => {
    expect(chipsOf('keyword=nurse+in+texas&remote=true&sort=date')).toEqual([
      { label: 'Texas', href: '/job-list?keyword=nurse&remote=true&sort=date' },
    ]);
    expect(chipsOf('keyword=houston')).toEqual([{ label: 'Houston, TX', href: '/job-list' }]);
  });

  it('offers no chip for an unknown place, nor without typed text', () => {
    expect(chipsOf('keyword=nurse+in+Atlantiss')).toEqual([]);
    expect(queryChips(undefined, '/job-list', new URLSearchParams('remote=true'))).toEqual([]);
  });
});

describe('result page helpers', () => {
  it('takes a phrase out of the text with the comma it leaves', () => {
    expect(withoutPhrase('nurse, Houston, TX', 'Houston, TX')).toBe('nurse');
    expect(withoutPhrase('nurse houston', 'dallas')).toBe('nurse houston');
  });

  it('links to page one of the same search with one change', () => {
    const params = new URLSearchParams('keyword=rn&page=4&sort=date');
    expect(resultsLink('/job-list', params, { sort: 'relevance' })).toBe(
      '/job-list?keyword=rn&sort=relevance',
    );
    expect(resultsLink('/job-list', params, { keyword: '', sort: undefined })).toBe('/job-list');
  });

  it('marks the words the search matched, else words starting with a typed word', () => {
    expect(highlightParts('Registered Nurse (ICU)', ['nurse', 'icu'], 'rn')).toEqual([
      { text: 'Registered ', mark: false },
      { text: 'Nurse', mark: true },
      { text: ' (', mark: false },
      { text: 'ICU', mark: true },
      { text: ')', mark: false },
    ]);
    expect(highlightParts('Nursing Assistant', undefined, 'nurs')).toEqual([
      { text: 'Nursing', mark: true },
      { text: ' Assistant', mark: false },
    ]);
    expect(highlightParts('Café Barista', ['cafe'], 'cafe')[0]).toEqual({
      text: 'Café',
      mark: true,
    });
    // C# and C++ are words of their own, marked as written, and neither is the letter C.
    expect(highlightParts('C# or C++ Developer (C)', ['csharp'], 'c#')).toEqual([
      { text: 'C#', mark: true },
      { text: ' or C++ Developer (C)', mark: false },
    ]);
    expect(highlightParts('C++ Developer', undefined, 'c++ dev')).toEqual([
      { text: 'C++', mark: true },
      { text: ' ', mark: false },
      { text: 'Developer', mark: true },
    ]);
  });

  it('counts exactly, or from a lower bound with a plus', () => {
    const page = { page: 0, pageSize: 20, shown: 20 };
    expect(resultsHeading({ ...page, total: 1000, totalIsLowerBound: true })).toBe(
      'Showing 1–20 of 1,000+ jobs',
    );
    expect(resultsHeading({ ...page, page: 1, total: 37, shown: 17 })).toBe(
      'Showing 21–37 of 37 jobs',
    );
    expect(resultsHeading({ ...page, total: 0, shown: 0 })).toBe('No results found');
    // A page past the last: no range that ends before it starts.
    expect(resultsHeading({ ...page, page: 2, total: 40, shown: 0 })).toBe(
      'No results on this page',
    );
  });
});

describe('filters chosen, where no job passes them', () => {
  it('lists each chosen filter with the same search without it, a need at a time', () => {
    const params = new URLSearchParams(
      'keyword=nurse&remote=true&workFacts=quiet&workFacts=flexible-hours&state=Texas&skills=3,4&page=2',
    );
    const chips = chosenFilters('/job-list', params, WORK_FACT_FILTERS);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Remote location',
      'Quiet workplace',
      'Flexible hours',
      'Texas',
      'Skills chosen',
    ]);
    const after = chips.map((chip) => new URL(chip.href, 'http://x').searchParams);
    expect(after[0]?.has('remote')).toBe(false);
    expect(after[1]?.getAll('workFacts')).toEqual(['flexible-hours']);
    expect(after[2]?.getAll('workFacts')).toEqual(['quiet']);
    expect(after[3]?.has('state')).toBe(false);
    expect(after[4]?.has('skills')).toBe(false);
    // Each goes back to the first page and keeps the words and the other filters.
    for (const next of after) {
      expect(next.get('keyword')).toBe('nurse');
      expect(next.has('page')).toBe(false);
    }
    expect(after[1]?.get('remote')).toBe('true');
    expect(
      chosenFilters('/job-list', new URLSearchParams('keyword=nurse'), WORK_FACT_FILTERS),
    ).toEqual([]);
  });

  it('names a chosen place as the search names it, its country in full', () => {
    const params = new URLSearchParams('keyword=barista&city=Seattle&state=Washington&country=US');
    const [chip] = chosenFilters(
      '/job-list',
      params,
      WORK_FACT_FILTERS,
      'Seattle, Washington, United States of America',
    );
    expect(chip?.label).toBe('Seattle, Washington, United States of America');
    const after = new URL(chip?.href ?? '', 'http://x').searchParams;
    expect([...after.keys()]).toEqual(['keyword']);
  });
});
