import camelcaseKeys, { type CamelCaseKeys } from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';

/**
 * The camelCase view of a snake_case wire type, deep (R-DATA-11 "Payload casing"). Non-object values
 * (strings, numbers, null) are kept; arrays are mapped element by element.
 */
export type Camel<T> = T extends readonly unknown[] | Record<string, unknown>
  ? CamelCaseKeys<T, true>
  : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Deep-converts the keys of a JSON value to camelCase (`unread_count` → `unreadCount`). */
export function toCamel<T>(value: T): Camel<T> {
  if (Array.isArray(value) || isPlainObject(value)) {
    return camelcaseKeys(value as Record<string, unknown>, { deep: true }) as Camel<T>;
  }
  return value as Camel<T>;
}

/**
 * The camelCase form a wire key takes in the client's results, as {@link toCamel} converts it:
 * how to find a 422 field error of a nested or dynamic field (`answers.<question id>`,
 * `screening_questions.0.options`) in `ApiError.errors`.
 */
export function camelKey(key: string): string {
  return Object.keys(camelcaseKeys({ [key]: null }))[0]!;
}

/**
 * Deep-converts the keys of a JSON value to snake_case (`passwordConfirmation` →
 * `password_confirmation`). FormData, Blob and other non-plain objects are returned untouched.
 */
export function toSnake<T>(value: T): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => toSnake(item));
  if (isPlainObject(value)) return snakecaseKeys(value, { deep: true });
  return value;
}
