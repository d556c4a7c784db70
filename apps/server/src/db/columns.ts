/**
 * Zod schemas for the columns of raw SQL rows, accepting what either driver returns and giving one
 * shape: node-postgres returns `int8` and `numeric` as strings, PGlite as numbers (or bigints);
 * both return timestamps as Date (a string defensively) and `jsonb` parsed. A row read with
 * {@link queryRows} is parsed with a `z.object` of these, so its TypeScript type is what it holds
 * (house issue 32: "SQL row types checked at the seam").
 */
import { z } from 'zod';

/**
 * A number column of any SQL numeric type (`int4`, `int8` counts, `float8`, `numeric`) as a JS
 * number. Accepts a number, a bigint, or a string that reads as a finite number; rejects null,
 * '' and text (`z.number()` would reject node-postgres' `int8` strings).
 */
export const dbNumber = z
  .union([z.number(), z.bigint(), z.string().regex(/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i)])
  .transform((value) => Number(value))
  .pipe(z.number().refine(Number.isFinite, 'a finite number'));

/**
 * A `timestamptz` column as a Date (a Date from both drivers; an ISO 8601 or PostgreSQL text
 * timestamp is converted). Refuses an invalid Date, a number and any other text.
 */
export const dbTime = z
  .union([z.date(), z.string().regex(/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d/)])
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .pipe(z.date());

/** A `uuid` or `text` key column: a non-empty string. */
export const dbId = z.string().min(1);

/**
 * A column holding one of a contract enum's values (`applicationStatusValues` and the like from
 * `@hireloop/api/schema`): the row's type is the contract's union, and any other text is refused.
 */
export function dbEnum<const T extends string>(values: ReadonlyArray<T>) {
  return z.enum(values);
}
