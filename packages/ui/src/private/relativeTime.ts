/**
 * Relative times ("3 hours ago", "yesterday") through `Intl.RelativeTimeFormat`, shared by the
 * job card, notification items and the status timeline, and exported for the app's screens.
 */
import { intlFormatter } from './intl.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Average Gregorian month and year in ms, good enough for "2 months ago". */
const MONTH = 30.436875 * DAY;
const YEAR = 365.2425 * DAY;

/** Unit thresholds, largest first: the first whose size fits the elapsed time is used. */
const units: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * Parses an ISO 8601 date-time (or passes a `Date` through).
 * @throws {RangeError} when the value is not a valid date.
 */
export function toDate(value: Date | string): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(value)} (expected an ISO 8601 date-time)`);
  }
  return date;
}

/**
 * Formats `value` relative to `now` with `Intl.RelativeTimeFormat` (`numeric: 'auto'`): under a
 * minute is "now", then whole minutes, hours, days ("yesterday"), weeks, months and years, rounded
 * down. Future times read "in 5 minutes"; a few seconds of clock skew still read "now".
 *
 * @param value ISO 8601 date-time or `Date`.
 * @param now The current time.
 * @param locale BCP 47 locale. @default 'en'
 * @throws {RangeError} when `value` is not a valid date.
 */
export function formatRelativeTime(value: Date | string, now: Date, locale = 'en'): string {
  const elapsed = now.getTime() - toDate(value).getTime();
  const formatter = intlFormatter(Intl.RelativeTimeFormat, locale, { numeric: 'auto' });
  const size = Math.abs(elapsed);
  for (const [unit, ms] of units) {
    if (size >= ms) {
      const amount = Math.floor(size / ms);
      return formatter.format(elapsed > 0 ? -amount : amount, unit);
    }
  }
  return formatter.format(0, 'second');
}

/**
 * Full date and time for a tooltip or `title`, e.g. "Nov 21, 2026, 9:30 AM".
 *
 * @param value ISO 8601 date-time or `Date`.
 * @param locale BCP 47 locale. @default 'en'
 * @throws {RangeError} when `value` is not a valid date.
 */
export function formatDateTime(value: Date | string, locale = 'en'): string {
  return intlFormatter(Intl.DateTimeFormat, locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(toDate(value));
}
