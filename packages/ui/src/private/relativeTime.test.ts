import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime, toDate } from './relativeTime.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('reads "now" under a minute and switches to minutes at 60 s', () => {
    expect(formatRelativeTime(ago(59_999), now)).toBe('now');
    expect(formatRelativeTime(ago(MIN), now)).toBe('1 minute ago');
  });

  it('switches from minutes to hours at 60 minutes', () => {
    expect(formatRelativeTime(ago(59 * MIN), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
  });

  it('says "yesterday" from 24 hours and counts days up to a week', () => {
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(DAY), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(6 * DAY), now)).toBe('6 days ago');
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('last week');
  });

  it('uses months and years for old dates', () => {
    expect(formatRelativeTime(ago(62 * DAY), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * DAY), now)).toBe('2 years ago');
  });

  it('reads future times forward', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe('in 5 minutes');
  });

  it('rejects an invalid date with a clear error', () => {
    expect(() => formatRelativeTime('not a date', now)).toThrow(/Invalid date: not a date/);
    expect(() => toDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('formats the date and the time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 30), 'en-US')).toMatch(
      /^Nov 21, 2026,? 9:30\sAM$/,
    );
  });
});
