import { durationLabel, type PayPeriod } from '../code-tables.ts';
import type { JobDetail } from '../dto/job.ts';
import type { WorkFacts } from '../work-style/facts.ts';
import { GLOSSARY } from './glossary.ts';

/**
 * The plain-language view of a job: short, literal sections made from its fields, its stated
 * work-environment facts and its description, the same every time (no outside service). Long
 * sentences are cut to their first part and jargon is replaced from the glossary.
 */
export interface PlainSection {
  id: 'do' | 'when' | 'where' | 'pay' | 'people' | 'interview';
  heading: string;
  sentences: string[];
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TERMS = Object.keys(GLOSSARY).sort((a, b) => b.length - a.length);
const PATTERN = new RegExp(`(?<![\\w-])(${TERMS.map(literal).join('|')})(?![\\w-])`, 'gi');
const LOOKUP = new Map(TERMS.map((term) => [term.toLowerCase(), GLOSSARY[term] as string]));

/** The text with every glossary term in plain words, keeping the case of the first letter. */
export function plainWords(text: string): string {
  return text
    .replace(PATTERN, (found) => {
      const plain = LOOKUP.get(found.toLowerCase()) ?? found;
      const first = found[0] ?? '';
      return first === first.toUpperCase() && first !== first.toLowerCase()
        ? plain.charAt(0).toUpperCase() + plain.slice(1)
        : plain;
    })
    .replace(/\b([Aa])n (?=[bcdfghjklmnpqrstvwxyz])/g, '$1 ');
}

/** Where a long sentence is cut: the start is kept, the rest (lists, conditions) dropped. */
const CUTS =
  /(,|;|\s(?:and|or|including|such as|so that|so|when|where|within|before|after|while|to meet|to keep|to support|to avoid|to prevent|to help|to understand|as needed|as assigned|at all times|in order to|with the)\s)/gi;
const MIN_WORDS = 3;
const MAX_WORDS = 12;

/** One short sentence from a long one: cut at the first joint after a few words. */
export function shorten(sentence: string): string {
  const text = sentence
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[.!?]+$/, '')
    .trim();
  if (text.split(/\s+/).length <= MAX_WORDS / 2) return `${text}.`;
  for (const match of text.matchAll(CUTS)) {
    const before = text.slice(0, match.index).trim();
    if (before.split(/\s+/).length < MIN_WORDS) continue;
    // A list cut in two ('meetings, calls') keeps its first item only.
    const first = before.split(',')[0]?.trim() ?? before;
    return `${first.split(/\s+/).length >= 2 ? first : before}.`;
  }
  const words = text.split(/\s+/);
  return `${words.slice(0, MAX_WORDS).join(' ')}.`;
}

const CURRENCY_WORDS: Record<string, string> = {
  USD: 'dollars',
  CAD: 'dollars',
  AUD: 'dollars',
  NZD: 'dollars',
  GBP: 'pounds',
  EUR: 'euros',
  INR: 'rupees',
};
const PER: Record<PayPeriod, string> = { HR: 'hour', DA: 'day', WK: 'week', MN: 'month' };
const amount = (n: number) => n.toLocaleString('en-US');

/** The bullet lines of the description's "What you will do" part (or its first list). */
function duties(description: string): string[] {
  const blocks = description.split(/\n\s*\n/);
  const lists = blocks
    .map((block) => block.split('\n'))
    .filter((lines) => lines.some((line) => /^\s*[-*•]\s/.test(line)));
  const chosen =
    lists.find((lines) =>
      /what you will do|responsibilit|duties|your day|the role/i.test(lines[0] ?? ''),
    ) ?? lists[0];
  if (chosen)
    return chosen.filter((l) => /^\s*[-*•]\s/.test(l)).map((l) => l.replace(/^\s*[-*•]\s*/, ''));
  // No list: the description's own sentences.
  return description.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
}

const FACT_SENTENCES: { [K in keyof WorkFacts]-?: Record<string, string> } = {
  noise: {
    quiet: 'The workplace is quiet.',
    moderate: 'The workplace has some noise.',
    busy: 'The workplace is busy and loud.',
  },
  space: {
    private: 'You have a room of your own.',
    shared: 'You share a small room.',
    'open-plan': 'You work in a big open room with many people.',
  },
  schedule: {
    predictable: 'Your hours are the same each week.',
    'mostly-predictable': 'Your hours are mostly the same each week.',
    varies: 'Your hours change often.',
  },
  hours: { flexible: 'You can choose your hours.', fixed: 'Your start and end times are set.' },
  instructions: {
    written: 'You get your tasks in writing.',
    mixed: 'You get your tasks in writing and by talking.',
    spoken: 'You get most of your tasks by talking.',
  },
  remoteDays: {
    '0': 'You do not work from home.',
    '1': 'You can work from home 1 day a week.',
    '2': 'You can work from home 2 days a week.',
    '3': 'You can work from home 3 days a week.',
    '4': 'You can work from home 4 days a week.',
    '5': 'You work from home.',
  },
  onboarding: {
    structured: 'Your first weeks have a clear plan.',
    informal: 'Your first weeks do not have a set plan.',
  },
  mentor: { named: 'You have one named person to ask for help.', none: '' },
  interviewFormat: {
    'in-person': 'The interview is face to face.',
    video: 'The interview is a video call.',
    phone: 'The interview is a phone call.',
    'work-sample': 'You do a small task, not a talk.',
  },
  questionsInAdvance: {
    yes: 'You get the questions before the interview.',
    no: 'You do not get the questions before.',
  },
  adjustments: {
    offered: 'You can ask for changes that help you, such as more time.',
    'on-request': 'You can ask for changes that help you.',
  },
};

function fact<K extends keyof WorkFacts>(facts: WorkFacts, name: K): string[] {
  const code = facts[name] as string | undefined;
  const sentence = code === undefined ? '' : (FACT_SENTENCES[name][code] ?? '');
  return sentence ? [sentence] : [];
}

/** The plain-language sections of a job. */
export function plainJob(job: JobDetail): PlainSection[] {
  const facts = job.workFacts ?? {};
  const what = duties(job.description)
    .slice(0, 4)
    .map((line) => shorten(plainWords(line)));
  const when = [
    {
      FT: 'This is a full-time job.',
      PT: 'This is a part-time job.',
      FL: 'This is a contract job.',
      IN: 'This is a training job for a set time.',
      OT: 'Ask the firm how many hours you work.',
    }[job.employmentType],
    ...(job.duration ? [`The job lasts ${durationLabel(job.duration)?.toLowerCase()}.`] : []),
    ...fact(facts, 'schedule'),
    ...fact(facts, 'hours'),
  ];
  const place = [job.city, job.state !== job.city ? job.state : null, job.country]
    .filter(Boolean)
    .join(', ');
  const where = [
    job.workMode === 'R'
      ? 'You work from home.'
      : job.workMode === 'H'
        ? `You work some days from home and some days in ${job.city}.`
        : `You work in ${job.city}.`,
    `The place is ${place}.`,
    ...(job.workMode === 'R' ? [] : fact(facts, 'remoteDays')),
    ...fact(facts, 'noise'),
    ...fact(facts, 'space'),
  ];
  const money = CURRENCY_WORDS[job.payCurrency] ?? job.payCurrency;
  const per = job.payPeriod ? ` for each ${PER[job.payPeriod]}` : '';
  const pay =
    job.payMin === null
      ? ['The job does not say what it pays. You can ask.']
      : job.payMax
        ? [`You get ${amount(job.payMin)} to ${amount(job.payMax)} ${money}${per}.`]
        : [`You get ${amount(job.payMin)} ${money}${per}.`];
  const people = [
    `You work for ${job.establishmentName}.`,
    ...fact(facts, 'mentor'),
    ...fact(facts, 'instructions'),
    ...fact(facts, 'onboarding'),
  ];
  const interviewFacts = [
    ...fact(facts, 'interviewFormat'),
    ...fact(facts, 'questionsInAdvance'),
    ...fact(facts, 'adjustments'),
  ];
  const interview =
    interviewFacts.length > 0
      ? interviewFacts
      : [
          'The job does not say what the interview is like. You can ask.',
          'You can ask for changes that help you.',
        ];
  return [
    {
      id: 'do',
      heading: 'What you will do',
      sentences: [`You work as: ${job.jobTitle}.`, ...what],
    },
    { id: 'when', heading: 'When', sentences: when },
    { id: 'where', heading: 'Where', sentences: where },
    { id: 'pay', heading: 'Pay', sentences: pay },
    { id: 'people', heading: 'Who you work with', sentences: people },
    { id: 'interview', heading: 'What the interview is like', sentences: interview },
  ];
}

/** All the sentences of the view as one text, as a reader meets them (for measuring it). */
export const plainText = (sections: PlainSection[]) =>
  sections.flatMap((section) => section.sentences).join(' ');
