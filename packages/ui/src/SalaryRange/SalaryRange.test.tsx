import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { createI18n } from '../i18n/index.ts';
import { SalaryRange } from './SalaryRange.tsx';
import { formatSalaryRange, type SalaryRangeValue } from './formatSalaryRange.ts';

const i18n = createI18n();
const usd = (min: number | null, max: number | null): SalaryRangeValue => ({
  min,
  max,
  currency: 'USD',
  period: 'year',
});
const format = (value: SalaryRangeValue | null, showNotStated = false) =>
  formatSalaryRange(value, { i18n, locale: 'en-US', showNotStated });

describe('formatSalaryRange', () => {
  it('formats a yearly range compactly with an en dash', () => {
    expect(format(usd(120_000, 150_000))).toBe('$120k–$150k a year');
  });

  it('says "From" with a minimum only and "Up to" with a maximum only', () => {
    expect(format(usd(120_000, null))).toBe('From $120k a year');
    expect(format(usd(null, 150_000))).toBe('Up to $150k a year');
  });

  it('shows one amount when min equals max', () => {
    expect(format(usd(90_000, 90_000))).toBe('$90k a year');
  });

  it('keeps amounts under a thousand whole and compacts from 1,000', () => {
    expect(format({ min: 999, max: 1000, currency: 'USD', period: 'month' })).toBe(
      '$999–$1k a month',
    );
  });

  it('keeps one decimal in compact amounts and writes millions with M', () => {
    expect(format(usd(95_500, 1_250_000))).toBe('$95.5k–$1.3M a year');
  });

  it('shows hourly pay exactly', () => {
    expect(format({ min: 45, max: 60.5, currency: 'USD', period: 'hour' })).toBe(
      '$45–$60.50 an hour',
    );
  });

  it('shows daily and weekly pay exactly, as typed', () => {
    expect(format({ min: 250, max: 320, currency: 'USD', period: 'day' })).toBe('$250–$320 a day');
    expect(format({ min: 1250, max: 1480, currency: 'USD', period: 'week' })).toBe(
      '$1,250–$1,480 a week',
    );
    expect(format({ min: 25, max: 25, currency: 'USD', period: 'hour' })).toBe('$25 an hour');
  });

  it('uses the currency symbol of the code', () => {
    expect(format({ min: 4000, max: 5000, currency: 'EUR', period: 'month' })).toBe(
      '€4k–€5k a month',
    );
  });

  it('drops the suffix without a period and the symbol without a currency', () => {
    expect(format({ min: 120_000, max: 150_000, currency: 'USD', period: null })).toBe(
      '$120k–$150k',
    );
    expect(format({ min: 120_000, max: 150_000, currency: null, period: 'year' })).toBe(
      '120k–150k a year',
    );
  });

  it('returns null without amounts, or "Pay not stated" when asked', () => {
    expect(format(null)).toBeNull();
    expect(format(usd(null, null))).toBeNull();
    expect(format(usd(null, null), true)).toBe('Pay not stated');
    expect(format(null, true)).toBe('Pay not stated');
  });

  it('treats 0 as an amount, not as missing', () => {
    expect(format(usd(0, null))).toBe('From $0 a year');
  });

  it('rejects a minimum above the maximum, negative amounts and unknown currencies', () => {
    expect(() => format(usd(150_000, 120_000))).toThrow(
      'salaryMin (150000) must not be above salaryMax (120000)',
    );
    expect(() => format(usd(-1, null))).toThrow(/salaryMin must be a finite amount/);
    expect(() => format(usd(null, Number.NaN))).toThrow(/salaryMax must be a finite amount/);
    expect(() => format({ min: 1, max: 2, currency: 'DOLLARS', period: 'year' })).toThrow(
      RangeError,
    );
  });
});

describe('SalaryRange', () => {
  it('renders the formatted range', () => {
    render(
      <UiProvider i18n={i18n}>
        <SalaryRange min={120_000} max={150_000} currency="USD" period="year" />
      </UiProvider>,
    );
    expect(screen.getByText('$120k–$150k a year')).toBeDefined();
  });

  it('renders nothing without amounts unless showNotStated', () => {
    const { container, rerender } = render(
      <UiProvider i18n={i18n}>
        <SalaryRange currency="USD" period="year" />
      </UiProvider>,
    );
    expect(container.textContent).toBe('');
    rerender(
      <UiProvider i18n={i18n}>
        <SalaryRange currency="USD" period="year" showNotStated />
      </UiProvider>,
    );
    expect(screen.getByText('Pay not stated')).toBeDefined();
  });

  it('follows the job’s own amounts with the converted yearly range', () => {
    const { container } = render(
      <UiProvider i18n={i18n}>
        <SalaryRange
          min={50}
          max={60.5}
          currency="CAD"
          period="hour"
          converted={usd(78_005, 94_386)}
        />
      </UiProvider>,
    );
    expect(container.textContent).toBe('CA$50–CA$60.50 an hour (about $78k–$94.4k a year)');
    // Two parts, each kept whole, so a narrow screen wraps between them and not inside one.
    expect(screen.getByText('CA$50–CA$60.50 an hour')).toBeDefined();
    expect(screen.getByText('(about $78k–$94.4k a year)')).toBeDefined();
  });

  it('shows no conversion for pay that is not stated', () => {
    const { container } = render(
      <UiProvider i18n={i18n}>
        <SalaryRange currency="CAD" period="hour" showNotStated converted={usd(1, 2)} />
      </UiProvider>,
    );
    expect(container.textContent).toBe('Pay not stated');
  });
});
