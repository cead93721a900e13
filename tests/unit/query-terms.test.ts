import { describe, expect, it } from 'vitest';
import { matchedAlternatives } from '../../server/db/repositories/query-terms.ts';

describe('the alternatives a search looks up in the index', () => {
  it('leaves out a phrase holding another alternative, which finds every job it would', () => {
    const nurse = [['nurs'], ['rn'], ['regist', 'nurs']];
    expect(matchedAlternatives([nurse])).toEqual([[['nurs'], ['rn']]]);
    const engineer = [['softwar', 'engin'], ['senior', 'softwar', 'engin', 'lead'], ['devop']];
    expect(matchedAlternatives([engineer])).toEqual([[['softwar', 'engin'], ['devop']]]);
  });

  it('keeps phrases whose words stand apart or in another order in the longer one', () => {
    const apart = [
      ['softwar', 'engin'],
      ['softwar', 'test', 'engin'],
      ['engin', 'softwar'],
    ];
    expect(matchedAlternatives([apart])).toEqual([apart]);
  });

  it('looks within each concept alone, keeping the concepts and their order', () => {
    const concepts = [[['icu']], [['regist', 'nurs'], ['rn']], [['nurs', 'aid'], ['cna']]];
    expect(matchedAlternatives(concepts)).toEqual(concepts);
  });
});
