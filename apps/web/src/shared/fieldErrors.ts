import { isApiError } from '@hireloop/api';

/**
 * The per-field messages of a failed call (a 422's `errors`, camelCase keys) for a form's
 * `validationErrors`, or `undefined` when it has none.
 */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  if (!isApiError(error) || !error.errors) return undefined;
  return Object.keys(error.errors).length > 0 ? error.errors : undefined;
}
