import { describe, expect, it } from 'vitest';
import {
  annualPayUsd,
  convertedYearlyPay,
  CURRENCY_RATES_DATE,
  EUR_REFERENCE_RATES,
  hasAtMostCents,
  SALARY_FRACTION_DIGITS,
  SALARY_MAX_DECIMALS,
  toUsd,
  usdPerUnit,
  usdPerUnitSql,
} from './pay.ts';
import { USD_PER_UNIT_DECIMALS } from './currencyRates.ts';

describe('pay amounts with cents', () => {
  it('allows at most two decimals, whatever binary floats make of them', () => {
    expect(SALARY_MAX_DECIMALS).toBe(2);
    for (const ok of [0, 55, 55.5, 55.55, 0.07, 0.29, 19.99, 1_000_000_000, 999_999_999.99])
      expect([ok, hasAtMostCents(ok)]).toEqual([ok, true]);
    for (const bad of [55.555, 0.001, 19.995, 999_999_999.999])
      expect([bad, hasAtMostCents(bad)]).toEqual([bad, false]);
  });

  it('shows cents for hour, day and week and whole units for month and year', () => {
    expect(SALARY_FRACTION_DIGITS).toEqual({ year: 0, month: 0, week: 2, day: 2, hour: 2 });
  });
});

describe('the shipped reference rates', () => {
  it('are the ECB rates of 4 January 2024, euro-based', () => {
    expect(CURRENCY_RATES_DATE).toBe('2024-01-04');
    expect(EUR_REFERENCE_RATES.EUR).toBe(1);
    expect(EUR_REFERENCE_RATES.USD).toBe(1.0953);
    expect(EUR_REFERENCE_RATES.CAD).toBe(1.4603);
    expect(Object.keys(EUR_REFERENCE_RATES)).toHaveLength(31);
  });

  it('convert to US dollars through the euro, rounded to 10 decimals', () => {
    expect(USD_PER_UNIT_DECIMALS).toBe(10);
    expect(usdPerUnit('USD')).toBe(1);
    expect(usdPerUnit('EUR')).toBe(1.0953);
    expect(usdPerUnit('CAD')).toBe(0.7500513593);
    expect(usdPerUnit('XAF')).toBeNull();
    expect(usdPerUnit('usd')).toBeNull();
    expect(usdPerUnit(null)).toBeNull();
    expect(toUsd(100, 'EUR')).toBeCloseTo(109.53, 10);
    expect(toUsd(100, 'XAF')).toBeNull();
  });

  it('give the SQL function one WHEN per currency and NULL otherwise', () => {
    const body = usdPerUnitSql();
    expect(body.startsWith('SELECT CASE currency WHEN ')).toBe(true);
    expect(body.endsWith(' ELSE NULL END')).toBe(true);
    expect(body).toContain("WHEN 'CAD' THEN 0.7500513593 ");
    expect(body.match(/WHEN /g)).toHaveLength(31);
  });
});

describe('annual pay in US dollars', () => {
  it('ranks CA$60 an hour below US$100,000 a year', () => {
    expect(annualPayUsd(60, 'hour', 'CAD')).toBeCloseTo(93_606.41, 2);
    expect(annualPayUsd(100_000, 'year', 'USD')).toBe(100_000);
    expect(annualPayUsd(60, 'hour', 'XAF')).toBeNull();
  });

  it('gives the converted yearly range only for another currency with a rate', () => {
    const cad = { salaryCurrency: 'CAD', salaryPeriod: 'hour' } as const;
    expect(convertedYearlyPay({ ...cad, salaryMin: 50, salaryMax: 60 })).toEqual({
      min: 78_005,
      max: 93_606,
      currency: 'USD',
      period: 'year',
    });
    expect(convertedYearlyPay({ ...cad, salaryMin: null, salaryMax: 60 })?.min).toBeNull();
    expect(convertedYearlyPay({ ...cad, salaryMin: null, salaryMax: null })).toBeNull();
    expect(
      convertedYearlyPay({
        salaryMin: 1,
        salaryMax: 2,
        salaryCurrency: 'USD',
        salaryPeriod: 'year',
      }),
    ).toBeNull();
    expect(
      convertedYearlyPay({
        salaryMin: 1,
        salaryMax: 2,
        salaryCurrency: 'XAF',
        salaryPeriod: 'year',
      }),
    ).toBeNull();
  });
});
