import {
  POLL_ERROR_FACTOR,
  POLL_INTERVAL_MAX_MS,
  POLL_INTERVAL_MIN_MS,
  POLL_QUIET_DIVISOR,
  RETRY_AFTER_EXTRA_MS,
} from '../constants.ts';

/**
 * Clamps a polling interval to 60–300 s (R-LIMIT-8 "min 60 s, max 300 s"), in whole milliseconds
 * (160,000 / 1.5 → 106,667).
 * @param intervalMs interval in ms; NaN is treated as the minimum.
 * @returns the interval in whole ms, between 60,000 and 300,000.
 */
export function clampInterval(intervalMs: number): number {
  if (Number.isNaN(intervalMs)) return POLL_INTERVAL_MIN_MS;
  return Math.round(Math.min(POLL_INTERVAL_MAX_MS, Math.max(POLL_INTERVAL_MIN_MS, intervalMs)));
}

/**
 * The polling interval after a failed fetch: doubled, at most 300 s (R-NOTIF-7, R-LIMIT-8 "doubles on error").
 * 60 s → 120 s → 240 s → 300 s.
 */
export function intervalAfterError(intervalMs: number): number {
  return clampInterval(intervalMs * POLL_ERROR_FACTOR);
}

/**
 * The polling interval after a successful fetch (R-NOTIF-7, R-LIMIT-8): divided by 1.5, at least 60 s, when
 * nothing new arrived; back to 60 s when something new arrived (the list is moving, so poll fast).
 * @param somethingNew see `hasSomethingNew`.
 */
export function intervalAfterSuccess(intervalMs: number, somethingNew: boolean): number {
  return somethingNew ? POLL_INTERVAL_MIN_MS : clampInterval(intervalMs / POLL_QUIET_DIVISOR);
}

/**
 * The wait before the next poll after HTTP 429 (R-NOTIF-7): the Retry-After seconds plus one second
 * when the header is there, else double the current interval; at most 300 s in both cases. It may
 * be shorter than 60 s: Retry-After 30 waits 31 s.
 * @param intervalMs the current polling interval in ms.
 * @param retryAfterSeconds the Retry-After header in seconds, if any (negative or non-finite: ignored).
 * @returns the wait in ms.
 */
export function delayAfterRateLimit(intervalMs: number, retryAfterSeconds?: number): number {
  const wait =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0
      ? retryAfterSeconds * 1000 + RETRY_AFTER_EXTRA_MS
      : intervalMs * POLL_ERROR_FACTOR;
  return Math.round(Math.min(POLL_INTERVAL_MAX_MS, wait));
}

/**
 * The polling interval after HTTP 429: never shortened by it, following the back-off when that is
 * longer, within 60–300 s.
 */
export function intervalAfterRateLimit(intervalMs: number, retryAfterSeconds?: number): number {
  return clampInterval(Math.max(intervalMs, delayAfterRateLimit(intervalMs, retryAfterSeconds)));
}
