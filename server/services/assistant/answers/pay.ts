import type { PayPeriod } from '../../../../src/shared/code-tables.ts';
import { USD_PER_UNIT } from '../../../../src/shared/pay-currencies.ts';
import { HOURS_PER_PERIOD } from '../../../db/repositories/job-search.ts';
import { searchUnderstood } from '../../search/understood-search.ts';
import { message, option } from '../reply.ts';
import { criteriaOf, payLabel, searchCriteria } from '../search-criteria.ts';
import { asAsked, type SearchState, searchShown } from '../search-state.ts';
import type { AnswerDeps, Asker } from './context.ts';
import { answerSearch, type JobAnswer } from './jobs.ts';

/** Pay floors are rounded up to a step that reads naturally for their period. */
const STEP: Record<PayPeriod, number> = { HR: 1, DA: 10, WK: 50, MN: 500 };
const round = (amount: number, period: PayPeriod, up: boolean) =>
  (up ? Math.ceil : Math.floor)(amount / STEP[period]) * STEP[period];
/** Fewer paid jobs than this say too little about what the work pays. */
const ENOUGH_PAID = 3;

/** The middle of the pay the last search's jobs offer, in their most common period, in US dollars. */
async function typicalPay(deps: AnswerDeps, last: SearchState) {
  const result = await searchUnderstood(deps.jobs, {
    ...searchCriteria(criteriaOf(searchShown(last))),
    keepKind: true,
  });
  const paid = result.jobs.filter(
    (j) => j.payMin !== null && j.payPeriod !== null && USD_PER_UNIT[j.payCurrency] !== undefined,
  );
  if (paid.length < ENOUGH_PAID) return null;
  const periods = new Map<PayPeriod, number>();
  for (const j of paid)
    periods.set(j.payPeriod as PayPeriod, (periods.get(j.payPeriod as PayPeriod) ?? 0) + 1);
  const period = [...periods].sort((a, b) => b[1] - a[1])[0]?.[0] as PayPeriod;
  const hours = HOURS_PER_PERIOD as Record<PayPeriod, number>;
  const amounts = paid
    .map(
      (j) =>
        ((j.payMin as number) / hours[j.payPeriod as PayPeriod]) *
        hours[period] *
        (USD_PER_UNIT[j.payCurrency] as number),
    )
    .sort((a, b) => a - b);
  return { amount: amounts[Math.floor(amounts.length / 2)] as number, period, up: false };
}

/**
 * 'Higher pay': the last search with a higher floor, a fifth above the one it had, or else the
 * middle of what its jobs pay, so the better-paid half stays. With too few paid jobs to go by,
 * it asks.
 */
export async function answerHigherPay(
  deps: AnswerDeps,
  asker: Asker,
  last: SearchState,
): Promise<JobAnswer> {
  const floor = last.payFloor
    ? { amount: last.payFloor.amount * 1.2, period: last.payFloor.period, up: true }
    : await typicalPay(deps, last);
  // A floor asked in pounds or euros goes up in them; the typical pay is in US dollars.
  const currency = last.payFloor?.currency;
  if (!floor) {
    return {
      state: last,
      reply: {
        answer: [message('What is the least you would like to be paid?')],
        actions: [
          option('Only $20+ an hour'),
          option('Only $30+ an hour'),
          option('Only $60,000+ a year'),
        ],
      },
    };
  }
  const payFloor = {
    amount: round(floor.amount, floor.period, floor.up),
    period: floor.period,
    ...(currency && { currency }),
  };
  const lead = `Looking for ${payLabel(payFloor)} or more. `;
  return answerSearch(deps, asker, { ...asAsked(last), payFloor }, { lead });
}
