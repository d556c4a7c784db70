import { describe, expect, it } from 'vitest';
import { intlFormatter } from './intl.ts';

describe('intlFormatter', () => {
  it('gives the formatter the options describe, reused for equal options', () => {
    const usd = intlFormatter(Intl.NumberFormat, 'en', { style: 'currency', currency: 'USD' });
    expect(usd.format(1250)).toBe('$1,250.00');
    expect(intlFormatter(Intl.NumberFormat, 'en', { style: 'currency', currency: 'USD' })).toBe(
      usd,
    );
  });

  it('keeps formatters of other options, locales and classes apart', () => {
    const usd = intlFormatter(Intl.NumberFormat, 'en', { style: 'currency', currency: 'USD' });
    const eur = intlFormatter(Intl.NumberFormat, 'en', { style: 'currency', currency: 'EUR' });
    expect(eur.format(5)).toBe('€5.00');
    expect(
      intlFormatter(Intl.NumberFormat, 'de', { style: 'currency', currency: 'USD' }).format(5),
    ).toMatch(/^5,00\s\$$/u);
    expect(usd.format(5)).toBe('$5.00');
    expect(
      intlFormatter(Intl.RelativeTimeFormat, 'en', { numeric: 'auto' }).format(-1, 'day'),
    ).toBe('yesterday');
  });

  it('throws the constructor’s RangeError for an invalid option', () => {
    expect(() =>
      intlFormatter(Intl.NumberFormat, 'en', { style: 'currency', currency: '??' }),
    ).toThrow(RangeError);
  });
});
