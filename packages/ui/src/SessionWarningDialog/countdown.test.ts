import { describe, expect, it } from 'vitest';
import {
  SESSION_WARNING_CRITICAL_SECONDS,
  formatCountdown,
  isCountdownCritical,
} from './countdown.ts';

describe('formatCountdown', () => {
  it('formats the 5-minute warning as mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('rounds fractions up and never shows negative time', () => {
    expect(formatCountdown(59.2)).toBe('01:00');
    expect(formatCountdown(0.4)).toBe('00:01');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatCountdown(4500)).toBe('75:00');
  });

  it('refuses what is not a number of seconds', () => {
    expect(() => formatCountdown(Number.NaN)).toThrow(RangeError);
    expect(() => formatCountdown(Infinity)).toThrow(/finite number of seconds/);
  });
});

describe('isCountdownCritical (R-SESSION-2: red at 60 s or less)', () => {
  it('turns critical at 60 s, not at 61 s', () => {
    expect(SESSION_WARNING_CRITICAL_SECONDS).toBe(60);
    expect(isCountdownCritical(61)).toBe(false);
    expect(isCountdownCritical(60)).toBe(true);
    expect(isCountdownCritical(0)).toBe(true);
  });
});
