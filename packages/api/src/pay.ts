/**
 * The pay rules that the server, the mock API and the web app share (contract `SalaryPeriod`):
 * the periods a pay range can be per, and how one period's amount is compared with a year's.
 *
 * A full-time year has 52 weeks of 5 days of 8 hours: an hour counts 2,080 times, a day 260, a
 * week 52, a month 12. Search's minimum pay (`salary_min`) and the salary sort compare the top of
 * each range multiplied by its factor; no currency is converted.
 */
import { salaryPeriodValues } from './generated/schema.ts';
import type { SalaryPeriod } from './types.ts';

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
 * An amount per `period` as a yearly amount (whole units of the same currency).
 * @param amount whole currency units per `period`
 * @param period the period, or null (the amount is then taken as yearly)
 */
export function annualPay(amount: number, period: SalaryPeriod | null): number {
  return amount * PERIODS_PER_YEAR[period ?? 'year'];
}
