/**
 * The server's source of time. Everything that depends on time (session inactivity, absolute token
 * lifetime, rate-limit windows, timestamps written to the database) reads it from here, never from
 * `Date.now()` or SQL `now()`, so tests can place a request at 14:59 or 15:01 of inactivity.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests and benchmarks. */
export interface ManualClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void;
  /** Puts the clock at `at`. */
  set(at: Date | string | number): void;
}

/**
 * Creates a {@link ManualClock}.
 * @param start first instant. @default 2026-01-15T09:00:00Z
 */
export function createManualClock(
  start: Date | string | number = '2026-01-15T09:00:00Z',
): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = new Date(at).getTime();
    },
  };
}

/** One day in milliseconds (24 hours; calendar days and time zones are not involved). */
export const DAY_MS = 24 * 60 * 60 * 1000;
