import type { PayPeriod } from '../../../../src/shared/code-tables.ts';
import { dollarsAnHour, HOURS_PER_PERIOD } from '../../../../src/shared/pay-currencies.ts';
import { payFloorLabel } from '../../../../src/shared/query/pay.ts';
import { message, option } from '../reply.ts';
import { criteriaOf, searchCriteria } from '../search-criteria.ts';
import { asAsked, type SearchState, searchShown } from '../search-state.ts';
import { type AnswerDeps, type Asker, searchJobs } from './context.ts';
import { answerSearch, type JobAnswer } from './jobs.ts';

/** Pay floors are rounded up to a step that reads naturally for their period. */
const STEP: Record<PayPeriod, number> = { HR: 1, DA: 10, WK: 50, MN: 500 };
const round = (amount: number, period: PayPeriod, up: boolean) =>
  (up ? Math.ceil : Math.floor)(amount / STEP[period]) * STEP[period];
/** Fewer paid jobs than this say too little about what the work pays. */
const ENOUGH_PAID = 3;

/** The middle of the pay the last search's jobs offer, in their most common period, in US dollars. */
async function typicalPay(deps: AnswerDeps, last: SearchState) {
  const result = await searchJobs(deps, {
    ...searchCriteria(criteriaOf(searchShown(last))),
    keepKind: true,
  });
  const paid = result.jobs.flatMap((j) => {
    const hourly =
      j.payMin !== null && j.payPeriod !== null
        ? dollarsAnHour(j.payMin, j.payPeriod, j.payCurrency)
        : undefined;
    return hourly === undefined ? [] : [{ period: j.payPeriod as PayPeriod, hourly }];
  });
  if (paid.length < ENOUGH_PAID) return null;
  const periods = new Map<PayPeriod, number>();
  for (const j of paid) periods.set(j.period, (periods.get(j.period) ?? 0) + 1);
  const period = [...periods].sort((a, b) => b[1] - a[1])[0]?.[0] as PayPeriod;
  const amounts = paid.map((j) => j.hourly * HOURS_PER_PERIOD[period]).sort((a, b) => a - b);
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
  const lead = `Looking for ${payFloorLabel(payFloor)} or more. `;
  return answerSearch(deps, asker, { ...asAsked(last), payFloor }, { lead });
}
