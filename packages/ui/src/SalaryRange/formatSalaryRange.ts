import type { i18n as I18n } from 'i18next';
import { i18n as sharedI18n } from '../i18n/index.ts';
import type { SalaryPeriod } from '../vocabulary.ts';
import { intlFormatter } from '../private/intl.ts';

/** Periods whose amounts are shown exactly ("$25 an hour", "$1,250 a week"), not compacted. */
const EXACT_PERIODS: ReadonlySet<SalaryPeriod> = new Set(['hour', 'day', 'week']);

/**
 * A pay range as the API gives it (JobSummary `salaryMin`, `salaryMax`, `salaryCurrency`,
 * `salaryPeriod`). Amounts are units of the currency, with at most two decimals; either may be null.
 */
export interface SalaryRangeValue {
  /** Lowest pay, in currency units (cents allowed), or null. */
  min: number | null;
  /** Highest pay, in currency units (cents allowed), or null. */
  max: number | null;
  /** ISO 4217 code such as `USD`, or null (amounts are then shown without a symbol). */
  currency: string | null;
  /** Per year, month, week, day or hour, or null (no suffix). */
  period: SalaryPeriod | null;
}

/** Options of {@link formatSalaryRange}. */
export interface FormatSalaryRangeOptions {
  /**
   * i18next instance holding the catalog (`jobs:salary.*`).
   * @default the shared `i18n` instance
   */
  i18n?: I18n;
  /**
   * BCP 47 locale of the numbers.
   * @default the i18n instance's language
   */
  locale?: string;
  /**
   * With no amount at all: return "Pay not stated" instead of null.
   * @default false
   */
  showNotStated?: boolean;
}

function checkAmount(name: string, value: number | null): void {
  if (value !== null && (!Number.isFinite(value) || value < 0)) {
    throw new RangeError(`${name} must be a finite amount of 0 or more, got ${String(value)}`);
  }
}

/**
 * One amount: compact for yearly and monthly pay ("$120k", "$1.3M"), exact for hourly, daily and
 * weekly pay ("$45", "$45.50", "$1,250"). English thousands are written with a lower-case "k", as
 * job boards do.
 */
function formatAmount(
  value: number,
  currency: string | null,
  period: SalaryPeriod | null,
  locale: string,
): string {
  const money: Intl.NumberFormatOptions = currency ? { style: 'currency', currency } : {};
  const options: Intl.NumberFormatOptions =
    period !== null && EXACT_PERIODS.has(period)
      ? { ...money, minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }
      : { ...money, notation: 'compact', maximumFractionDigits: 1 };
  const english = locale.toLowerCase().startsWith('en');
  return intlFormatter(Intl.NumberFormat, locale, options)
    .formatToParts(value)
    .map((part) => (english && part.type === 'compact' && part.value === 'K' ? 'k' : part.value))
    .join('');
}

/**
 * Formats a pay range for people:
 *
 * - both amounts: "$120k–$150k a year" (one amount when min equals max: "$120k a year");
 * - min only: "From $120k a year"; max only: "Up to $150k a year";
 * - hourly, daily and weekly pay is exact: "$45–$60 an hour", "$250 a day", "$1,250 a week";
 *   no period: no suffix;
 * - neither amount (or `value` null): null, or "Pay not stated" with `showNotStated`.
 *
 * Numbers go through `Intl.NumberFormat` (currency, compact notation); every word comes from the
 * catalog (`jobs:salary.*`).
 *
 * @throws {RangeError} when an amount is negative or not finite, when min is above max, or when the
 *   currency is not an ISO 4217 code (from `Intl.NumberFormat`).
 */
export function formatSalaryRange(
  value: SalaryRangeValue | null | undefined,
  { i18n = sharedI18n, locale, showNotStated = false }: FormatSalaryRangeOptions = {},
): string | null {
  const min = value?.min ?? null;
  const max = value?.max ?? null;
  checkAmount('salaryMin', min);
  checkAmount('salaryMax', max);
  if (min !== null && max !== null && min > max) {
    throw new RangeError(`salaryMin (${min}) must not be above salaryMax (${max})`);
  }
  if (min === null && max === null) {
    return showNotStated ? i18n.t('jobs:salary.notStated') : null;
  }
  const lng = locale ?? i18n.language ?? 'en';
  const currency = value?.currency ?? null;
  const period = value?.period ?? null;
  const fmt = (amount: number) => formatAmount(amount, currency, period, lng);

  let amount: string;
  if (min !== null && max !== null) {
    amount = min === max ? fmt(min) : i18n.t('jobs:salary.range', { min: fmt(min), max: fmt(max) });
  } else if (min !== null) {
    amount = i18n.t('jobs:salary.from', { min: fmt(min) });
  } else {
    amount = i18n.t('jobs:salary.upTo', { max: fmt(max ?? 0) });
  }
  return period
    ? i18n.t('jobs:salary.withPeriod', { amount, period: i18n.t(`jobs:salary.periods.${period}`) })
    : amount;
}
