import type { ApiError } from '../types.ts';

/**
 * Reads an {@link ApiError} out of whatever an injected API call rejected with.
 * Returns `null` for values without a numeric `status` (network failures, programming errors).
 */
export function toApiError(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as Partial<ApiError>;
  if (typeof candidate.status !== 'number') return null;
  return {
    status: candidate.status,
    message: typeof candidate.message === 'string' ? candidate.message : '',
    ...(candidate.errors && typeof candidate.errors === 'object'
      ? { errors: candidate.errors }
      : {}),
    ...(typeof candidate.retryAfterSeconds === 'number'
      ? { retryAfterSeconds: candidate.retryAfterSeconds }
      : {}),
  };
}

/**
 * The server's message of a failed call, or `fallback` when there is none (R-ERR-7 "server message,
 * or …"). Blank messages count as none.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = toApiError(error)?.message.trim();
  return message ? message : fallback;
}

/** The server's message of a successful call, or `fallback` (R-ERR-8 success fallbacks). */
export function successMessage(result: unknown, fallback: string): string {
  if (typeof result === 'object' && result !== null && 'message' in result) {
    const { message } = result as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return fallback;
}

/** True when the call failed with HTTP 401 (R-ERR-1 "401 on any call", R-SESSION-5 "Heartbeat 401"). */
export function isUnauthorized(error: unknown): boolean {
  return toApiError(error)?.status === 401;
}

/** An `Error` that is also an {@link ApiError}: what fakes, stories and tests reject with. */
export class HttpError extends Error implements ApiError {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    message = '',
    extra: Pick<ApiError, 'errors' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    if (extra.errors) this.errors = extra.errors;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

/**
 * Builds an {@link HttpError} (for fakes, stories and tests).
 * @param status HTTP status, 0 for a network failure.
 * @param message server message. @default ''
 * @param extra per-field `errors` of a 422, `retryAfterSeconds` of a 429.
 */
export function apiError(
  status: number,
  message = '',
  extra: Pick<ApiError, 'errors' | 'retryAfterSeconds'> = {},
): HttpError {
  return new HttpError(status, message, extra);
}
