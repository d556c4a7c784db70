/**
 * Dates and counts as the marketplace screens show them, through `Intl` in the interface language.
 * Relative times and date-times are the design system's, so that a screen and a component say the
 * same time the same way.
 */
import type { ScreeningAnswerValue, ScreeningQuestion } from '@hireloop/api';
import { formatRelativeTime, intlFormatter } from '@hireloop/ui';

export { formatDateTime } from '@hireloop/ui';

/**
 * "3 days ago", "yesterday", "now": the time since an ISO date-time, in the largest unit that
 * fits, rounded down (the design system's `formatRelativeTime`).
 * @param iso ISO 8601 date-time
 * @param now the present, ms since the epoch. @default Date.now()
 */
export function formatRelative(iso: string, now: number = Date.now(), locale = 'en'): string {
  return formatRelativeTime(iso, new Date(now), locale);
}

/** "21 Nov 2026": a date without time. */
export function formatDate(iso: string, locale = 'en'): string {
  return intlFormatter(Intl.DateTimeFormat, locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** "1,284": a count with grouping. */
export function formatCount(value: number, locale = 'en'): string {
  return intlFormatter(Intl.NumberFormat, locale).format(value);
}

/** "AWS, GCP or Azure": a list of alternatives in the interface language. */
export function formatAlternatives(items: string[], locale = 'en'): string {
  return intlFormatter(Intl.ListFormat, locale, { type: 'disjunction' }).format(items);
}

/** "AWS, GCP and Azure": a list of items in the interface language. */
export function formatList(items: string[], locale = 'en'): string {
  return intlFormatter(Intl.ListFormat, locale, { type: 'conjunction' }).format(items);
}

/** The interface's words for a yes/no answer. */
export interface YesNoWords {
  yes: string;
  no: string;
}

/** An answer in words: Yes/No, a number with grouping, the options chosen, or the text. */
export function formatAnswer(
  value: ScreeningAnswerValue,
  words: YesNoWords,
  locale = 'en',
): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return formatCount(value, locale);
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

/**
 * "Siemens or Beckhoff": what a must-have screening question accepts, as alternatives in the
 * interface language (its accepted yes/no or options; a number question's minimum is worded by
 * the caller). "" when it lists no accepted answer.
 */
export function formatAccepted(
  question: Pick<ScreeningQuestion, 'acceptedAnswers'>,
  words: YesNoWords,
  locale = 'en',
): string {
  return formatAlternatives(
    question.acceptedAnswers.map((value) => formatAnswer(value, words, locale)),
    locale,
  );
}
