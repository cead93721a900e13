import dayjs, { type Dayjs } from 'dayjs';
import { durationLabel, EMPLOYMENT_TYPES, PAY_PERIODS, WORK_MODES } from '../shared/code-tables.ts';
import type { JobCard } from '../shared/dto/job.ts';

/** A calendar day as one number (local time), so days compare without dayjs copies. */
const dayNumber = (d: Dayjs) => d.year() * 10_000 + d.month() * 100 + d.date();

/**
 * Each date's day and its 'MMM DD, YYYY' wording, worked out once: job lists and job pages show
 * the same few posting dates over and over.
 */
const postedDays = new Map<string, { day: number; label: string }>();
function postedDay(iso: string) {
  let known = postedDays.get(iso);
  if (!known) {
    const day = dayjs(iso);
    known = { day: dayNumber(day), label: day.format('MMM DD, YYYY') };
    if (postedDays.size >= 10_000) postedDays.clear();
    postedDays.set(iso, known);
  }
  return known;
}

/** 'Today', 'Yesterday' or 'MMM DD, YYYY' (spec 9, Dates). */
export function postedDate(iso: string, now = dayjs()): string {
  const { day, label } = postedDay(iso);
  if (day === dayNumber(now)) return 'Today';
  if (day === dayNumber(now.subtract(1, 'day'))) return 'Yesterday';
  return label;
}

/** One formatter per currency: making an Intl.NumberFormat costs far more than using one. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function money(amount: number, currency: string) {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** '£18 – £22 an hour', '$3,400 a month', or null when the job states no pay. */
export function payText(
  job: Pick<JobCard, 'payMin' | 'payMax' | 'payCurrency' | 'payPeriod'>,
): string | null {
  if (job.payMin === null) return null;
  const period = job.payPeriod
    ? ` a${job.payPeriod === 'HR' ? 'n' : ''} ${PAY_PERIODS[job.payPeriod]}`
    : '';
  const range = job.payMax
    ? `${money(job.payMin, job.payCurrency)} – ${money(job.payMax, job.payCurrency)}`
    : money(job.payMin, job.payCurrency);
  return `${range}${period}`;
}

export const placeText = (job: Pick<JobCard, 'city' | 'state' | 'country'>) =>
  [job.city, job.state !== job.city ? job.state : null, job.country].filter(Boolean).join(', ');

export const workModeText = (job: Pick<JobCard, 'workMode'>) => WORK_MODES[job.workMode];
export const employmentText = (job: Pick<JobCard, 'employmentType'>) =>
  EMPLOYMENT_TYPES[job.employmentType];
export { durationLabel };

const wholeOrTenths = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/**
 * A count as shown to people (spec 9): 99999 or more in thousands with K, never rounded up
 * (99999 → '99.9K', 250000 → '250K'); anything smaller in full ('12,345').
 */
export function countText(count: number): string {
  if (count < 99_999) return wholeOrTenths.format(count);
  return `${wholeOrTenths.format(Math.floor(count / 100) / 10)}K`;
}
