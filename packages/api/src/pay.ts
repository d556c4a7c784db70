/**
 * The pay rules that the server, the mock API and the web app share (contract `SalaryPeriod`):
 * the periods a pay range can be per, and how one period's amount is compared with a year's.
 *
 * A full-time year has 52 weeks of 5 days of 8 hours: an hour counts 2,080 times, a day 260, a
 * week 52, a month 12. Search's minimum pay (`salary_min`, US dollars a year) and the salary sort
 * compare the top of each range multiplied by its factor and converted to USD at the shipped
 * reference rates (currencyRates.ts, decision 199). Amounts keep cents (decision 198).
 */
import { COMPARISON_CURRENCY, toUsd, usdPerUnit } from './currencyRates.ts';
import { salaryPeriodValues } from './generated/schema.ts';
import type { SalaryPeriod } from './types.ts';

export {
  COMPARISON_CURRENCY,
  CURRENCY_RATES_DATE,
  CURRENCY_RATES_SOURCE,
  EUR_REFERENCE_RATES,
  toUsd,
  usdPerUnit,
  usdPerUnitSql,
} from './currencyRates.ts';

/** The pay periods, in the contract's order (longest first). */
export const SALARY_PERIODS = salaryPeriodValues;

/** How many of each period make a full-time year (52 weeks × 5 days × 8 hours). */
export const PERIODS_PER_YEAR = {
  year: 1,
  month: 12,
  week: 52,
  day: 260,
  hour: 2080,
} as const satisfies Record<SalaryPeriod, number>;

/**
 * Decimals a pay amount is entered and shown with, by period: cents for hour, day and week
 * (`55.50` an hour), whole units for month and year. The contract stores up to two decimals for
 * every period (`multipleOf: 0.01`), so a monthly amount with cents is kept, not rounded.
 */
export const SALARY_FRACTION_DIGITS = {
  year: 0,
  month: 0,
  week: 2,
  day: 2,
  hour: 2,
} as const satisfies Record<SalaryPeriod, number>;

/** The most decimals a pay amount may have (contract `multipleOf: 0.01`; numeric(12,2) in SQL). */
export const SALARY_MAX_DECIMALS = 2;

/**
 * Whether `amount` has at most {@link SALARY_MAX_DECIMALS} decimals (`55.5` yes, `55.555` no),
 * tolerant of binary floating point (`0.07` is 0.07000000000000001 times 100).
 */
export function hasAtMostCents(amount: number): boolean {
  const cents = amount * 10 ** SALARY_MAX_DECIMALS;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/**
 * An amount per `period` as a yearly amount (same currency).
 * @param amount currency units per `period` (may have cents)
 * @param period the period, or null (the amount is then taken as yearly)
 */
export function annualPay(amount: number, period: SalaryPeriod | null): number {
  return amount * PERIODS_PER_YEAR[period ?? 'year'];
}

/**
 * An amount per `period` in `currency` as US dollars a year at the shipped rates: what search's
 * `salary_min` and the salary sort compare (the server's `salary_max_yearly`, rounded to whole
 * dollars there). Null when the currency has no rate: such pay is not compared (like unstated pay).
 */
export function annualPayUsd(
  amount: number,
  period: SalaryPeriod | null,
  currency: string | null,
): number | null {
  return toUsd(annualPay(amount, period), currency);
}

/** A pay range as the web app holds it (JobSummary's camelCase `salary*` fields). */
export interface PayRange {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
}

/**
 * The range converted for a seeker comparing in {@link COMPARISON_CURRENCY}: whole US dollars a
 * year at the shipped rates (what search sorts and filters by), or null when there is nothing to
 * add: no amount, already in USD, or a currency without a rate.
 * @returns `{ min, max, currency: 'USD', period: 'year' }` (either amount null when not stated)
 */
export function convertedYearlyPay(pay: PayRange): {
  min: number | null;
  max: number | null;
  currency: string;
  period: 'year';
} | null {
  const { salaryMin, salaryMax, salaryCurrency, salaryPeriod } = pay;
  if (salaryCurrency === COMPARISON_CURRENCY || (salaryMin === null && salaryMax === null))
    return null;
  const convert = (amount: number | null) => {
    const usd = amount === null ? null : annualPayUsd(amount, salaryPeriod, salaryCurrency);
    return usd === null ? null : Math.round(usd);
  };
  if (usdPerUnit(salaryCurrency) === null) return null;
  return {
    min: convert(salaryMin),
    max: convert(salaryMax),
    currency: COMPARISON_CURRENCY,
    period: 'year',
  };
}
