/**
 * Countdown helpers of the session warning (R-SESSION-2: a 5-minute countdown that turns red at
 * 60 seconds or less).
 */

/** At or below this many seconds the countdown is shown in red (R-SESSION-2). */
export const SESSION_WARNING_CRITICAL_SECONDS = 60;

/**
 * Formats remaining seconds as `mm:ss` (minutes keep counting past 59: `75:00`). Fractions round
 * up so the display reaches `00:00` only when no time is left; negative values show `00:00`.
 * @throws {RangeError} when `seconds` is not a finite number
 */
export function formatCountdown(seconds: number): string {
  if (!Number.isFinite(seconds))
    throw new RangeError(`Expected a finite number of seconds, got ${seconds}`);
  const total = Math.max(0, Math.ceil(seconds));
  const mm = Math.floor(total / 60);
  const ss = total % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** True when the countdown must be shown as critical (red): 60 s or less (R-SESSION-2). */
export function isCountdownCritical(seconds: number): boolean {
  return seconds <= SESSION_WARNING_CRITICAL_SECONDS;
}
