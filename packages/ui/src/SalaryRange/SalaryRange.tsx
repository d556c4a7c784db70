import { useTranslation } from 'react-i18next';
import { part, salary, type SalaryVariants } from './SalaryRange.css.ts';
import type { SalaryPeriod } from '../vocabulary.ts';
import { formatSalaryRange, type SalaryRangeValue } from './formatSalaryRange.ts';

/** Props of `SalaryRange`: the API's pay fields (JobSummary `salary*`) and how to show them. */
export interface SalaryRangeProps {
  /**
   * Lowest pay in currency units, cents allowed (JobSummary `salaryMin`).
   * @default null
   */
  min?: number | null;
  /**
   * Highest pay in currency units, cents allowed (JobSummary `salaryMax`).
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
   * The same pay converted for comparing (a yearly range in the viewer's currency), shown after
   * the job's own amounts: "CA$50–CA$60 an hour (about $78k–$94k a year)". Null or omitted shows
   * only the job's own amounts (same currency, or no rate to convert with).
   * @default null
   */
  converted?: SalaryRangeValue | null;
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
 * "Up to $60 an hour"); see {@link formatSalaryRange}. With `converted`, the converted yearly
 * range follows in brackets ("(about $94k a year)"). Renders nothing without an amount unless
 * `showNotStated`.
 */
export function SalaryRange({
  min = null,
  max = null,
  currency = null,
  period = null,
  converted = null,
  showNotStated = false,
  emphasis,
  className,
}: SalaryRangeProps) {
  const { i18n } = useTranslation();
  const text = formatSalaryRange({ min, max, currency, period }, { i18n, showNotStated });
  if (text === null) return null;
  const stated = min !== null || max !== null;
  const convertedText = stated && converted ? formatSalaryRange(converted, { i18n }) : null;
  return (
    <span
      className={[salary({ emphasis, stated, wraps: convertedText !== null }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {convertedText ? (
        // Each part stays on one line, but the converted amount may wrap below the original one
        // on a narrow screen (a CA$ hourly range and its US$ yearly one overflowed 390 px).
        <>
          <span className={part}>{text}</span>{' '}
          <span className={part}>{i18n.t('jobs:salary.converted', { amount: convertedText })}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
