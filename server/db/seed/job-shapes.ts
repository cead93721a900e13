import type { EmploymentType, PayPeriod, WorkMode } from '../../../src/shared/code-tables.ts';
import type { JobTitleEntry, Sector } from './catalogue-data.ts';
import type { Random } from './random.ts';

/*
 * What makes a demo job plausible: how often each title is posted, how it is written, where it
 * can be done from, how it is employed and what period its pay is quoted in.
 */

/** How many times more often than an ordinary title these are posted. */
const DEMAND: Record<string, number> = {
  'Registered Nurse': 14,
  'Certified Nursing Assistant': 7,
  'Licensed Practical Nurse': 6,
  'Travel Nurse': 6,
  'Medical Assistant': 4,
  'Home Health Aide': 3,
  Caregiver: 3,
  'Nurse Practitioner': 3,
  'Patient Care Technician': 3,
  'ICU Nurse': 2,
  'Emergency Room Nurse': 2,
  'Physical Therapist': 2,
  'Pharmacy Technician': 2,
  'Medical Coder': 2,
  'Customer Service Representative': 6,
  'Administrative Assistant': 4,
  Receptionist: 3,
  Accountant: 4,
  'Staff Accountant': 2,
  Bookkeeper: 2,
  'Project Manager': 3,
  'Data Entry Clerk': 2,
  'Software Engineer': 6,
  'Full Stack Developer': 3,
  'Data Analyst': 3,
  'IT Support Specialist': 2,
  'CDL-A Truck Driver': 5,
  'Delivery Driver': 4,
  'Warehouse Associate': 5,
  'Forklift Operator': 3,
  Cashier: 5,
  'Line Cook': 3,
  Server: 3,
  Barista: 2,
  'Front Desk Agent': 2,
  Electrician: 3,
  Plumber: 3,
  'HVAC Technician': 2,
  Welder: 2,
  'Maintenance Technician': 2,
};

const weightedTitles = new WeakMap<
  readonly JobTitleEntry[],
  (readonly [JobTitleEntry, number])[]
>();

/** A title, more often the more it is in demand. */
export function pickTitle(random: Random, titles: readonly JobTitleEntry[]): JobTitleEntry {
  let entries = weightedTitles.get(titles);
  if (!entries) {
    entries = titles.map((t) => [t, DEMAND[t.title] ?? 1] as const);
    weightedTitles.set(titles, entries);
  }
  return random.weighted(entries);
}

const NURSE_UNITS = [
  'ICU',
  'Med-Surg',
  'Telemetry',
  'Emergency Department',
  'ER',
  'Labor & Delivery',
  'Operating Room',
  'PACU',
  'NICU',
  'Step-Down',
  'Oncology',
  'Pediatrics',
  'Behavioral Health',
  'Float Pool',
  'Night Shift',
];

/** Titles in the ways employers write them: units, abbreviations, per diem. */
const WRITTEN: Record<string, (random: Random, unit: string) => string[]> = {
  'Registered Nurse': (_, unit) => [
    'Registered Nurse',
    `Registered Nurse - ${unit}`,
    `RN - ${unit}`,
    `Registered Nurse (RN) - ${unit}`,
    `${unit} Registered Nurse`,
  ],
  'Licensed Practical Nurse': () => [
    'Licensed Practical Nurse',
    'LPN - Long Term Care',
    'Licensed Practical Nurse (LPN)',
    'LPN/LVN',
  ],
  'Certified Nursing Assistant': () => [
    'Certified Nursing Assistant',
    'CNA - Night Shift',
    'Certified Nursing Assistant (CNA)',
    'CNA',
  ],
  'Travel Nurse': (_, unit) => [`Travel Nurse - ${unit}`, `Travel RN - ${unit}`, 'Travel Nurse'],
};

/** Titles often posted for per diem (as-needed) shifts. */
const PER_DIEM = new Set([
  'Registered Nurse',
  'Certified Nursing Assistant',
  'Licensed Practical Nurse',
  'Medical Assistant',
  'Respiratory Therapist',
  'Physical Therapist',
  'Patient Care Technician',
]);

/** Work a person can do away from the site (the rest is hands-on: bedside, kitchen, truck…). */
const REMOTE_CAPABLE =
  /developer|engineer|designer|analyst|data entry|architect|administrator|writer|scrum|consultant|coder|biller|recruit|customer service|customer success|customer support|call center|virtual assistant|sales|account manager|accountant|bookkeeper|accounts|payroll|transcription|translator|proofreader|copywriter|social media|marketing|utilization review|case manager|dispatcher|planner|broker|auditor|tax preparer|claims processor|loan processor|project|tester|compliance|credit|loan|scribe|scheduling|paralegal|contract administrator|financial|budget|benefits|onboarding|training/i;
/** Remote-capable titles that still need someone on site now and then. */
const SITE_BOUND =
  /support technician|help desk|desktop|network engineer|warehouse|dock|yard|fleet|field/i;

export function workModeFor(random: Random, sector: Sector, title: string): WorkMode {
  if (sector === 'hospitality' || sector === 'trades' || !REMOTE_CAPABLE.test(title)) return 'O';
  if (SITE_BOUND.test(title))
    return random.weighted([
      ['O', 3],
      ['H', 2],
    ] as const);
  return random.weighted([
    ['R', 4],
    ['H', 3],
    ['O', 3],
  ] as const);
}

export interface Shape {
  title: string;
  employment: EmploymentType;
  /** A contract's length, e.g. '13W'. */
  duration: string | null;
}

/** How a posting of a catalogue title is written and employed. */
export function shapeOf(random: Random, title: string): Shape {
  if (title === 'Travel Nurse') {
    const written = random.pick(WRITTEN[title]?.(random, random.pick(NURSE_UNITS)) ?? [title]);
    return { title: written, employment: 'FL', duration: random.pick(['8W', '13W', '13W', '26W']) };
  }
  if (PER_DIEM.has(title) && random.bool(0.15))
    return { title: `Per Diem ${title}`, employment: 'FL', duration: null };
  const written = WRITTEN[title]
    ? random.pick(WRITTEN[title](random, random.pick(NURSE_UNITS)))
    : title;
  const employment = random.weighted<EmploymentType>([
    ['FT', 6],
    ['PT', 3],
    ['FL', 2],
    ['IN', /assistant|aide|associate|clerk|junior|apprentice/i.test(title) ? 0 : 0.6],
    ['OT', 0.4],
  ]);
  const duration =
    employment === 'FL' || employment === 'IN'
      ? `${random.int(1, 12)}${random.pick(['W', 'M'] as const)}`
      : null;
  return { title: written, employment, duration };
}

/** Work paid by the month when full time: salaried professions. */
const SALARIED =
  /engineer|developer|architect|analyst|scientist|designer|manager|director|accountant|auditor|pharmacist|practitioner|physician|consultant|administrator|scrum|writer|recruiter|generalist|chef|educator|pathologist/i;

/** The period a job's pay is quoted in. */
export function payPeriodFor(
  random: Random,
  sector: Sector,
  title: string,
  shape: Shape,
): PayPeriod {
  if (/travel/i.test(shape.title)) return 'WK';
  if (shape.title.startsWith('Per Diem')) return random.bool(0.7) ? 'HR' : 'DA';
  if (shape.employment === 'PT' || shape.employment === 'OT')
    return random.bool(0.85) ? 'HR' : 'DA';
  if (shape.employment === 'FL')
    return random.weighted([
      ['HR', 4],
      ['DA', sector === 'trades' || sector === 'hospitality' ? 3 : 1],
      ['WK', 2],
    ] as const);
  if (shape.employment === 'IN') return random.bool(0.6) ? 'HR' : 'MN';
  if (SALARIED.test(title) || sector === 'technology')
    return random.weighted([
      ['MN', 6],
      ['WK', 1],
    ] as const);
  return random.weighted([
    ['HR', 6],
    ['WK', 2],
    ['MN', 1],
  ] as const);
}

/** How a title's pay sits in its sector's band. */
export function payFactorOf(title: string): number {
  if (
    /pharmacist|practitioner|physician|anesthe|architect|director|general manager|executive chef/i.test(
      title,
    )
  )
    return 1.5;
  if (
    /travel nurse|registered nurse|therapist|engineer|scientist|manager|supervisor|senior|lead/i.test(
      title,
    )
  )
    return 1.2;
  if (
    /aide|assistant|clerk|attendant|helper|laborer|packer|porter|dishwasher|busser|barback|host|runner|caregiver|cashier/i.test(
      title,
    )
  )
    return 0.7;
  return 1;
}
