import { describe, expect, it } from 'vitest';
import { blockTermsOf, spannedFilter } from '../../server/db/repositories/id-blocks.ts';

describe('id blocks and the facets many jobs hold', () => {
  it("names a job's blocks, and its work mode, easy apply, healthcare and contract in each", () => {
    const id = 5 * 2 ** 18 + 3 * 2 ** 15 + 7 * 2 ** 12 + 9;
    const facets = 'zcleeds zsengland znunitedkingdom zwr zeft zxat za1 zh0 zk12';
    expect(blockTermsOf(id, facets)).toEqual([
      'zia351',
      'zib43',
      'zic5',
      ...['zwr', 'zeft', 'za1'].flatMap((facet) =>
        ['zia351', 'zib43', 'zic5'].map((block) => `${facet}${block}`),
      ),
    ]);
    expect(blockTermsOf(1, '')).toEqual(['zia0', 'zib0', 'zic0']);
  });

  it('reads the blocks through the most telling filter of one such token, or none', () => {
    expect(spannedFilter([['zsengland'], ['za1'], ['zwr']])).toBe(2);
    expect(spannedFilter([['zh1'], ['zeft']])).toBe(0);
    // Either of two work modes, a place or skills: no one token in the blocks holds them.
    expect(spannedFilter([['zwr', 'zwh'], ['zcleeds'], ['zk1', 'zk2']])).toBe(-1);
    expect(spannedFilter([])).toBe(-1);
  });
});
