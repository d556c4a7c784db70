import { snakeCase } from 'change-case';
import { ApiError, toApiError } from '../errors.ts';
import { formValue } from '../middleware/caseConversion.ts';

/** What an openapi-fetch call resolves to. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its success body.
 *
 * @param call the request
 * @param fallback the message used when the server gives none, or when the request fails
 * @throws {ApiError} on an HTTP error (server message or `fallback`, field errors, Retry-After) or a
 *   network failure (status 0, `fallback`)
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>, fallback: string): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch {
    throw new ApiError(fallback, { status: 0 });
  }
  if (result.error !== undefined || !result.response.ok) {
    throw toApiError(result.error, result.response, fallback);
  }
  return result.data as T;
}

/** The `{status, message, data}` envelope of notification and settings calls (R-API-6). */
export interface Envelope {
  status: 'success' | 'error';
  message: string;
}

/**
 * Like {@link unwrap} for enveloped calls: R-API-6 "Success on notification and settings calls is
 * signalled by status equal to success"; any other status throws the server message or `fallback`.
 */
export async function unwrapEnvelope<T extends Envelope>(
  call: Promise<FetchResult<T>>,
  fallback: string,
): Promise<T> {
  const body = await unwrap(call, fallback);
  if (body?.status !== 'success') {
    throw new ApiError(body?.message?.trim() ? body.message : fallback, { status: 200 });
  }
  return body;
}

/** The server's message when it has one, else the spec's success fallback. */
export function messageOr(message: string | undefined | null, fallback: string): string {
  return message && message.trim() !== '' ? message : fallback;
}

/**
 * Builds a multipart body from plain fields (camelCase keys written as snake_case) and files.
 * Booleans become 'true'/'false'; undefined and null fields are left out.
 */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const name = snakeCase(key);
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (Array.isArray(value)) for (const v of value) form.append(name, formValue(v));
    else form.append(name, formValue(value));
  }
  return form;
}

/** Sends a FormData body as is (openapi-fetch leaves FormData untouched and lets fetch set the boundary). */
export const formDataSerializer = (body: unknown): FormData => body as FormData;

/** Adds a cache-busting timestamp to an avatar or logo URL after an update (R-DATA-1). */
export function bustCache(url: string | null, now: number = Date.now()): string | null {
  if (!url) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}
