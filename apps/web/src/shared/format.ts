/**
 * Dates and counts as the marketplace screens show them, through `Intl` in the interface language.
 * (The design system formats relative times inside its own components but does not export the
 * helper; these are the screens' own.)
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relativeUnits: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365.2425 * DAY],
  ['month', 30.436875 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * "3 days ago", "yesterday", "now": the time since an ISO date-time, in the largest unit that
 * fits, rounded down.
 * @param iso ISO 8601 date-time
 * @param now the present, ms since the epoch. @default Date.now()
 */
export function formatRelative(iso: string, now: number = Date.now(), locale = 'en'): string {
  const elapsed = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(elapsed) >= size) return format.format(Math.trunc(elapsed / size), unit);
  }
  return format.format(0, 'minute');
}

/** "21 Nov 2026": a date without time. */
export function formatDate(iso: string, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** "21 Nov 2026, 10:05": a date with its time, for timelines and records. */
export function formatDateTime(iso: string, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** "1,284": a count with grouping. */
export function formatCount(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale).format(value);
}
