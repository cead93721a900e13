import { describe, expect, it } from 'vitest';
import type { JobFilters } from '../../server/db/repositories/job-search.ts';
import { termOf, termsOf } from '../../server/db/repositories/search-text.ts';
import { inPlace } from '../../server/services/search/close-roles.ts';
import { subsets } from '../../server/services/search/concept-subsets.ts';
import { relaxed } from '../../server/services/search/relaxation.ts';
import type { Concept, TextSearch } from '../../server/services/search/text-search.ts';
import { widenings } from '../../server/services/search/widenings.ts';

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

/**
 * What each widening asks for, in order: the typed words, or 'related' for related roles; with
 * `anywhere`, the words anywhere in a job's text too, marked '(text)'.
 */
function order(concepts: Concept[], anywhere = false) {
  const tiers = [...widenings(searchOf(concepts), concepts, {}, anywhere)];
  return tiers.map((tier) =>
    tier.related
      ? 'related'
      : `${tier.concepts.map((c) => c.typed).join(' + ')}${tier.titleOrSkills ? '' : ' (text)'}`,
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

  it('keeps the role alone before the words in passing, however rare the words qualifying it', () => {
    const rn: Concept = {
      typed: 'rn',
      alternatives: [['rn'], termsOf('registered nurse')],
      weight: 2,
    };
    const pacu = order([concept('pacu', 6), rn], true);
    expect(pacu.indexOf('rn')).toBeGreaterThanOrEqual(0);
    expect(pacu.indexOf('rn')).toBeLessThan(pacu.indexOf('pacu + rn (text)'));
    const stocking = order(
      [
        concept('night', 4),
        concept('shift', 3),
        { typed: 'stocking', alternatives: [['stock'], termsOf('warehouse associate')], weight: 2 },
      ],
      true,
    );
    expect(stocking.indexOf('stocking')).toBeGreaterThanOrEqual(0);
    expect(stocking.indexOf('stocking')).toBeLessThan(
      stocking.indexOf('night + shift + stocking (text)'),
    );
  });

  it('keeps words opening a title together before a role word kept apart from them', () => {
    const [first] = subsets([concept('accounts', 2), concept('payable', 3), concept('clerk', 4)]);
    expect(first?.map((c) => c.typed)).toEqual(['accounts', 'payable']);
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

  it('lists remote jobs of related roles before the role typed on site', () => {
    const concepts = [concept('forklift', 5), concept('operator', 1)];
    const search = {
      ...searchOf(concepts),
      filters: { workMode: 'R' as const, remote: true },
      soft: [{ keys: ['workMode', 'remote'] as const, text: 'remote', late: true }],
    };
    const tiers = [...widenings(search, concepts, search.filters, false)];
    const related = tiers.findIndex((tier) => tier.related && tier.filters.workMode === 'R');
    const onSite = tiers.findIndex((tier) => !tier.related && !tier.filters.workMode);
    expect(related).toBeGreaterThanOrEqual(0);
    expect(related).toBeLessThan(onSite);
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

describe('going without words no job has together', () => {
  const none = async () => 0;
  it('keeps the role before more words naming none', async () => {
    const barista = concept('barista', 3);
    const words = [barista, concept('los', 4), concept('angeles', 4)];
    // Jobs in Los Angeles, and baristas elsewhere, but no barista there.
    const found = await relaxed(searchOf(words), async (asked) =>
      asked.includes(barista) ? (asked.length === 1 ? 5 : 0) : 7,
    );
    expect(found.used).toEqual([barista]);
    expect(found.unmatched).toEqual(['los', 'angeles']);
    expect(await relaxed(searchOf([]), none)).toMatchObject({ counted: 0 });
  });

  it('ends on the role word alone when every group of words it tries has no job', async () => {
    const representative = concept('representative', 2);
    const words = ['patient', 'access', 'night', 'shift'].map((w) => concept(w, 5));
    const all = [words[0], words[1], representative, words[2], words[3]] as Concept[];
    // Each word is in some job, but no two of them are in the same one.
    const found = await relaxed(searchOf(all), async (asked) => (asked.length === 1 ? 4 : 0));
    expect(found.used).toEqual([representative]);
    expect(found.counted).toBe(4);
    expect(found.unmatched).toEqual(['patient', 'access', 'night', 'shift']);
  });

  it('reads a role named in full as its role word when no job has it with a word qualifying it', async () => {
    const rn: Concept = {
      typed: 'rn',
      alternatives: [['rn'], termsOf('registered nurse')],
      weight: 3,
    };
    const hospice = concept('hospice', 5);
    // Hospice nurses, none of them titled registered nurse.
    const found = await relaxed(searchOf([hospice, rn]), async (asked) =>
      asked.length === 2 && asked[1]?.alternatives.some((p) => p.join(' ') === termOf('nurse'))
        ? 2
        : 0,
    );
    expect(found.counted).toBe(2);
    expect(found.unmatched).toEqual([]);
    expect(found.used[1]?.alternatives).toContainEqual([termOf('nurse')]);
    // Jobs with both words somewhere, but no title naming that kind of nurse: the role stays.
    const untitled = await relaxed(
      searchOf([hospice, rn]),
      async (asked, _where, _limit, titled) =>
        titled
          ? 0
          : asked.length === 1 && asked[0] === rn
            ? 5
            : asked.length === 2 && asked[1] !== rn
              ? 2
              : 0,
    );
    expect(untitled.used).toEqual([rn]);
    expect(untitled.unmatched).toEqual(['hospice']);
  });

  it('reads a phrase no job has word by word', async () => {
    const lab = concept('lab', 2);
    // 'cath lab', read as cardiac catheterization, is in no job; 'lab' alone is in some.
    const phrase = { ...concept('cath lab', 5), parts: [concept('cath', 6), lab] };
    const found = await relaxed(searchOf([phrase]), async (asked) =>
      asked.length === 1 && asked[0] === lab ? 3 : 0,
    );
    expect(found.used).toEqual([lab]);
    expect(found.counted).toBe(3);
    expect(found.unmatched).toEqual(['cath']);
  });

  it('leaves out a word no job has anywhere before going without a filter', async () => {
    const clerk = concept('clerk', 2);
    const autism = concept('autism', 6);
    const search = {
      ...searchOf([clerk, autism]),
      filters: { workFacts: ['quiet' as const] },
      soft: [{ keys: ['workFacts'] as const, text: 'quiet', firm: true }],
    };
    const found = await relaxed(search, async (asked) => (asked.includes(autism) ? 0 : 3));
    expect(found.used).toEqual([clerk]);
    expect(found.filters.workFacts).toEqual(['quiet']);
    expect(found.unmatched).toEqual(['autism']);
  });

  it('goes without one of several workplace needs at a time, adjustments offered first', async () => {
    const driver = concept('driver', 3);
    const search = {
      ...searchOf([driver]),
      filters: { workFacts: ['adjustments-offered' as const, 'predictable-schedule' as const] },
      soft: [
        { keys: [], text: 'autistic friendly', firm: true, fact: 'adjustments-offered' as const },
        { keys: ['workFacts'] as const, text: 'same routine every day', firm: true },
      ],
    };
    // Two drivers have a predictable schedule, none of them with adjustments offered too.
    const found = await relaxed(search, async (_, where) =>
      where.workFacts?.includes('adjustments-offered') ? 0 : where.workFacts ? 2 : 9,
    );
    expect(found.filters.workFacts).toEqual(['predictable-schedule']);
    expect(found.counted).toBe(2);
    expect(found.unmatched).toEqual(['autistic friendly']);
  });

  it('keeps a workplace need it went without, for close roles that meet it', async () => {
    const lab = concept('lab', 3);
    const quiet = {
      ...searchOf([lab]),
      filters: { workFacts: ['quiet' as const] },
      soft: [{ keys: ['workFacts'] as const, text: 'quiet', firm: true }],
    };
    const found = await relaxed(quiet, async (_, where) => (where.workFacts ? 0 : 4));
    expect(found.unmatched).toEqual(['quiet']);
    expect(found.placed).toMatchObject({ workFacts: ['quiet'] });
  });

  it('keeps a word as typed before a guess at a typo', async () => {
    const warehouse = concept('warehouse', 2);
    const social = { ...concept('social', 4), guessed: true };
    const found = await relaxed(searchOf([warehouse, social]), async (asked) =>
      asked.length === 1 ? 5 : 0,
    );
    expect(found.used).toEqual([warehouse]);
  });
});

describe('a place typed that has none of the role', () => {
  const concepts = [concept('home health aide', 3)];
  const soft = [
    { keys: ['employmentType'] as const, text: 'part time' },
    { keys: ['city', 'state', 'country'] as const, text: 'Lansing, MI', late: true },
  ];
  const search = {
    ...searchOf(concepts),
    filters: { city: 'Lansing', state: 'Michigan', employmentType: 'PT' as const },
    soft,
  };

  it('looks in the rest of the state without the contract before going without the place', async () => {
    // Only full-time jobs elsewhere in Michigan have the role.
    const found = await relaxed(search, async (_, where) =>
      where.state === 'Michigan' && !where.city && !where.employmentType ? 2 : 0,
    );
    expect(found.counted).toBe(2);
    expect(found.filters).toMatchObject({ state: 'Michigan' });
    expect(found.filters.city).toBeUndefined();
    expect(found.unmatched).toEqual(['Lansing', 'part time']);
    expect(found.placed).toBeUndefined();
  });

  it('keeps the place it went without, for kindred and related roles there', async () => {
    const found = await relaxed(search, async (_, where) => (where.state ? 0 : 5));
    expect(found.counted).toBe(5);
    expect(found.filters.state).toBeUndefined();
    expect(found.placed).toMatchObject({ state: 'Michigan' });
    const tiers = [...inPlace(search, concepts, found.placed ?? {})];
    expect(tiers.length).toBeGreaterThan(0);
    expect(tiers.every((tier) => tier.related && tier.filters.state === 'Michigan')).toBe(true);
    // A role named in a skill ('SQL Server') is no such job.
    expect(tiers.every((tier) => tier.titleOnly)).toBe(true);
    expect(tiers.flatMap((tier) => tier.concepts[0]?.alternatives)).toContainEqual(
      termsOf('Personal Care Aide'),
    );
  });

  it("lists the roles of the field of work asked for before roles related to it, for a workplace need ('warehouse workers')", () => {
    const words = [concept('warehouse', 4), concept('workers', 2)];
    const [first, ...rest] = [...inPlace(searchOf(words), words, { workFacts: ['quiet'] })];
    expect(first?.concepts[0]?.alternatives).toContainEqual(termsOf('Warehouse Associate'));
    const related = rest.flatMap((tier) => tier.concepts[0]?.alternatives ?? []);
    expect(first?.concepts[0]?.alternatives).not.toContainEqual(
      termsOf('Distribution Center Manager'),
    );
    expect(related).toContainEqual(termsOf('Distribution Center Manager'));
  });

  it('lists the roles of the field of work typed in the place typed, at the rank typed', () => {
    const roles = (words: Concept[]) =>
      [...inPlace(searchOf(words), words, { state: 'Florida' })].flatMap(
        (tier) => tier.concepts[0]?.alternatives ?? [],
      );
    const laborer = roles([concept('construction', 4), concept('laborer', 2)]);
    expect(laborer).toContainEqual(termsOf('Finish Carpenter'));
    const manager = roles([concept('restaurant', 4), concept('manager', 2)]);
    expect(manager).toContainEqual(termsOf('Kitchen Manager'));
    expect(manager).not.toContainEqual(termsOf('Restaurant Host'));
  });

  it('looks for close roles in the rest of a state, never in the rest of a whole country', () => {
    const inLansing = { city: 'Lansing', state: 'Michigan', country: 'United States' };
    const inLondon = { city: 'London', country: 'United Kingdom' };
    const wide = (placed: JobFilters) =>
      [...inPlace(search, concepts, placed)].filter((tier) => !tier.filters.city);
    expect(wide(inLansing).length).toBeGreaterThan(0);
    expect(wide(inLondon)).toEqual([]);
  });

  it('goes without the place before going without a word naming the role', async () => {
    const words = [concept('hvac', 5), concept('technician', 2)];
    const inTexas = {
      ...searchOf(words),
      filters: { state: 'Texas' },
      soft: [{ keys: ['city', 'state', 'country'] as const, text: 'Texas', late: true }],
    };
    // Technicians of other kinds work in Texas; HVAC technicians only elsewhere.
    const found = await relaxed(inTexas, async (asked, where) =>
      where.state ? (asked.length === 1 && asked[0] === words[1] ? 5 : 0) : 3,
    );
    expect(found.used).toEqual(words);
    expect(found.filters.state).toBeUndefined();
    expect(found.unmatched).toEqual(['Texas']);
  });

  it('widens to the state under each looser step of the text filters', () => {
    const tiers = [...widenings(search, concepts, search.filters, false)];
    const inCity = tiers.findIndex((t) => t.filters.city && !t.filters.employmentType);
    const inState = tiers.findIndex(
      (t) => !t.filters.city && t.filters.state && !t.filters.employmentType && !t.related,
    );
    expect(inCity).toBeGreaterThanOrEqual(0);
    expect(inState).toBe(inCity + 1);
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

describe('roles close to the one typed under a firm filter', () => {
  const concepts = [concept('caregiver', 3)];

  it('come in the place typed before the role elsewhere, after the role in the state', () => {
    const search = {
      ...searchOf(concepts),
      filters: { city: 'Austin', state: 'Texas' },
      soft: [
        { keys: ['city', 'state', 'country'] as const, text: 'Austin, TX', late: true, firm: true },
      ],
    };
    const tiers = [...widenings(search, concepts, search.filters, true)];
    const inState = tiers.findIndex((t) => !t.related && !t.filters.city && t.filters.state);
    const close = tiers.findIndex((t) => t.related && t.filters.state === 'Texas');
    const elsewhere = tiers.findIndex((t) => !t.filters.state);
    expect(inState).toBeGreaterThanOrEqual(0);
    expect(close).toBeGreaterThan(inState);
    expect(close).toBeLessThan(elsewhere);
    expect(tiers[close]?.concepts[0]?.alternatives).toContainEqual(termsOf('Personal Care Aide'));
  });

  it('come with a workplace need before the role without it, not before a contract is dropped', () => {
    const need = {
      ...searchOf(concepts),
      filters: { workFacts: ['written-instructions' as const] },
      soft: [{ keys: ['workFacts'] as const, text: 'written instructions', firm: true }],
    };
    const tiers = [...widenings(need, concepts, need.filters, true)];
    const close = tiers.findIndex((t) => t.related && t.filters.workFacts);
    const without = tiers.findIndex((t) => !t.related && !t.filters.workFacts);
    expect(close).toBeGreaterThanOrEqual(0);
    expect(close).toBeLessThan(without);
    const partTime = {
      ...searchOf(concepts),
      filters: { employmentType: 'PT' as const },
      soft: [{ keys: ['employmentType'] as const, text: 'part time' }],
    };
    const kept = [...widenings(partTime, concepts, partTime.filters, true)];
    const dropped = kept.findIndex((t) => !t.related && !t.filters.employmentType);
    const related = kept.findIndex((t) => t.related);
    expect(dropped).toBeLessThan(related);
  });
});

describe('widening past a state typed', () => {
  it('looks in the rest of its country before anywhere, the role in titles', () => {
    const therapist = concept('occupational therapist', 5);
    const search = {
      ...searchOf([therapist]),
      filters: { state: 'Florida' },
      soft: [
        { keys: ['city', 'state', 'country'] as const, text: 'florida', late: true, firm: true },
      ],
      placeCountry: 'United States',
    };
    const tiers = [...widenings(search, [therapist], search.filters, false, true)];
    const home = tiers.findIndex((t) => t.filters.country === 'United States' && !t.filters.state);
    const anywhere = tiers.findIndex(
      (t) => !t.related && !t.filters.country && !t.filters.state && t.concepts[0] === therapist,
    );
    expect(home).toBeGreaterThanOrEqual(0);
    expect(home).toBeLessThan(anywhere);
    expect(tiers[home]?.titleOnly).toBe(true);
    // With no country known, the search goes anywhere as before.
    const unknown = [
      ...widenings(
        { ...search, placeCountry: undefined },
        [therapist],
        search.filters,
        false,
        true,
      ),
    ];
    expect(unknown.some((t) => t.filters.country)).toBe(false);
  });
});

describe('an internship typed with a field of work', () => {
  it("widens to any internship of the field's roles before the role that is no internship", () => {
    const software = concept('software engineering', 5);
    const internship = {
      ...searchOf([software]),
      filters: { employmentType: 'IN' as const },
      soft: [{ keys: ['employmentType'] as const, text: 'internship', firm: true }],
    };
    const tiers = [...widenings(internship, [software], internship.filters, true)];
    const field = tiers.findIndex(
      (t) =>
        t.related &&
        t.filters.employmentType === 'IN' &&
        t.concepts[0]?.alternatives.some((p) => p.join(' ') === termOf('developer')),
    );
    const role = tiers.findIndex((t) => !t.related && !t.filters.employmentType);
    expect(field).toBeGreaterThanOrEqual(0);
    expect(field).toBeLessThan(role);
    // A contract of another kind keeps to the role's close titles.
    const partTime = { ...internship, filters: { employmentType: 'PT' as const } };
    const kept = [...widenings(partTime, [software], partTime.filters, true)];
    expect(
      kept.some((t) =>
        t.concepts[0]?.alternatives.some((p) => p.join(' ') === termOf('developer')),
      ),
    ).toBe(false);
  });
});

describe('a workplace need typed with a field of work', () => {
  it("widens to the field's roles that meet it before the role that does not", () => {
    const software = concept('software developer', 5);
    const quiet = {
      ...searchOf([software]),
      filters: { workFacts: ['quiet' as const] },
      soft: [{ keys: [] as const, text: 'quiet', fact: 'quiet' as const, firm: true }],
    };
    const tiers = [...widenings(quiet, [software], quiet.filters, true)];
    const field = tiers.findIndex(
      (t) =>
        t.related &&
        t.filters.workFacts?.includes('quiet') &&
        t.concepts[0]?.alternatives.some((p) => p.join(' ') === termOf('engineer')),
    );
    const role = tiers.findIndex((t) => !t.related && !t.filters.workFacts);
    expect(field).toBeGreaterThanOrEqual(0);
    expect(field).toBeLessThan(role);
  });
});

describe('roles related to the words still searched for', () => {
  it('are those of the role kept when a word no job has was left out', () => {
    const groundskeeper = concept('groundskeeper', 4);
    const all = [groundskeeper, concept('outdoors', 6)];
    const tiers = [...widenings(searchOf(all), [groundskeeper], {}, true)];
    const related = tiers.find((tier) => tier.related);
    expect(related?.concepts[0]?.alternatives).toContainEqual(termsOf('Landscaper'));
  });
});

describe('jobs with the words naming a role in their skills alone', () => {
  const concepts = [concept('bookkeeper', 3)];
  const skillsAlone = (tier: { related?: boolean; titleOrSkills: boolean; concepts: Concept[] }) =>
    !tier.related && tier.titleOrSkills && tier.concepts === concepts;

  const quietOf = (of: Concept[]) => ({
    ...searchOf(of),
    filters: { workFacts: ['quiet' as const] },
    soft: [{ keys: ['workFacts'] as const, text: 'quiet', firm: true }],
  });

  it('follow the role without a contract typed, and without a need typed', () => {
    const partTime = {
      ...searchOf(concepts),
      filters: { employmentType: 'PT' as const },
      soft: [{ keys: ['employmentType'] as const, text: 'part time' }],
    };
    const tiers = [...widenings(partTime, concepts, partTime.filters, true, true)];
    const dropped = tiers.findIndex((t) => !t.filters.employmentType);
    const skills = tiers.findIndex((t) => skillsAlone(t) && t.filters.employmentType === 'PT');
    expect(dropped).toBeGreaterThanOrEqual(0);
    expect(skills).toBeGreaterThan(dropped);
    const quiet = quietOf(concepts);
    const needed = [...widenings(quiet, concepts, quiet.filters, true, true)];
    const withNeed = needed.findIndex((t) => skillsAlone(t) && t.filters.workFacts);
    const withoutNeed = needed.findIndex((t) => !t.related && !t.filters.workFacts);
    expect(withoutNeed).toBeGreaterThanOrEqual(0);
    expect(withNeed).toBeGreaterThan(withoutNeed);
  });

  it('of a field of work typed in one word come before its jobs without a need', () => {
    const field = [concept('accounting', 3)];
    const quiet = quietOf(field);
    const needed = [...widenings(quiet, field, quiet.filters, true, true)];
    const withNeed = needed.findIndex(
      (t) =>
        !t.related &&
        t.titleOrSkills &&
        t.concepts === field &&
        !t.titleOnly &&
        t.filters.workFacts,
    );
    const withoutNeed = needed.findIndex((t) => !t.related && !t.filters.workFacts);
    expect(withNeed).toBeGreaterThanOrEqual(0);
    expect(withNeed).toBeLessThan(withoutNeed);
  });
});

describe('a search whose chosen filters no job passes', () => {
  const words = () => [concept('help', 3), concept('desk', 4), concept('support', 2)];
  const filtered = (concepts: Concept[]): TextSearch => ({
    ...searchOf(concepts),
    filters: { city: 'Springfield', remote: true, skills: [3077] },
  });

  it('counts nothing more when no job passes the filters alone, and ends where counting every step would', async () => {
    const asked: { words: number; filters: JobFilters }[] = [];
    const counter = (floorFirst: boolean) =>
      relaxed(
        filtered(words()),
        async (concepts, filters) => {
          asked.push({ words: concepts.length, filters });
          return 0;
        },
        floorFirst,
      );
    const found = await counter(false);
    // The search as typed, then its filters alone.
    const alone = { words: 0, filters: { city: 'Springfield', remote: true, skills: [3077] } };
    expect(asked).toEqual([{ ...alone, words: 3 }, alone]);
    expect(found).toMatchObject({ counted: 0, none: true });
    // Its filters alone first, when asked: not even the search as typed is counted.
    asked.length = 0;
    expect(await counter(true)).toEqual(found);
    expect(asked).toEqual([alone]);
    // Some job passes the filters alone, none with any of the words: every step is counted.
    let counts = 0;
    const slow = await relaxed(filtered(words()), async (concepts) => {
      counts++;
      return concepts.length === 0 ? 1 : 0;
    });
    expect(counts).toBeGreaterThan(2);
    expect(slow.none).toBeUndefined();
    expect({ ...found, none: undefined }).toEqual({ ...slow, none: undefined });
  });

  it('leaves out of the filters it keeps a city beside a state, which may give way to it', async () => {
    const asked: JobFilters[] = [];
    await relaxed(
      { ...searchOf(words()), filters: { city: 'Springfield', state: 'IL', remote: true } },
      async (_concepts, filters) => {
        asked.push(filters);
        return 0;
      },
    );
    expect(asked[1]).toEqual({ state: 'IL', remote: true });
  });
});
