import type { EmploymentType, ExperienceLevel, WorkMode } from '../code-tables.ts';
import type { ShiftTime } from '../shifts.ts';
import type { WorkFactFilter } from '../work-style/facts.ts';
import { normalise } from './tokens.ts';
import { WORK_FACT_PHRASES } from './work-fact-phrases.ts';

/** A facet a phrase sets, with its code. */
export type FacetValue =
  | { facet: 'workMode'; value: WorkMode }
  | { facet: 'employmentType'; value: EmploymentType }
  | { facet: 'experienceLevel'; value: ExperienceLevel }
  | { facet: 'easyApply'; value: true }
  | { facet: 'workFacts'; value: WorkFactFilter }
  | { facet: 'shiftTime'; value: ShiftTime }
  | { facet: 'contractWeeks'; value: number };

/** Words for a shift's time of day and a contract's length (healthcare searches only). */
const SHIFT_PHRASES: [FacetValue, string[]][] = [
  [
    { facet: 'shiftTime', value: 'N' },
    [
      'nights',
      'night shift',
      'night shifts',
      'overnight',
      'overnights',
      'overnight shift',
      'noc shift',
      'noc',
      // The shifts of a 24-hour workplace by their order in the day.
      '3rd shift',
      'third shift',
      'graveyard',
      'graveyard shift',
      // A twelve-hour shift by its hours.
      '7p 7a',
      '7pm 7am',
      '7p to 7a',
      '7pm to 7am',
    ],
  ],
  [
    { facet: 'shiftTime', value: 'D' },
    [
      'days',
      'day shift',
      'day shifts',
      'days only',
      '1st shift',
      'first shift',
      '7a 7p',
      '7am 7pm',
      '7a to 7p',
      '7am to 7pm',
    ],
  ],
  [
    { facet: 'shiftTime', value: 'E' },
    ['evenings', 'evening shift', 'evening shifts', '2nd shift', 'second shift', 'swing shift'],
  ],
  [{ facet: 'shiftTime', value: 'R' }, ['rotating shift', 'rotating shifts', 'rotating']],
  // The usual lengths of travel and local contracts.
  ...[4, 6, 8, 10, 12, 13, 16, 20, 24, 26, 52].map((weeks): [FacetValue, string[]] => [
    { facet: 'contractWeeks', value: weeks },
    [`${weeks} weeks`, `${weeks} week`, `${weeks} week contract`, `${weeks} week contracts`],
  ]),
];

const PHRASES: [FacetValue, string[]][] = [
  [
    { facet: 'workMode', value: 'R' },
    [
      'remote',
      'remotely',
      'remot',
      'remote only',
      'fully remote',
      'work from home',
      'working from home',
      'from home',
      'work at home',
      'work from anywhere',
      'wfh',
      'telecommute',
      'telecommuting',
      'telework',
      'teleworking',
      'home based',
      'at home',
      'virtual',
    ],
  ],
  [{ facet: 'workMode', value: 'H' }, ['hybrid', 'hybird']],
  [
    { facet: 'workMode', value: 'O' },
    ['on site', 'onsite', 'in office', 'in person', 'office based'],
  ],
  [
    { facet: 'employmentType', value: 'FT' },
    ['full time', 'fulltime', 'permanent', 'tiempo completo'],
  ],
  [
    { facet: 'employmentType', value: 'PT' },
    ['part time', 'parttime', 'side hustle', 'side job', 'side gig', 'medio tiempo'],
  ],
  [
    { facet: 'employmentType', value: 'FL' },
    [
      'contract',
      'contract to hire',
      'contingent',
      'temporary',
      'temp',
      'seasonal',
      'freelance',
      'per diem',
    ],
  ],
  [{ facet: 'employmentType', value: 'IN' }, ['internship', 'internships', 'intern']],
  [
    { facet: 'experienceLevel', value: 'EL' },
    [
      'entry level',
      'junior',
      'jr',
      'new grad',
      'new grads',
      'new graduate',
      'new graduates',
      'recent grad',
      'recent graduate',
      'newly qualified',
      'no experience',
      'no experience required',
      'no experience needed',
      'no experience necessary',
      'beginner',
      'beginners',
      'first job',
      'my first job',
      'first time job',
      'first real job',
      'easy job',
      'easy jobs',
      'jobs for students',
      'for students',
      'student jobs',
      'college student',
      'college students',
    ],
  ],
  [
    { facet: 'experienceLevel', value: 'ML' },
    ['senior', 'sr', 'lead', 'mid level', 'mid senior', 'mid senior level', 'experienced'],
  ],
  [{ facet: 'experienceLevel', value: 'AT' }, ['associate level']],
  [{ facet: 'experienceLevel', value: 'DR' }, ['director level']],
  [{ facet: 'experienceLevel', value: 'ET' }, ['executive level', 'c level', 'c suite']],
  [
    { facet: 'easyApply', value: true },
    ['easy apply', 'easyapply', 'quick apply', 'one click apply', '1 click apply'],
  ],
];

/** Every facet phrase, by its normalised words ('on site' also matches 'on-site'). */
export const FACET_PHRASES = new Map<string, FacetValue>([
  ...[...PHRASES, ...SHIFT_PHRASES].flatMap(([value, phrases]) =>
    phrases.map((p) => [normalise(p), value] as const),
  ),
  ...WORK_FACT_PHRASES.flatMap(([code, phrases]) =>
    phrases.map((p) => [normalise(p), { facet: 'workFacts', value: code } as const] as const),
  ),
]);
/** The work-environment filter a recognised phrase sets ('not too loud' → quiet), if any. */
export function workFactOf(phrase: string): WorkFactFilter | undefined {
  const found = FACET_PHRASES.get(normalise(phrase));
  return found?.facet === 'workFacts' ? found.value : undefined;
}

/** The first words of the facet phrases: only these start a look-up. */
export const FACET_FIRST_WORDS = new Set([...FACET_PHRASES.keys()].map((k) => k.split(' ')[0]));
export const LONGEST_FACET_PHRASE = Math.max(
  ...[...FACET_PHRASES.keys()].map((k) => k.split(' ').length),
);

/**
 * Short forms of a facet that are also other words ('pt' a physical therapist, 'ft' a fort): read
 * as the facet only beside another word of the field ('pt cashier', 'ft receptionist') and never
 * where a place starts ('ft worth').
 */
export const SHORT_FACETS = new Map<string, FacetValue>([
  ['ft', { facet: 'employmentType', value: 'FT' }],
  ['pt', { facet: 'employmentType', value: 'PT' }],
]);

/** Words asking for a job without what follows ('no nights', 'not remote'). */
export const NEGATIONS: ReadonlySet<string> = new Set(['no', 'not', 'without']);

/** Two-word negations: 'instead of a phone interview', 'rather than nights'. */
const NEGATION_PAIRS: ReadonlyMap<string, string> = new Map([
  ['instead', 'of'],
  ['rather', 'than'],
]);

/** How many words of a negation start at a word ('not', 'instead of'): none is 0. */
export function negationAt(words: readonly string[], at: number): number {
  const word = words[at] ?? '';
  if (NEGATIONS.has(word)) return 1;
  const pair = NEGATION_PAIRS.get(word);
  return pair !== undefined && pair === words[at + 1] ? 2 : 0;
}

/** Whether words end on a negation ('not', 'instead of'). */
export const endsNegated = (words: readonly string[]) =>
  negationAt(words, words.length - 1) === 1 || negationAt(words, words.length - 2) === 2;

/** Words that introduce a place: 'nurse in Texas', 'near Boston'. */
export const PLACE_INTRODUCERS = new Set(['in', 'near', 'around']);

/**
 * Role abbreviations of the field: never a place, even where one is spelt the same (PA is a
 * physician assistant before it is Pennsylvania).
 */
export const ROLE_ABBREVIATIONS = new Set(
  'rn lpn lvn cna np pa ma md do ot pt ct mt er or icu nicu ed va ms cma csr swe qa ux ui pm hr cdl hvac it'.split(
    ' ',
  ),
);

/**
 * Words that name no place though one is spelt so (Mobile, Reading, Nice, Temple…), and words
 * after 'in' that are a field, not an unknown place ('jobs in healthcare').
 */
export const NOT_PLACES = new Set(
  (
    'alert bath bend bishop buy circle cobalt colon eagle elk emerald enterprise eureka flint franca gay guide hail ' +
    'homer hope hue independence lead male man mango marathon mobile moss needles nice normal oral orange panda ' +
    'price progress reading rodeo sale salmon same set split springs sur temple terrace tongue tours turbo van ' +
    'wick young union general national spring winter day ' +
    'healthcare health tech technology retail sales hospitality logistics finance education government ' +
    'manufacturing construction office person house home town city area region state country school ' +
    'hospital clinic warehouse restaurant hotel store field nursing medicine marketing engineering ' +
    'demand progress training the a an my your our their this that any all general'
  ).split(' '),
);
