import { describe, expect, it } from 'vitest';
import { readPastedAmount } from './payAmount.ts';

describe('readPastedAmount', () => {
  it.each([
    ['55.50', 'en-US', 55.5],
    [' 85,000.50 ', 'en-US', 85000.5],
    ['1,000,000,000', 'en-US', 1_000_000_000],
    ['40', 'en-US', 40],
    ['55,50', 'de-DE', 55.5],
    ['85.000,50', 'de-DE', 85000.5],
  ])('reads %j in %s as %d', (text, locale, amount) => {
    expect(readPastedAmount(text, locale)).toBe(amount);
  });

  it.each([
    ['about fifty', 'en-US'],
    ['$55.50', 'en-US'],
    ['-5', 'en-US'],
    ['55.50.1', 'en-US'],
    ['5,50', 'en-US'],
    ['', 'en-US'],
    ['55.50', 'de-DE'],
  ])('refuses %j in %s', (text, locale) => {
    expect(readPastedAmount(text, locale)).toBeNull();
  });
});
