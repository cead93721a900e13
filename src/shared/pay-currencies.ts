import type { PayPeriod } from './code-tables.ts';

/** Working hours in each pay period, to compare pay across periods: 8 h days, 40 h weeks. */
export const HOURS_PER_PERIOD: Readonly<Record<PayPeriod, number>> = {
  HR: 1,
  DA: 8,
  WK: 40,
  MN: 173,
};

/**
 * What one unit of each currency a job may be paid in is worth in US dollars, roughly: enough
 * to tell that A$42 an hour is below a floor of $40 an hour, not to convert pay for display.
 * Pay in a currency missing here cannot be compared, so it meets no pay floor (as pay not given
 * does not). Revised by hand when rates drift far.
 */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 0.72,
  AUD: 0.65,
  NZD: 0.59,
  GBP: 1.27,
  EUR: 1.08,
  CHF: 1.13,
  SEK: 0.095,
  NOK: 0.094,
  DKK: 0.145,
  PLN: 0.25,
  INR: 0.012,
  JPY: 0.0067,
  SGD: 0.74,
  MXN: 0.055,
  BRL: 0.18,
  ZAR: 0.054,
  PHP: 0.017,
};

/** The currencies a typed pay floor can be in, by the sign written before it. */
export const FLOOR_CURRENCIES = { $: 'USD', '£': 'GBP', '€': 'EUR' } as const;
export type FloorCurrency = (typeof FLOOR_CURRENCIES)[keyof typeof FLOOR_CURRENCIES];
/** Each of those currencies' sign, for a floor's label ('£40+ an hour'). */
export const FLOOR_SIGNS = Object.fromEntries(
  Object.entries(FLOOR_CURRENCIES).map(([sign, currency]) => [currency, sign]),
) as Record<FloorCurrency, string>;

/**
 * Pay as US dollars an hour, to compare it whatever its period and currency; undefined for a
 * currency without a rate.
 */
export function dollarsAnHour(amount: number, period: PayPeriod, currency: string) {
  const rate = USD_PER_UNIT[currency];
  return rate === undefined ? undefined : (amount / HOURS_PER_PERIOD[period]) * rate;
}
