/**
 * Input limits every request passes before anything else reads it (the contract's validator, the
 * rate limiter's keys, SQL):
 * - JSON bodies nested deeper than {@link MAX_JSON_DEPTH} are refused with 422 (checked on the
 *   raw text, before parsing, so no recursive code ever sees them);
 * - text PostgreSQL cannot store — a NUL byte (U+0000), or a lone UTF-16 surrogate (not valid
 *   Unicode; jsonb refuses its escape) — in a body field is refused with 422 naming the field; in a
 *   path parameter with 400 naming the parameter; in a query parameter it is removed (NUL) or
 *   replaced by U+FFFD (a lone surrogate), so free-text search answers for the rest of the text.
 * Other control characters are the contract's business (its text patterns refuse them).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../lib/errors.ts';

/**
 * Deepest nesting of objects and arrays a JSON body may have: `{}` is 1, `{"a": []}` is 2. The
 * contract's deepest body is 4 levels; 64 leaves room and stays far from any stack limit.
 */
export const MAX_JSON_DEPTH = 64;

const NUL = '\u0000';

/** Whether PostgreSQL can store `text`: no NUL byte, and well-formed UTF-16 (no lone surrogate). */
const storable = (text: string) => !text.includes(NUL) && text.isWellFormed();

/** `text` with NUL bytes removed and lone surrogates replaced by U+FFFD. */
const cleaned = (text: string) => text.replaceAll(NUL, '').toWellFormed();

/** The message of a body nested deeper than {@link MAX_JSON_DEPTH}. */
export const TOO_DEEP = `The request body must not be nested deeper than ${MAX_JSON_DEPTH} levels.`;

/**
 * The deepest nesting of `text` (JSON), counted without parsing; stops counting once past `limit`.
 * Brackets inside strings do not count.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

/** @throws HttpError 422 on `body` when `text` is nested deeper than {@link MAX_JSON_DEPTH}. */
export function assertJsonDepth(text: string): void {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw validationError({ body: [TOO_DEEP] });
}

/**
 * The dotted path of the first string (value or key) in `value` that holds a NUL byte or a lone
 * surrogate (text PostgreSQL cannot store), or null.
 * Iterative, so any depth is safe.
 */
export function findNul(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (!storable(item)) return at;
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const path = at ? `${at}.${key}` : key;
        if (!storable(key)) return cleaned(path);
        stack.push([child, path]);
      }
    }
  }
  return null;
}

const notAllowed = (field: string) =>
  `The ${field.split('.').pop()!.replace(/_/g, ' ')} field contains a character that is not allowed.`;

/**
 * The input check of every contract route (a preValidation step); see the module comment.
 * @throws HttpError 400 (NUL in a path parameter) or 422 (NUL in a body field)
 */
export function checkInput(request: FastifyRequest): void {
  const params = findNul(request.params);
  if (params !== null) {
    const message = notAllowed(params).replace(' field ', ' parameter ');
    throw new HttpError(400, message, { errors: { [params]: [message] } });
  }
  const query = request.query as Record<string, unknown> | undefined;
  if (query && findNul(query) !== null) {
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string') query[key] = cleaned(value);
      else if (Array.isArray(value))
        query[key] = value.map((v: unknown) => (typeof v === 'string' ? cleaned(v) : v));
    }
  }
  const body = findNul(request.body);
  if (body !== null) throw validationError({ [body || 'body']: [notAllowed(body || 'body')] });
}
