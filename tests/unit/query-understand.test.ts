import { describe, expect, it } from 'vitest';
import { queryCatalogues } from '../../server/services/search/query-catalogues.ts';
import { addressPlace } from '../../src/shared/query/places.ts';
import type { UnderstoodQuery } from '../../src/shared/query/types.ts';
import { understandQuery } from '../../src/shared/query/understand.ts';

const catalogues = queryCatalogues();
const understand = (text: string) => understandQuery(text, catalogues);

const city = (name: string, state: string, label: string) => ({ city: name, state, label });
const state = (name: string) => ({ state: name, label: name });
const US = { country: 'United States of America', label: 'United States of America' };

type Expected = Partial<Omit<UnderstoodQuery, 'recognised'>>;

/** Typed text → the keywords left and every facet recognised (facets not listed must be absent). */
const CASES: [string, Expected][] = [
  ['rn houston', { keywords: 'rn', place: city('Houston', 'Texas', 'Houston, TX') }],
  ['remote python', { keywords: 'python', workMode: 'R' }],
  [
    'part time barista seattle',
    {
      keywords: 'barista',
      employmentType: 'PT',
      place: city('Seattle', 'Washington', 'Seattle, WA'),
    },
  ],
  ['nurse tx', { keywords: 'nurse', place: state('Texas') }],
  ['dental hygienist wa', { keywords: 'dental hygienist', place: state('Washington') }],
  // A state's code before a town of that name (Wa, Ghana); a city's short name stays the city.
  ['nurse in wa', { keywords: 'nurse', place: state('Washington') }],
  [
    'nurse in la',
    { keywords: 'nurse', place: city('Los Angeles', 'California', 'Los Angeles, CA') },
  ],
  ['nurse in texas', { keywords: 'nurse', place: state('Texas') }],
  // A code ending the text after 'jobs' names the state, unless it is an everyday word.
  ['receptionist jobs va', { keywords: 'receptionist jobs', place: state('Virginia') }],
  ['cna jobs in', { keywords: 'cna jobs in' }],
  ['nurse TX', { keywords: 'nurse', place: state('Texas') }],
  [
    'accountant boston ma',
    { keywords: 'accountant', place: city('Boston', 'Massachusetts', 'Boston, MA') },
  ],
  [
    'accountant Boston, MA',
    { keywords: 'accountant', place: city('Boston', 'Massachusetts', 'Boston, MA') },
  ],
  [
    '$40/hr nurse',
    { keywords: 'nurse', payFloor: { amount: 40, period: 'HR', label: '$40+ an hour' } },
  ],
  [
    'over 80k software engineer',
    {
      keywords: 'software engineer',
      payFloor: { amount: 6666, period: 'MN', label: '$80,000+ a year' },
    },
  ],
  // Pay put as people type it: a word before, an hour written on, thousands separators.
  [
    'cashier paying 20',
    { keywords: 'cashier', payFloor: { amount: 20, period: 'HR', label: '$20+ an hour' } },
  ],
  ['cna $20hr', { keywords: 'cna', payFloor: { amount: 20, period: 'HR', label: '$20+ an hour' } }],
  [
    'truck driver 80,000',
    {
      keywords: 'truck driver',
      payFloor: { amount: 6666, period: 'MN', label: '$80,000+ a year' },
    },
  ],
  ['12 hour shift nurse', { keywords: '12 hour shift nurse' }],
  ['entry level cna', { keywords: 'cna', experienceLevel: 'EL' }],
  ['entry-level cna', { keywords: 'cna', experienceLevel: 'EL' }],
  ['wfh customer service', { keywords: 'customer service', workMode: 'R' }],
  ['virtual customer service', { keywords: 'customer service', workMode: 'R' }],
  ['at home data entry', { keywords: 'data entry', workMode: 'R' }],
  // A role of the field stays a role: a virtual assistant's work may be anywhere.
  ['virtual assistant', { keywords: 'virtual assistant' }],
  ['beginner accounting', { keywords: 'accounting', experienceLevel: 'EL' }],
  ['recent graduate accounting', { keywords: 'accounting', experienceLevel: 'EL' }],
  ['newly qualified nurse', { keywords: 'nurse', experienceLevel: 'EL' }],
  ['work from home data entry', { keywords: 'data entry', workMode: 'R' }],
  ['nurse practitioner', { keywords: 'nurse practitioner' }],
  ['pt cashier', { keywords: 'cashier', employmentType: 'PT' }],
  ['ft receptionist', { keywords: 'receptionist', employmentType: 'FT' }],
  // A facet phrase or the role beside a short facet typed with one typo.
  ['truck driving no expereince', { keywords: 'truck driving', experienceLevel: 'EL' }],
  ['entry levle cna', { keywords: 'cna', experienceLevel: 'EL' }],
  ['pt casiher', { keywords: 'casiher', employmentType: 'PT' }],
  // Roles in the plural read as in the singular.
  ['pt cashiers', { keywords: 'cashiers', employmentType: 'PT' }],
  ['cajera medio tiempo', { keywords: 'cajera', employmentType: 'PT' }],
  ['ft secretaries', { keywords: 'secretaries', employmentType: 'FT' }],
  [
    'registered nurses Atlanta, GA',
    { keywords: 'registered nurses', place: city('Atlanta', 'Georgia', 'Atlanta, GA') },
  ],
  ['pt', { keywords: 'pt' }],
  ['data entry not remote', { keywords: 'data entry not remote' }],
  ['cashier no part time', { keywords: 'cashier no part time' }],
  ['cashier rather than part time', { keywords: 'cashier rather than part time' }],
  ['no experience cashier', { keywords: 'cashier', experienceLevel: 'EL' }],
  ['pt ot', { keywords: 'pt ot' }],
  ['travel pt', { keywords: 'travel pt' }],
  ['cashier ft worth', { keywords: 'cashier', place: city('Ft. Worth', 'Texas', 'Ft. Worth, TX') }],
  ['Charleston', { keywords: '', place: city('Charleston', 'South Carolina', 'Charleston, SC') }],
  [
    'Charleston, WV',
    { keywords: '', place: city('Charleston', 'West Virginia', 'Charleston, WV') },
  ],
  ['springfield', { keywords: '', place: city('Springfield', 'Massachusetts', 'Springfield, MA') }],
  ['springfield il', { keywords: '', place: city('Springfield', 'Illinois', 'Springfield, IL') }],
  // New York City's boroughs, and short names cities go by.
  ['nurse brooklyn', { keywords: 'nurse', place: city('New York', 'New York', 'New York, NY') }],
  ['cna the bronx', { keywords: 'cna', place: city('New York', 'New York', 'New York, NY') }],
  ['pdx barista', { keywords: 'barista', place: city('Portland', 'Oregon', 'Portland, OR') }],
  ['manhattan ks', { keywords: '', place: city('Manhattan', 'Kansas', 'Manhattan, KS') }],
  ['portland me', { keywords: '', place: city('Portland', 'Maine', 'Portland, ME') }],
  ['portland', { keywords: '', place: city('Portland', 'Oregon', 'Portland, OR') }],
  ['nurse in Atlantiss', { keywords: 'nurse', unknownPlace: 'Atlantiss' }],
  ['welder near Atlantiss', { keywords: 'welder', unknownPlace: 'Atlantiss' }],
  ['nurse in Gotham City', { keywords: 'nurse', unknownPlace: 'Gotham City' }],
  ['Katy, TX nurse', { keywords: 'nurse', unknownPlace: 'Katy, TX', place: state('Texas') }],
  ['new york ny', { keywords: '', place: city('New York', 'New York', 'New York, NY') }],
  ['nyc barista', { keywords: 'barista', place: city('New York', 'New York', 'New York, NY') }],
  // A big city is what its shared name means; the state is asked for by code or as a state.
  ['new york', { keywords: '', place: city('New York', 'New York', 'New York, NY') }],
  ['nurse in New York', { keywords: 'nurse', place: city('New York', 'New York', 'New York, NY') }],
  ['nurse NY', { keywords: 'nurse', place: state('New York') }],
  ['nurse in new york state', { keywords: 'nurse', place: state('New York') }],
  ['nurse in the state of New York', { keywords: 'nurse', place: state('New York') }],
  ['welder jobs in Washington state', { keywords: 'welder jobs', place: state('Washington') }],
  [
    'bank teller jobs in Charlotte',
    { keywords: 'bank teller jobs', place: city('Charlotte', 'North Carolina', 'Charlotte, NC') },
  ],
  // A place mistyped without 'in' is read as the place it most likely means; a mistyped role
  // stays a role.
  ['rn houtson', { keywords: 'rn', place: city('Houston', 'Texas', 'Houston, TX') }],
  [
    'barista los angelos',
    { keywords: 'barista', place: city('Los Angeles', 'California', 'Los Angeles, CA') },
  ],
  ['nurce houston', { keywords: 'nurce', place: city('Houston', 'Texas', 'Houston, TX') }],
  // A word cut short ('maint' of maintenance) is no mistyped place (Maine).
  ['maint tech', { keywords: 'maint tech' }],
  // A word that only a village is named ('Teller, Alaska') is a word, unless asked as a place.
  ['bank teller', { keywords: 'bank teller' }],
  ['cashier vegas', { keywords: 'cashier', place: city('Las Vegas', 'Nevada', 'Las Vegas, NV') }],
  ['cook in Teller, AK', { keywords: 'cook', place: city('Teller', 'Alaska', 'Teller, AK') }],
  ['government or state jobs', { keywords: 'government or state jobs' }],
  ['nurse in quebec', { keywords: 'nurse', place: { state: 'Québec', label: 'Québec' } }],
  ['georgia', { keywords: '', place: state('Georgia') }],
  ['st louis', { keywords: '', place: city('St. Louis', 'Missouri', 'St. Louis, MO') }],
  ['saint louis', { keywords: '', place: city('St. Louis', 'Missouri', 'St. Louis, MO') }],
  [
    'salt lake city welder',
    { keywords: 'welder', place: city('Salt Lake City', 'Utah', 'Salt Lake City, UT') },
  ],
  [
    'washington dc',
    { keywords: '', place: city('Washington, D.C.', 'District of Columbia', 'Washington, D.C.') },
  ],
  [
    'London UK',
    {
      keywords: '',
      place: {
        city: 'London',
        country: 'United Kingdom',
        label: 'London, United Kingdom',
      },
    },
  ],
  [
    'nurse in uk',
    { keywords: 'nurse', place: { country: 'United Kingdom', label: 'United Kingdom' } },
  ],
  // 'us' is the country after 'in' or 'remote', or in capitals; else the word.
  ['remote us', { keywords: '', workMode: 'R', place: US }],
  ['nurse in us', { keywords: 'nurse', place: US }],
  ['nurse US', { keywords: 'nurse', place: US }],
  ['jobs for us', { keywords: 'jobs for us' }],
  [
    'Toronto',
    {
      keywords: '',
      place: { city: 'Toronto', state: 'Ontario', label: 'Toronto, Ontario' },
    },
  ],
  ['mobile app developer', { keywords: 'mobile app developer' }],
  ['nurse in mobile', { keywords: 'nurse', place: city('Mobile', 'Alabama', 'Mobile, AL') }],
  ['Reading', { keywords: 'Reading' }],
  ['warehouse team lead', { keywords: 'warehouse team lead' }],
  ['lead engineer', { keywords: 'engineer', experienceLevel: 'ML' }],
  ['senior developer', { keywords: 'developer', experienceLevel: 'ML' }],
  ['sr. developer', { keywords: 'developer', experienceLevel: 'ML' }],
  ['junior developer', { keywords: 'developer', experienceLevel: 'EL' }],
  ['contract administrator', { keywords: 'contract administrator' }],
  ['contract welder', { keywords: 'welder', employmentType: 'FL' }],
  ['registered nurse per diem', { keywords: 'registered nurse', employmentType: 'FL' }],
  ['temporary warehouse', { keywords: 'warehouse', employmentType: 'FL' }],
  ['travel nurse', { keywords: 'travel nurse' }],
  ['marketing internship', { keywords: 'marketing', employmentType: 'IN' }],
  ['full-time electrician', { keywords: 'electrician', employmentType: 'FT' }],
  ['hybrid data analyst', { keywords: 'data analyst', workMode: 'H' }],
  ['on-site welder', { keywords: 'welder', workMode: 'O' }],
  ['easy apply cashier', { keywords: 'cashier', easyApply: true }],
  ['jobs near me', { keywords: 'jobs', nearMe: true }],
  ['physician assistant PA', { keywords: 'physician assistant PA' }],
  ['ma boston', { keywords: 'ma', place: city('Boston', 'Massachusetts', 'Boston, MA') }],
  ['nurse OH', { keywords: 'nurse', place: state('Ohio') }],
  ['nurse oh', { keywords: 'nurse oh' }],
  ['nurse in PA', { keywords: 'nurse', place: state('Pennsylvania') }],
  ['ct tech', { keywords: 'ct tech' }],
  ['experience in python', { keywords: 'experience in python' }],
  ['jobs in healthcare', { keywords: 'jobs in healthcare' }],
  ['in', { keywords: 'in' }],
  [
    'boston or remote',
    { keywords: 'or', workMode: 'R', place: city('Boston', 'Massachusetts', 'Boston, MA') },
  ],
  ['remote remote', { keywords: '', workMode: 'R' }],
  ['5+ years python', { keywords: '5+ years python' }],
  ['12 hour shift nurse', { keywords: '12 hour shift nurse' }],
  ['under $20/hr cashier', { keywords: 'under $20/hr cashier' }],
  ['401k benefits', { keywords: '401k benefits' }],
  ['80000+', { keywords: '', payFloor: { amount: 6666, period: 'MN', label: '$80,000+ a year' } }],
  ['20 an hour', { keywords: '', payFloor: { amount: 20, period: 'HR', label: '$20+ an hour' } }],
  [
    '$25-30/hr cna',
    { keywords: 'cna', payFloor: { amount: 25, period: 'HR', label: '$25+ an hour' } },
  ],
  [
    '$17.50 per hour',
    { keywords: '', payFloor: { amount: 17, period: 'HR', label: '$17.5+ an hour' } },
  ],
  // A floor in pounds or euros keeps its currency, by its sign or its name; dollars are the default.
  [
    'nurse £40/hr',
    {
      keywords: 'nurse',
      payFloor: { amount: 40, period: 'HR', currency: 'GBP', label: '£40+ an hour' },
    },
  ],
  [
    'chef 30000 euros',
    {
      keywords: 'chef',
      payFloor: { amount: 2500, period: 'MN', currency: 'EUR', label: '€30,000+ a year' },
    },
  ],
  [
    'welder 25 pounds an hour',
    {
      keywords: 'welder',
      payFloor: { amount: 25, period: 'HR', currency: 'GBP', label: '£25+ an hour' },
    },
  ],
  [
    'welder 25 dollars an hour',
    { keywords: 'welder', payFloor: { amount: 25, period: 'HR', label: '$25+ an hour' } },
  ],
  [
    '$4,000 a month',
    { keywords: '', payFloor: { amount: 4000, period: 'MN', label: '$4,000+ a month' } },
  ],
  ['$900 weekly', { keywords: '', payFloor: { amount: 900, period: 'WK', label: '$900+ a week' } }],
  [
    'at least $200 a day',
    { keywords: '', payFloor: { amount: 200, period: 'DA', label: '$200+ a day' } },
  ],
  ['80-100k', { keywords: '', payFloor: { amount: 6666, period: 'MN', label: '$80,000+ a year' } }],
  ['nurse 24/7', { keywords: 'nurse 24/7' }],
  ['director level finance', { keywords: 'finance', experienceLevel: 'DR' }],
  ['associate level analyst', { keywords: 'analyst', experienceLevel: 'AT' }],
  ['experienced welder', { keywords: 'welder', experienceLevel: 'ML' }],
  ['executive assistant', { keywords: 'executive assistant' }],
  ['permanent cook', { keywords: 'cook', employmentType: 'FT' }],
  ['side hustle driver', { keywords: 'driver', employmentType: 'PT' }],
  ['my first job in retail', { keywords: 'in retail', experienceLevel: 'EL' }],
  ['first office job', { keywords: 'office job', experienceLevel: 'EL' }],
  ['first aid job', { keywords: 'first aid job' }],
  ['easy job near me', { keywords: '', experienceLevel: 'EL', nearMe: true }],
  ['jobs for students', { keywords: '', experienceLevel: 'EL' }],
  [
    'cashier 15 dollars an hour',
    { keywords: 'cashier', payFloor: { amount: 15, period: 'HR', label: '$15+ an hour' } },
  ],
  [
    'nurse New York City',
    { keywords: 'nurse', place: city('New York', 'New York', 'New York, NY') },
  ],
  ['DFW jobs', { keywords: 'jobs', place: city('Dallas', 'Texas', 'Dallas, TX') }],
  ['nurse twin cities', { keywords: 'nurse', place: state('Minnesota') }],
  // A word the search understands by a synonym is no mistyped place (Goyang, South Korea).
  ['junior golang developer', { keywords: 'golang developer', experienceLevel: 'EL' }],
  // Work near the one searching: where that is, the text does not say ('me' is no Maine here).
  ['cna near me', { keywords: 'cna', nearMe: true }],
  ['cook jobs nearby', { keywords: 'cook jobs', nearMe: true }],
  ['nurse in my area part time', { keywords: 'nurse', nearMe: true, employmentType: 'PT' }],
  [
    'nurse near me in houston',
    { keywords: 'nurse', nearMe: true, place: city('Houston', 'Texas', 'Houston, TX') },
  ],
  ['nurse in me', { keywords: 'nurse in me' }],
];

describe('understandQuery', () => {
  it.each(CASES)('understands %j', (text, expected) => {
    const { recognised, ...facets } = understand(text);
    expect(facets).toEqual(expected);
    // Nothing typed is lost: each recognised phrase is a piece of the text as typed.
    for (const r of recognised) expect(text).toContain(r.text);
  });

  it('reports each recognised phrase as typed, in the order typed', () => {
    expect(understand('Senior nurse Houston, TX $40/hr full-time easy apply').recognised).toEqual([
      { text: 'Senior', facet: 'experienceLevel' },
      { text: 'Houston, TX', facet: 'place' },
      { text: '$40/hr', facet: 'payFloor' },
      { text: 'full-time', facet: 'employmentType' },
      { text: 'easy apply', facet: 'easyApply' },
    ]);
    expect(understand('nurse in texas').recognised).toEqual([{ text: 'in texas', facet: 'place' }]);
    // Big cities by their own people's names, not a namesake one typo away ('Munchon').
    for (const [typed, label] of [
      ['nurse in München', 'Munich, Germany'],
      ['muenchen', 'Munich, Germany'],
      ['wien', 'Vienna, Austria'],
      ['den haag', 'The Hague, Netherlands'],
      ['cdmx', 'Mexico City, Mexico'],
    ])
      expect(understand(typed as string).place?.label).toBe(label);
    expect(understand('Katy, TX').recognised).toEqual([
      { text: 'Katy', facet: 'unknownPlace' },
      { text: 'TX', facet: 'place' },
    ]);
  });

  it('reads the same filter said twice as one, leaving neither as a keyword', () => {
    const u = understand('seasonal temp work');
    expect(u.employmentType).toBe('FL');
    expect(u.keywords).toBe('work');
    expect(u.recognised).toEqual([{ text: 'seasonal temp', facet: 'employmentType' }]);
    // Another contract said after the first stays words: one contract is searched.
    expect(understand('part time full time cashier').keywords).toBe('full time cashier');
  });

  it('reads an address as the place a search names, down to what the gazetteer knows', () => {
    const place = (city: string | null, state: string | null, country: string | null) =>
      addressPlace(catalogues, { city, state, country })?.label;
    expect(place('Leeds', 'West Yorkshire', 'GB')).toBe('Leeds, United Kingdom');
    expect(place('Houston', 'TX', 'US')).toBe('Houston, TX');
    expect(place('Houston', 'Texas', 'United States')).toBe('Houston, TX');
    // Of namesakes, the one in the state given, else the most populous in the country.
    expect(place('Springfield', 'Illinois', 'US')).toBe('Springfield, IL');
    expect(place('Paris', null, 'FR')).toBe('Paris, France');
    // A town the gazetteer lacks: its state, else its country.
    expect(place('Nowhereville', 'Ohio', 'US')).toBe('Ohio');
    expect(place('Nowhereville', null, 'CA')).toBe('Canada');
    expect(place(null, null, null)).toBeUndefined();
    expect(place('Nowhereville', null, null)).toBeUndefined();
  });

  it('keeps a second place as keywords: one place is searched', () => {
    const u = understand('nurse houston dallas');
    expect(u.place?.label).toBe('Houston, TX');
    expect(u.keywords).toBe('nurse dallas');
  });
});

describe('understandQuery on hostile text', () => {
  it('reads 10 KB of text quickly and keeps the words it does not know', () => {
    const text = `${'nurse houston remote '.repeat(500)}${'x'.repeat(500)}`;
    const started = performance.now();
    const u = understand(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(u.place?.label).toBe('Houston, TX');
    expect(u.workMode).toBe('R');
    // The place is read once; work mode said again and again is one filter.
    expect(u.keywords.startsWith('nurse nurse houston nurse houston')).toBe(true);
    expect(u.keywords.endsWith('x'.repeat(500))).toBe(true);
  });

  it('keeps punctuation-only text as typed and recognises nothing in it', () => {
    const text = '!@#$%^&*()_+{}|:"<>?~`-=[]\\;\',./'.repeat(50);
    expect(understand(text)).toEqual({ keywords: text, recognised: [] });
  });

  it('keeps query syntax and SQL as plain keywords', () => {
    expect(understand("'; DROP TABLE jobs; --")).toEqual({
      keywords: "'; DROP TABLE jobs; --",
      recognised: [],
    });
    const u = understand('nurse AND NOT (houston OR "dallas")*');
    expect(u.keywords).toBe('nurse AND NOT ( OR "dallas")*');
    expect(u.place?.label).toBe('Houston, TX');
  });

  it('keeps emoji beside the words it recognises', () => {
    const u = understand('nurse 🏥 houston!!! 💼');
    expect(u.place?.label).toBe('Houston, TX');
    expect(u.keywords).toBe('nurse 🏥 !!! 💼');
    expect(understand('💼💼')).toEqual({ keywords: '💼💼', recognised: [] });
  });

  it('keeps right-to-left text whole, and finds a place written beside it', () => {
    expect(understand('ممرضة في دبي')).toEqual({ keywords: 'ممرضة في دبي', recognised: [] });
    const u = understand('ממרחק ממרה in dubai');
    expect(u.keywords).toBe('ממרחק ממרה');
    expect(u.place?.city).toBe('Dubai');
  });

  it('survives long runs of numbers, currency signs and place words', () => {
    expect(understand('9'.repeat(10_000)).recognised).toEqual([]);
    expect(understand('$1 '.repeat(3000)).payFloor).toEqual({
      amount: 1,
      period: 'HR',
      label: '$1+ an hour',
    });
    expect(understand('in '.repeat(3000)).recognised.length).toBeLessThanOrEqual(1);
    expect(understand('')).toEqual({ keywords: '', recognised: [] });
    expect(understand('   ')).toEqual({ keywords: '', recognised: [] });
  });

  it('is the same without the field words, bar roles it can no longer tell', () => {
    const bare = understandQuery('rn houston remote', { places: catalogues.places });
    expect(bare.place?.label).toBe('Houston, TX');
    expect(bare.keywords).toBe('rn');
  });
});
