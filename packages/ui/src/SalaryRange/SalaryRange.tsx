import { useTranslation } from 'react-i18next';
import { salary, type SalaryVariants } from './SalaryRange.css.ts';
import type { SalaryPeriod } from '../vocabulary.ts';
import { formatSalaryRange } from './formatSalaryRange.ts';

/** Props of `SalaryRange`: the API's pay fields (JobSummary `salary*`) and how to show them. */
export interface SalaryRangeProps {
  /**
   * Lowest pay in whole currency units (JobSummary `salaryMin`).
   * @default null
   */
  min?: number | null;
  /**
   * Highest pay in whole currency units (JobSummary `salaryMax`).
   * @default null
   */
  max?: number | null;
  /**
   * ISO 4217 currency code (JobSummary `salaryCurrency`); null shows bare numbers.
   * @default null
   */
  currency?: string | null;
  /**
   * What the amounts are per (JobSummary `salaryPeriod`); null shows no suffix.
   * @default null
   */
  period?: SalaryPeriod | null;
  /**
   * With neither amount: show "Pay not stated" (true) or render nothing (false).
   * @default false
   */
  showNotStated?: boolean;
  /**
   * Text weight: `strong` on cards, `normal` in running text, `muted` in secondary lines.
   * @default 'normal'
   */
  emphasis?: SalaryVariants['emphasis'];
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * A job's pay, formatted with `Intl.NumberFormat` ("$120k–$150k a year", "From $120k a year",
 * "Up to $60 an hour"); see {@link formatSalaryRange}. Renders nothing without an amount unless
 * `showNotStated`.
 */
export function SalaryRange({
  min = null,
  max = null,
  currency = null,
  period = null,
  showNotStated = false,
  emphasis,
  className,
}: SalaryRangeProps) {
  const { i18n } = useTranslation();
  const text = formatSalaryRange({ min, max, currency, period }, { i18n, showNotStated });
  if (text === null) return null;
  const stated = min !== null || max !== null;
  return (
    <span className={[salary({ emphasis, stated }), className].filter(Boolean).join(' ')}>
      {text}
    </span>
  );
}
