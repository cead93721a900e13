import { describe, expect, it } from 'vitest';
import { decideOrigin } from '../../server/identity/origin.ts';

describe('candidate origin on first sign-in', () => {
  it('is R through an enterprise portal, J with a talent pool, P otherwise', () => {
    expect(decideOrigin({ enterpriseId: 3 })).toEqual({ origin: 'R', sourceEnterpriseId: 3 });
    expect(decideOrigin({ enterpriseId: 3, talentPoolId: 'pool-9' })).toEqual({
      origin: 'J',
      sourceEnterpriseId: 3,
    });
    expect(decideOrigin({ enterpriseId: 3, referred: true })).toEqual({
      origin: 'P',
      sourceEnterpriseId: null,
    });
    expect(decideOrigin({ talentPoolId: 'pool-9' })).toEqual({
      origin: 'P',
      sourceEnterpriseId: null,
    });
    expect(decideOrigin({})).toEqual({ origin: 'P', sourceEnterpriseId: null });
  });
});
