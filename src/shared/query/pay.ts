import type { PayPeriod } from '../code-tables.ts';
import { FLOOR_CURRENCIES, FLOOR_SIGNS, type FloorCurrency } from '../pay-currencies.ts';

/** A pay floor found in a text: where it is, and the amount per period it stands for. */
export interface PayMatch {
  start: number;
  end: number;
  amount: number;
  period: PayPeriod;
  /** The currency it is in: by its sign or name, else US dollars. */
  currency: FloorCurrency;
  /** How the chip shows it: '$40+ an hour', '£30,000+ a year'. */
  label: string;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+|\d{1,9}(?:\.\d{1,2})?`;
const PERIOD = 'hours?|hrs?|years?|yrs?|annum|annual|weeks?|wks?|months?|mos?|days?';
/**
 * An amount with what marks it as pay: a currency sign, 'k', '+', a period ('/hr', 'an hour',
 * '20hr', 'hourly', 'a year'), a word before it ('over', 'at least', 'paying'), thousands
 * separators ('80,000') or a range ('25-30/hr').
 */
const PAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(?<before>(?:over|above|min(?:imum)?|from|at\s+least|more\s+than|starting\s+at|paying|pays|earning|making|>=?)\s*)?` +
    String.raw`(?<currency>[$£€])?\s?(?<amount>${NUMBER})\s?(?<k>k)?(?<plus>\+)?(?:\s?(?<named>dollars?|bucks|usd|pounds|euros))?(?<plusAfter>\+)?` +
    String.raw`(?:\s?(?:-|–|to)\s?[$£€]?\s?(?<top>${NUMBER})\s?(?<topK>k)?\+?)?` +
    String.raw`(?:\s?(?:\/\s?|per\s+|an?\s+|each\s+)(?<per>${PERIOD})\b|(?<=\d)(?<attached>hrs?|hour)\b|\s(?<ly>hourly|annually|yearly|weekly|monthly|daily|salary)\b)?` +
    String.raw`(?![\p{L}\p{N}])`,
  'giu',
);

/** Words before an amount that make it a ceiling, not a floor: those stay keywords. */
const CEILING = /(?:under|below|less\s+than|up\s+to|max(?:imum)?|<=?)\s*$/iu;
/** '5+ years' is experience, not pay. */
const YEARS_AFTER = /^\s*(?:years?|yrs?|yoe|experience|exp)\b/iu;
/** Retirement plans, not pay. */
const NOT_PAY = /^(?:401|403|457)$/;

type Unit = PayPeriod | 'YR';

function unitOf(word: string | undefined): Unit | null {
  if (!word) return null;
  const w = word.toLowerCase();
  if (/^(?:hours?|hrs?|hourly)$/.test(w)) return 'HR';
  if (/^(?:days?|daily)$/.test(w)) return 'DA';
  if (/^(?:weeks?|wks?|weekly)$/.test(w)) return 'WK';
  if (/^(?:months?|mos?|monthly)$/.test(w)) return 'MN';
  return 'YR';
}

/** Without a period, the size of an amount says it: $25 an hour, $4,000 a month, $80,000 a year. */
const guessUnit = (amount: number): Unit => (amount < 1000 ? 'HR' : amount < 15_000 ? 'MN' : 'YR');

const WORDS: Record<Unit, string> = {
  HR: 'an hour',
  DA: 'a day',
  WK: 'a week',
  MN: 'a month',
  YR: 'a year',
};

/** How a pay floor reads: the label it was typed with, else '$25+ an hour', '£4,000+ a month'. */
export function payFloorLabel(pay: {
  amount: number;
  period: PayPeriod;
  currency?: FloorCurrency;
  label?: string;
}): string {
  return (
    pay.label ??
    `${FLOOR_SIGNS[pay.currency ?? 'USD']}${pay.amount.toLocaleString('en')}+ ${WORDS[pay.period]}`
  );
}

/** The currency of an amount, by its sign or the word after it ('pounds', 'euros'). */
function currencyOf(sign: string | undefined, named: string | undefined): FloorCurrency {
  if (sign) return FLOOR_CURRENCIES[sign as keyof typeof FLOOR_CURRENCIES];
  const word = (named ?? '').toLowerCase();
  return word.startsWith('poun') ? 'GBP' : word.startsWith('euro') ? 'EUR' : 'USD';
}

/** The first pay floor in the text ('$40/hr', 'over 80k', '80000+', '20 an hour'), if any. */
export function findPay(text: string): PayMatch | undefined {
  for (const match of text.matchAll(PAY)) {
    const g = match.groups ?? {};
    const amountText = g.amount ?? '';
    // A number written with thousands separators is an amount of money ('80,000').
    const marked =
      g.before ||
      g.currency ||
      g.named ||
      g.k ||
      g.plus ||
      g.per ||
      g.attached ||
      g.ly ||
      g.topK ||
      g.top ||
      amountText.includes(',');
    if (!marked || NOT_PAY.test(amountText)) continue;
    if (g.top && !(g.currency || g.k || g.topK || g.per || g.ly)) continue;
    if (!g.per && YEARS_AFTER.test(text.slice(match.index + match[0].length))) continue;
    if (CEILING.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const thousands = g.k || (g.topK && !g.k && Number(amountText) < 1000);
    const typed = Number(amountText.replaceAll(',', '')) * (thousands ? 1000 : 1);
    if (!Number.isFinite(typed) || typed <= 0 || typed > 100_000_000) continue;
    const unit = unitOf(g.per ?? g.attached ?? g.ly) ?? guessUnit(typed);
    const period: PayPeriod = unit === 'YR' ? 'MN' : unit;
    const amount = Math.floor(unit === 'YR' ? typed / 12 : typed);
    const currency = currencyOf(g.currency, g.named);
    return {
      start: match.index,
      end: match.index + match[0].length,
      amount,
      period,
      currency,
      label: `${FLOOR_SIGNS[currency]}${typed.toLocaleString('en')}+ ${WORDS[unit]}`,
    };
  }
  return undefined;
}
