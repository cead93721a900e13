import { z } from 'zod';
import type { WorkMode } from '../code-tables.ts';
import type { WorkStyle } from './passport.ts';

/**
 * Work-environment facts an enterprise states about a job, each a small code table, and the
 * filters search offers on them. Unstated facts are simply not shown.
 */
export const WORK_FACTS = {
  noise: {
    label: 'Noise level',
    values: { quiet: 'Quiet', moderate: 'Some noise', busy: 'Busy and loud' },
  },
  space: {
    label: 'Workspace',
    values: {
      private: 'Private or own room',
      shared: 'Small shared room',
      'open-plan': 'Open-plan',
    },
  },
  schedule: {
    label: 'Schedule',
    values: {
      predictable: 'Predictable schedule',
      'mostly-predictable': 'Mostly predictable',
      varies: 'Changes often',
    },
  },
  hours: {
    label: 'Hours',
    values: { flexible: 'Flexible hours', fixed: 'Fixed hours' },
  },
  instructions: {
    label: 'Instructions',
    values: {
      written: 'Written instructions',
      mixed: 'Written and spoken',
      spoken: 'Mostly spoken',
    },
  },
  remoteDays: {
    label: 'Remote days',
    values: {
      '0': 'No remote days',
      '1': '1 remote day a week',
      '2': '2 remote days a week',
      '3': '3 remote days a week',
      '4': '4 remote days a week',
      '5': 'Fully remote',
    },
  },
  onboarding: {
    label: 'Onboarding',
    values: { structured: 'Structured onboarding', informal: 'Informal onboarding' },
  },
  mentor: {
    label: 'Contact person',
    values: { named: 'A named contact or mentor', none: 'No named contact' },
  },
  interviewFormat: {
    label: 'Interview',
    values: {
      'in-person': 'Interview in person',
      video: 'Interview by video',
      phone: 'Interview by phone',
      'work-sample': 'A work sample instead of an interview',
    },
  },
  questionsInAdvance: {
    label: 'Interview questions',
    values: { yes: 'Questions shared in advance', no: 'Questions not shared in advance' },
  },
  adjustments: {
    label: 'Adjustments',
    values: { offered: 'Adjustments offered', 'on-request': 'Adjustments on request' },
  },
} as const;

export type WorkFactName = keyof typeof WORK_FACTS;
export type WorkFacts = {
  [K in WorkFactName]?: keyof (typeof WORK_FACTS)[K]['values'];
};
export const WORK_FACT_NAMES = Object.keys(WORK_FACTS) as WorkFactName[];

/** The icon shown beside each fact (src/components/Icon.astro names). */
export const WORK_FACT_ICONS = {
  noise: 'volume',
  space: 'door',
  schedule: 'calendar',
  hours: 'clock',
  instructions: 'document',
  remoteDays: 'home',
  onboarding: 'list',
  mentor: 'user',
  interviewFormat: 'message',
  questionsInAdvance: 'question',
  adjustments: 'adjust',
} as const satisfies Record<WorkFactName, string>;

const factValues = (name: WorkFactName) => {
  const codes = Object.keys(WORK_FACTS[name].values) as [string, ...string[]];
  return z.enum(codes).optional();
};

/** The facts of a job as the enterprise API sets them; an unknown fact or value is refused. */
export const workFactsSchema = z
  .object(
    Object.fromEntries(WORK_FACT_NAMES.map((name) => [name, factValues(name)])) as {
      [K in WorkFactName]: z.ZodOptional<z.ZodEnum>;
    },
  )
  .strict() as unknown as z.ZodType<WorkFacts>;

/** A fact with its words, in display order. */
export function workFactList(facts: WorkFacts | undefined) {
  if (!facts) return [];
  return WORK_FACT_NAMES.flatMap((name) => {
    const code = facts[name] as string | undefined;
    if (code === undefined) return [];
    const values = WORK_FACTS[name].values as Record<string, string>;
    return [{ name, code, label: WORK_FACTS[name].label, text: values[code] ?? code }];
  });
}

/** Search filters on facts: each a fact and the values that meet it. */
export const WORK_FACT_FILTERS = {
  quiet: { label: 'Quiet workplace', fact: 'noise', values: ['quiet'] },
  'private-space': { label: 'Private space', fact: 'space', values: ['private'] },
  'predictable-schedule': {
    label: 'Predictable schedule',
    fact: 'schedule',
    values: ['predictable'],
  },
  'flexible-hours': { label: 'Flexible hours', fact: 'hours', values: ['flexible'] },
  'fixed-hours': { label: 'Fixed hours', fact: 'hours', values: ['fixed'] },
  'written-instructions': {
    label: 'Written instructions',
    fact: 'instructions',
    values: ['written'],
  },
  'remote-days': {
    label: 'Some remote days',
    fact: 'remoteDays',
    values: ['1', '2', '3', '4', '5'],
  },
  // A number of remote days is read from the text ('2 days from home'); the panel offers 'some'.
  'remote-days-1': { label: '1 remote day a week', fact: 'remoteDays', values: ['1'] },
  'remote-days-2': { label: '2 remote days a week', fact: 'remoteDays', values: ['2'] },
  'remote-days-3': { label: '3 remote days a week', fact: 'remoteDays', values: ['3'] },
  'remote-days-4': { label: '4 remote days a week', fact: 'remoteDays', values: ['4'] },
  'structured-onboarding': {
    label: 'Structured onboarding',
    fact: 'onboarding',
    values: ['structured'],
  },
  mentor: { label: 'Named contact or mentor', fact: 'mentor', values: ['named'] },
  'work-sample': {
    label: 'A work sample instead of an interview',
    fact: 'interviewFormat',
    values: ['work-sample'],
  },
  'video-interview': { label: 'Interview by video', fact: 'interviewFormat', values: ['video'] },
  'phone-interview': { label: 'Interview by phone', fact: 'interviewFormat', values: ['phone'] },
  // Read from the text ('no phone interview'): any interview but a call.
  'no-phone-interview': {
    label: 'No interview by phone',
    fact: 'interviewFormat',
    values: ['in-person', 'video', 'work-sample'],
  },
  'questions-in-advance': {
    label: 'Interview questions in advance',
    fact: 'questionsInAdvance',
    values: ['yes'],
  },
  'adjustments-offered': {
    label: 'Adjustments offered',
    fact: 'adjustments',
    values: ['offered'],
  },
} as const satisfies Record<string, { label: string; fact: WorkFactName; values: string[] }>;
export type WorkFactFilter = keyof typeof WORK_FACT_FILTERS;
/**
 * The value next to the one a filter asks for, which a search finding few jobs meeting a need
 * accepts before it goes without the need: some noise is nearer quiet than a busy, loud kitchen.
 */
export const NEAR_FACT_VALUES: Partial<Record<WorkFactFilter, string>> = {
  quiet: 'moderate',
  'private-space': 'shared',
  'predictable-schedule': 'mostly-predictable',
  'written-instructions': 'mixed',
  'adjustments-offered': 'on-request',
};
/** The words of a need's next value ('Some noise' of quiet), when it has one. */
export function nearValueText(code: WorkFactFilter): string | undefined {
  const near = NEAR_FACT_VALUES[code];
  const values: Record<string, string> = WORK_FACTS[WORK_FACT_FILTERS[code].fact].values;
  return near === undefined ? undefined : values[near];
}
export const WORK_FACT_FILTER_CODES = Object.keys(WORK_FACT_FILTERS) as WorkFactFilter[];
/** Work-environment filters as kept with a search: codes of WORK_FACT_FILTERS, each at most once. */
export const workFactFiltersSchema = z
  .array(z.enum(WORK_FACT_FILTER_CODES))
  .max(WORK_FACT_FILTER_CODES.length);
/**
 * The filters the search panel offers: all but a number of remote days and an interview other
 * than by phone, which text names.
 */
export const PANEL_FACT_FILTER_CODES = WORK_FACT_FILTER_CODES.filter(
  (code) => !code.startsWith('remote-days-') && code !== 'no-phone-interview',
);

/** Reads a comma-separated list of filter codes, keeping the known ones. */
export function parseWorkFactFilters(text: string | undefined): WorkFactFilter[] {
  const wanted = new Set((text ?? '').split(',').map((code) => code.trim()));
  return WORK_FACT_FILTER_CODES.filter((code) => wanted.has(code));
}

interface Preference {
  label: string;
  fits(facts: WorkFacts, workMode: WorkMode): boolean | null;
}

const has = <K extends WorkFactName>(facts: WorkFacts, name: K, ...values: string[]) =>
  facts[name] === undefined ? null : values.includes(facts[name] as string);

/** How each passport preference is met by a job's facts (null: the job does not say). */
const PREFERENCES: Record<string, Preference> = {
  'environment:quiet-space': {
    label: 'a quiet space',
    fits: (f) => has(f, 'noise', 'quiet') ?? has(f, 'space', 'private'),
  },
  'environment:predictable-schedule': {
    label: 'a predictable schedule',
    fits: (f) => has(f, 'schedule', 'predictable'),
  },
  'environment:written-instructions': {
    label: 'written instructions',
    fits: (f) => has(f, 'instructions', 'written', 'mixed'),
  },
  'environment:flexible-hours': {
    label: 'flexible hours',
    fits: (f) => has(f, 'hours', 'flexible'),
  },
  'environment:remote': {
    label: 'remote work',
    fits: (f, mode) => (mode === 'R' ? true : has(f, 'remoteDays', '1', '2', '3', '4', '5')),
  },
  'communication:written-first': {
    label: 'written messages first',
    fits: (f) => has(f, 'instructions', 'written', 'mixed'),
  },
  'interview:questions-in-advance': {
    label: 'interview questions in advance',
    fits: (f) => has(f, 'questionsInAdvance', 'yes'),
  },
  'interview:remote': {
    label: 'a remote interview',
    fits: (f) => has(f, 'interviewFormat', 'video', 'phone', 'work-sample'),
  },
  'interview:in-person': {
    label: 'an interview in person',
    fits: (f) => has(f, 'interviewFormat', 'in-person'),
  },
};

export interface WorkStyleFit {
  fits: number;
  of: number;
  /** The preferences the job does not meet, or does not say it meets, in words. */
  misses: { label: string; unstated: boolean }[];
}

/** How many of the candidate's work preferences a job's facts meet, and which do not. */
export function workStyleFit(
  style: WorkStyle,
  facts: WorkFacts | undefined,
  workMode: WorkMode,
): WorkStyleFit | null {
  const chosen = [
    ...style.communication.choices.map((c) => `communication:${c}`),
    ...style.interview.choices.map((c) => `interview:${c}`),
    ...style.environment.choices.map((c) => `environment:${c}`),
  ].flatMap((key) => (PREFERENCES[key] ? [PREFERENCES[key]] : []));
  if (chosen.length === 0) return null;
  const misses: WorkStyleFit['misses'] = [];
  let fits = 0;
  for (const preference of chosen) {
    const met = preference.fits(facts ?? {}, workMode);
    if (met) fits += 1;
    else misses.push({ label: preference.label, unstated: met === null });
  }
  return { fits, of: chosen.length, misses };
}

/** "Fits 5 of your 6 work preferences" and what the rest are. */
export function fitText(fit: WorkStyleFit): string {
  const head = `Fits ${fit.fits} of your ${fit.of} work ${fit.of === 1 ? 'preference' : 'preferences'}`;
  if (fit.misses.length === 0) return `${head}.`;
  const named = fit.misses.map((m) => (m.unstated ? `${m.label} (the job does not say)` : m.label));
  return `${head}. Not met: ${named.join(', ')}.`;
}
