import { describe, expect, it } from 'vitest';
import { blockTermsOf, spannedFilter } from '../../server/db/repositories/id-blocks.ts';

describe('id blocks, and the facets copied into them', () => {
  it("names a job's blocks, and in each its work mode, contract, healthcare and easy apply where few jobs share them", () => {
    const id = 5 * 2 ** 18 + 3 * 2 ** 15 + 7 * 2 ** 12 + 9;
    const blocks = ['zia351', 'zib43', 'zic5'];
    const inBlocks = (...facets: string[]) =>
      facets.flatMap((facet) => blocks.map((block) => `${facet}${block}`));
    const place = 'zcleeds zsengland znunitedkingdom';
    expect(blockTermsOf(id, `${place} zwr zept zxat za1 zh1 zk12`)).toEqual([
      ...blocks,
      ...inBlocks('zwr', 'zept', 'za1', 'zh1'),
    ]);
    expect(blockTermsOf(id, `${place} zwh zefl zxat za0 zh0 zk12`)).toEqual([
      ...blocks,
      ...inBlocks('zwh', 'zefl'),
    ]);
    // On site and full time are most jobs.
    expect(blockTermsOf(id, `${place} zwo zeft zxat za0 zh0`)).toEqual(blocks);
    expect(blockTermsOf(1, '')).toEqual(['zia0', 'zib0', 'zic0']);
  });

  it('reads the blocks through the most telling filter of one such token, or none', () => {
    expect(spannedFilter([['zsengland'], ['za1'], ['zwr']])).toBe(2);
    expect(spannedFilter([['zh1'], ['zept']])).toBe(1);
    expect(spannedFilter([['zwo'], ['zeft'], ['za1']])).toBe(2);
    // Either of two work modes, a place or skills: no one token in the blocks holds them.
    expect(spannedFilter([['zwr', 'zwh'], ['zcleeds'], ['zk1', 'zk2']])).toBe(-1);
    expect(spannedFilter([])).toBe(-1);
  });
});
