/**
 * The one error type every function of this package throws.
 *
 * - `status`: the HTTP status, or 0 when the request never got an answer (network failure).
 * - `message`: what the UI shows: the server's message, or the spec's fallback for the call.
 * - `errors`: per-field validation messages of a 422, keys in camelCase (`{ firstName: ['…'] }`).
 * - `retryAfterSeconds`: the `Retry-After` header of a 429, in seconds.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    init: { status: number; errors?: Record<string, string[]>; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** True when `value` is an {@link ApiError} (also across bundles, by shape). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'ApiError' &&
      typeof (value as { status?: unknown }).status === 'number')
  );
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/**
 * Builds an {@link ApiError} from a failed openapi-fetch result.
 *
 * @param error the parsed (already camelCased) error body, if any
 * @param response the HTTP response, if one arrived
 * @param fallback the spec's fallback message for this call, used when the body has none
 */
export function toApiError(
  error: unknown,
  response: Response | undefined,
  fallback: string,
): ApiError {
  const body = (typeof error === 'object' && error !== null ? error : {}) as ErrorBody;
  const message =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : fallback;
  const errors = isFieldErrors(body.errors) ? body.errors : undefined;
  const retryAfter = response?.headers.get('Retry-After');
  const retryAfterSeconds =
    retryAfter != null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
  return new ApiError(message, {
    status: response?.status ?? 0,
    ...(errors ? { errors } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
