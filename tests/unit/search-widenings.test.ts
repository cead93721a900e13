import { describe, expect, it } from 'vitest';
import { termsOf } from '../../server/db/repositories/search-text.ts';
import type { Concept, TextSearch } from '../../server/services/search/text-search.ts';
import { subsets, widenings } from '../../server/services/search/widenings.ts';

const concept = (typed: string, weight: number): Concept => ({
  typed,
  alternatives: [termsOf(typed)],
  weight,
});

const searchOf = (concepts: Concept[]): TextSearch => ({
  concepts,
  filters: {},
  boosts: {},
  sort: 'relevance',
  offset: 0,
  limit: 20,
  now: '2026-01-01T00:00:00Z',
});

/** What each widening asks for, in order: the typed words, or 'related' for related roles. */
function order(concepts: Concept[]) {
  const tiers = [...widenings(searchOf(concepts), concepts, {}, false)];
  return tiers.map((tier) =>
    tier.related ? 'related' : tier.concepts.map((c) => c.typed).join(' + '),
  );
}

describe('widening a search that finds few jobs', () => {
  it('lists roles related to the one typed before jobs with its role word alone', () => {
    const found = order([concept('forklift', 5), concept('operator', 1)]);
    expect(found).toContain('related');
    expect(found.indexOf('related')).toBeLessThan(found.indexOf('operator'));
  });

  it('lists related roles before a role word that is no title alone, however telling', () => {
    const analyst = order([concept('data', 2), concept('analyst', 3)]);
    expect(analyst.indexOf('related')).toBeGreaterThanOrEqual(0);
    expect(analyst.indexOf('related')).toBeLessThan(analyst.indexOf('analyst'));
    const packer = order([concept('picker', 2), concept('packer', 3)]);
    expect(packer.indexOf('packer')).toBeLessThan(packer.indexOf('related'));
  });

  it('lists roles related to the most telling word when the words name no role together', () => {
    const tiers = [
      ...widenings(
        searchOf([concept('sorting', 2), concept('packages', 5)]),
        [concept('sorting', 2), concept('packages', 5)],
        {},
        false,
      ),
    ];
    const related = tiers.find((tier) => tier.related);
    expect(related?.concepts[0]?.alternatives).toContainEqual(termsOf('Sortation Associate'));
  });
});

describe('dropping words of a search that finds few jobs', () => {
  it('keeps the role and drops the word qualifying it, however rare', () => {
    const found = order([concept('travel nurse', 4), concept('icu', 5)]);
    expect(found.indexOf('travel nurse')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('travel nurse')).toBeLessThan(found.indexOf('icu'));
  });

  it('keeps the role first when no job has every word', () => {
    const [first] = subsets([concept('night', 6), concept('auditor', 3), concept('hotel', 5)]);
    expect(first?.map((c) => c.typed)).toEqual(['night', 'auditor']);
  });
});

describe('widening past a place typed', () => {
  it('ranks remote jobs first among the jobs elsewhere', () => {
    const concepts = [concept('accountant', 3)];
    const search = {
      ...searchOf(concepts),
      filters: { city: 'Austin', state: 'Texas' },
      soft: [{ keys: ['city', 'state', 'country'] as const, text: 'Austin, TX', late: true }],
    };
    const elsewhere = [...widenings(search, concepts, search.filters, false)].find(
      (tier) => !tier.filters.state && !tier.related,
    );
    expect(elsewhere?.boosts).toEqual({ workMode: 'R' });
  });

  it('lists kindred titles of the role typed in the place before the same words elsewhere', () => {
    const concepts = [concept('registered nurse', 3)];
    const search = {
      ...searchOf(concepts),
      filters: { city: 'Los Angeles', state: 'California' },
      soft: [{ keys: ['city', 'state', 'country'] as const, text: 'Los Angeles', late: true }],
    };
    const tiers = [...widenings(search, concepts, search.filters, false)];
    const kin = tiers.findIndex((tier) => tier.related && tier.filters.city === 'Los Angeles');
    const elsewhere = tiers.findIndex((tier) => !tier.filters.state);
    expect(kin).toBeGreaterThanOrEqual(0);
    expect(kin).toBeLessThan(elsewhere);
    expect(tiers[kin]?.concepts[0]?.alternatives).toContainEqual(termsOf('ICU Nurse'));
  });

  it('looks elsewhere for the words anywhere in a job, when few jobs in the place have them', () => {
    const concepts = [concept('weekend', 2), concept('store', 3)];
    const search = {
      ...searchOf(concepts),
      filters: { state: 'Ohio' },
      soft: [{ keys: ['city', 'state', 'country'] as const, text: 'Ohio', late: true }],
    };
    const tiers = [...widenings(search, concepts, search.filters, true)];
    expect(
      tiers.some(
        (tier) => !tier.filters.state && !tier.titleOrSkills && tier.concepts.length === 2,
      ),
    ).toBe(true);
  });
});

describe('widening past a seniority, contract or work mode typed', () => {
  it('lists related roles without them, after related roles with them', () => {
    const concepts = [concept('marketing coordinator', 3)];
    const search = {
      ...searchOf(concepts),
      filters: { experienceLevel: 'EL' as const },
      soft: [{ keys: ['experienceLevel'] as const, text: 'entry level' }],
    };
    const tiers = [...widenings(search, concepts, search.filters, true)];
    const within = tiers.findIndex((tier) => tier.related && tier.filters.experienceLevel);
    const past = tiers.findIndex((tier) => tier.related && !tier.filters.experienceLevel);
    expect(within).toBeGreaterThanOrEqual(0);
    expect(past).toBeGreaterThan(within);
    const last = tiers.at(-1);
    expect(last?.titleOrSkills).toBe(false);
    expect(last?.filters.experienceLevel).toBeUndefined();
  });
});
