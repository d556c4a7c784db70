/**
 * HTTP errors with the wire shapes of the contract (openapi/ components/responses):
 * 401/403/404/409 `{message}`, 419 CSRF mismatch, 422 `{message, errors: {field: [messages]}}`,
 * 429 `{message}` with a `Retry-After` header (seconds).
 */
import { HTTP_MESSAGES, validationSummary } from '@hireloop/api/rules';

export type FieldErrors = Record<string, string[]>;

/** An error a handler throws to answer with a 4xx status; the global error handler renders it. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** 401 `{message: 'Unauthenticated.'}`: no token, unknown token, or an expired session. */
export const unauthenticated = (message: string = HTTP_MESSAGES.unauthenticated) =>
  new HttpError(401, message);

/** 403: signed in, but the role does not allow this call. */
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new HttpError(403, message);

/** The message of a 404 that names nothing more specific. */
export const NOT_FOUND_MESSAGE = HTTP_MESSAGES.notFound;

/** 404: not found, or owned by someone else (existence is never leaked). */
export const notFound = (message: string = NOT_FOUND_MESSAGE) => new HttpError(404, message);

/** 409: the request conflicts with the current state (e.g. already applied). */
export const conflict = (message: string) => new HttpError(409, message);

/** 419: the CSRF token is missing or does not match (the client fetches a new one and retries once). */
export const csrfMismatch = () => new HttpError(419, HTTP_MESSAGES.csrfMismatch);

/**
 * 422 with per-field messages. The top-level message is the first field message, with
 * "(and N more error(s))" when there are several, as the spec's back end phrases it.
 */
export function validationError(errors: FieldErrors): HttpError {
  return new HttpError(422, summarize(errors), { errors });
}

/** 422 for a single field. */
export const fieldError = (field: string, ...messages: string[]) =>
  validationError({ [field]: messages });

/** 429 with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(
  retryAfterSeconds: number,
  message: string = HTTP_MESSAGES.tooManyAttempts,
) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, { headers: { 'retry-after': String(seconds) } });
}

/** "First message (and 2 more errors)" (the shared `validationSummary`). */
export const summarize: (errors: FieldErrors) => string = validationSummary;

/**
 * Seconds a client is asked to wait (`Retry-After`) when the database is unreachable. @default 5
 */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_S = 5;

/** The message of a 503 answered while the database is unreachable. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * Node and PostgreSQL error codes that mean "the database cannot be reached right now", not "this
 * request is wrong": connection refused or reset, SQLSTATE class 08 (connection exception) and
 * 57P01–57P03 (the server is shutting down, crashed or starting).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
]);
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/**
 * Whether `error` means the database is unreachable (a crash, a restart, a dropped connection):
 * the server then answers 503 with `Retry-After` instead of 500 (issue 35 S1). Recognises the
 * error codes above and node-postgres' messages for a lost connection ("Connection terminated…", "Client has
 * encountered a connection error…"), also behind drizzle's wrapping error (`cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (/^Connection terminated|^Client has encountered a connection error/i.test(error.message))
    return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}

/** Longest pause of a background loop while its work keeps failing, in ms. @default 5 min */
export const BACKGROUND_BACKOFF_CAP_MS = 5 * 60_000;

/**
 * The pause of a background loop (housekeeping, the e-mail worker) after `failures` failed runs
 * in a row: `baseMs` while it succeeds, doubling with each failure up to `capMs` — so a database
 * outage is not hammered every `baseMs`, and the loop resumes by itself once a run succeeds.
 * @returns milliseconds: baseMs × 2^failures, at most capMs
 */
export function backoffMs(
  failures: number,
  baseMs: number,
  capMs: number = BACKGROUND_BACKOFF_CAP_MS,
): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(failures, 30)));
}
