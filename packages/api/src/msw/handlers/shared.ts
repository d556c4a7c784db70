/**
 * What every handler group shares: the typed `http` of openapi-msw, the store, and the guards and
 * readers that make the mocks answer like the real server (401 without a known Bearer token, 403 in
 * the other role's area, 400 for a parameter that breaks the contract, 422 with per-field messages).
 *
 * Guards answer `{ ok: true, ... }` or a failure `{ ok: false, status, body }`; a handler turns a
 * failure into `response(failure.status).json(failure.body)`, which TypeScript checks against the
 * statuses the contract declares for that operation.
 */
import { LIMITS } from '../../rules.ts';
import type { OpenApiHttpHandlers } from 'openapi-msw';
import type { paths } from '../../generated/schema.ts';
import { makePage, makeValidationError } from '../fixtures.ts';
import type { MockStore } from '../store.ts';
import type { AccountRecord, Area, Schemas, TokenRecord } from '../types.ts';

/** The typed `http` object of openapi-msw over the contract's paths. */
export type MockHttp = OpenApiHttpHandlers<paths>;

/** What a handler group is built from. */
export interface HandlerContext {
  store: MockStore;
  http: MockHttp;
}

/** A guard's refusal: the status to answer and its body. */
export interface Refusal<Status extends number, Body> {
  ok: false;
  status: Status;
  body: Body;
}

type Message = Schemas['Message'];
type ValidationError = Schemas['ValidationError'];

/** The body of every 401 (spec §8: the client signs out on it). */
export const UNAUTHENTICATED: Message = { message: 'Unauthenticated.' };
/** The body of every 404; records of other users answer it too, so their existence does not leak. */
export const NOT_FOUND: Message = { message: 'Not found.' };

function refuse<Status extends number, Body>(status: Status, body: Body): Refusal<Status, Body> {
  return { ok: false, status, body };
}

/** A 404 refusal. */
export function notFound(): Refusal<404, Message> {
  return refuse(404, NOT_FOUND);
}

/** A 409 refusal with `message`. */
export function conflict(message: string): Refusal<409, Message> {
  return refuse(409, { message });
}

/** A 400 refusal naming one parameter. */
export function badParameter(name: string, message: string): Refusal<400, ValidationError> {
  return refuse(400, makeValidationError({ [name]: [message] }));
}

// ------------------------------------------------------------------------------------------------
// Authentication and roles
// ------------------------------------------------------------------------------------------------

/** A signed-in caller. */
export interface Caller {
  ok: true;
  account: AccountRecord;
  token: TokenRecord;
}

/** The Bearer token of the request, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * The caller of the request: a Bearer token the store knows, not expired, of an account that
 * still exists; otherwise 401 `{message: 'Unauthenticated.'}`.
 *
 * @param options.activity whether the call counts as activity (restarts the 15-minute inactivity
 *   limit). Background polls do not (spec §4). @default true
 * @param options.allowExpired accept a token past its inactivity limit (session status answers
 *   `is_expired: true` for it). @default false
 */
export function authenticate(
  { store }: HandlerContext,
  request: Request,
  options: { activity?: boolean; allowExpired?: boolean } = {},
): Caller | Refusal<401, Message> {
  const value = bearerToken(request);
  const token = value === null ? undefined : store.tokens.get(value);
  const account = token ? store.account(token.user_id) : undefined;
  if (!token || !account) return refuse(401, UNAUTHENTICATED);
  if (store.expiresInSeconds(token) === 0 && !options.allowExpired)
    return refuse(401, UNAUTHENTICATED);
  if (options.activity ?? true) token.last_used_at = store.now();
  return { ok: true, account, token };
}

/** The role a call needs, as the 403 message names it. */
function roleRefusal(role: Schemas['Role']): Refusal<403, Message> {
  return refuse(403, { message: `This action requires the ${role} role.` });
}

/** The caller, who must have `role` (403 otherwise, spec §6). Options as {@link authenticate}. */
export function authorizeRole(
  ctx: HandlerContext,
  request: Request,
  role: Schemas['Role'],
  options: { activity?: boolean } = {},
): Caller | Refusal<401, Message> | Refusal<403, Message> {
  const caller = authenticate(ctx, request, options);
  if (!caller.ok) return caller;
  if (caller.account.user.role !== role) return roleRefusal(role);
  return caller;
}

/** The role whose area is `area` (`b` business, `c` customer). */
export function roleOfArea(area: Area): Schemas['Role'] {
  return area === 'b' ? 'business' : 'customer';
}

/**
 * The caller of an `{area}` call: the area must be `b` or `c` (400), the caller signed in (401)
 * and of the area's role (403, spec §6). Options as {@link authenticate}.
 */
export function authorizeArea(
  ctx: HandlerContext,
  request: Request,
  area: string,
  options: { activity?: boolean } = {},
):
  | (Caller & { area: Area })
  | Refusal<400, ValidationError>
  | Refusal<401, Message>
  | Refusal<403, Message> {
  if (area !== 'b' && area !== 'c')
    return badParameter('area', 'The area parameter must be b or c.');
  const caller = authenticate(ctx, request, options);
  if (!caller.ok) return caller;
  const role = roleOfArea(area);
  if (caller.account.user.role !== role) return roleRefusal(role);
  return { ...caller, area };
}

// ------------------------------------------------------------------------------------------------
// Parameters and bodies
// ------------------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` when it is a UUID, else a 400 naming the parameter. */
export function uuidParam(
  name: string,
  value: string,
): { ok: true; value: string } | Refusal<400, ValidationError> {
  return UUID.test(value)
    ? { ok: true, value: value.toLowerCase() }
    : badParameter(name, `The ${name} parameter must be a UUID.`);
}

/** The query string of the request. */
export function searchParams(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/**
 * An optional whole-number query parameter within [min, max]; `fallback` when absent; 400 when it
 * is not a whole number or out of range.
 */
export function intParam(
  params: URLSearchParams,
  name: string,
  range: { min: number; max: number; fallback: number | null },
): { ok: true; value: number | null } | Refusal<400, ValidationError> {
  const raw = params.get(name);
  if (raw === null || raw === '') return { ok: true, value: range.fallback };
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    return badParameter(
      name,
      `The ${name} parameter must be between ${range.min} and ${range.max}.`,
    );
  }
  return { ok: true, value };
}

/** A page request: `page` (from 1, ≤ 10,000) and `per_page` (1…`maxPerPage`, default `defaultPerPage`). */
export interface PageRequest {
  page: number;
  perPage: number;
}

/**
 * `page` and `per_page` of the query, or a 400 naming the wrong one.
 *
 * @param limits.maxPerPage @default 50
 * @param limits.defaultPerPage @default 20
 */
export function pageParams(
  request: Request,
  limits: { maxPerPage?: number; defaultPerPage?: number } = {},
): ({ ok: true } & PageRequest) | Refusal<400, ValidationError> {
  const params = searchParams(request);
  const page = intParam(params, 'page', { min: 1, max: 10_000, fallback: 1 });
  if (!page.ok) return page;
  const perPage = intParam(params, 'per_page', {
    min: 1,
    max: limits.maxPerPage ?? 50,
    fallback: limits.defaultPerPage ?? 20,
  });
  if (!perPage.ok) return perPage;
  return { ok: true, page: page.value ?? 1, perPage: perPage.value ?? 20 };
}

/** One page of `items` with its `meta` (a page past the last one has an empty `data`). */
export function paginate<T>(
  items: readonly T[],
  request: PageRequest,
): { data: T[]; meta: Schemas['PaginationMeta'] } {
  return makePage(items, request.page, request.perPage);
}

/**
 * The values of a repeated enum query parameter (`?status=a&status=b`), or a 400 when one is not
 * in `allowed`.
 */
export function enumListParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): { ok: true; values: T[] } | Refusal<400, ValidationError> {
  const values = params.getAll(name).filter((value) => value !== '');
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value)) {
      return badParameter(name, `The ${name} parameter must be one of: ${allowed.join(', ')}.`);
    }
  }
  return { ok: true, values: [...new Set(values)] as T[] };
}

/** A free-text query parameter: at most 200 characters, no control characters (400 otherwise). */
export function textParam(
  params: URLSearchParams,
  name: string,
): { ok: true; value: string } | Refusal<400, ValidationError> {
  const value = (params.get(name) ?? '').trim();
  if (value.length > 200)
    return badParameter(name, `The ${name} parameter may not be longer than 200 characters.`);
  if (hasControl(value))
    return badParameter(name, `The ${name} parameter may not contain control characters.`);
  return { ok: true, value };
}

/** True when `value` holds a control character (line breaks allowed when `multiline`). */
export function hasControl(value: string, multiline = false): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    const isBreak = code === 0x0a || code === 0x0d || code === 0x09;
    if ((code < 0x20 || code === 0x7f) && !(multiline && isBreak)) return true;
  }
  return false;
}

/** A JSON object body, or 400 when the body is not a JSON object. */
export async function readJson(
  request: Request,
): Promise<{ ok: true; value: Record<string, unknown> } | Refusal<400, ValidationError>> {
  try {
    const value: unknown = JSON.parse(await request.text());
    if (isRecord(value)) return { ok: true, value };
  } catch {
    // falls through to the 400 below
  }
  return badParameter('body', 'The request body must be a JSON object.');
}

/** A multipart body, or 400 when the body is not multipart/form-data. */
export async function readForm(
  request: Request,
): Promise<{ ok: true; value: FormData } | Refusal<400, ValidationError>> {
  if (
    !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
  ) {
    return badParameter('body', 'The request body must be multipart/form-data.');
  }
  try {
    return { ok: true, value: await request.formData() };
  } catch {
    return badParameter('body', 'The request body must be multipart/form-data.');
  }
}

/** True when the request body is multipart/form-data. */
export function isMultipart(request: Request): boolean {
  return (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('multipart/form-data');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Collects per-field messages of a 422 the way the spec's back end reports them
 * (`{message, errors: {field: [messages]}}`).
 */
export class FieldErrors {
  readonly errors: Record<string, string[]> = {};

  /**
   * Adds `message` to `field`. A field name the contract's error keys cannot carry (`^[a-z0-9_.]+$`,
   * at most 100 characters; e.g. an unknown field a client sent) is reported under `body`.
   */
  add(field: string, message: string): void {
    const key = /^[a-z0-9_.]{1,100}$/.test(field) ? field : 'body';
    const list = (this.errors[key] ??= []);
    if (list.length < 10) list.push(message.slice(0, 500));
  }

  /** True when some field has a message. */
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** The 422 body: the messages per field, summed up in `message`. */
  body(): ValidationError {
    return makeValidationError(this.errors);
  }

  /**
   * Reads a text field: required (non-empty) or optional (absent, null or '' → null), at most
   * `max` characters, without control characters (line breaks allowed when `multiline`).
   */
  text(
    body: Record<string, unknown>,
    field: string,
    rules: { label: string; required?: boolean; max: number; multiline?: boolean },
  ): string | null {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      if (rules.required) this.add(field, `The ${rules.label} field is required.`);
      return null;
    }
    if (typeof value !== 'string') {
      this.add(field, `The ${rules.label} must be text.`);
      return null;
    }
    if (rules.required && value.trim() === '') {
      this.add(field, `The ${rules.label} field is required.`);
      return null;
    }
    if (value.length > rules.max)
      this.add(field, `The ${rules.label} may not be longer than ${rules.max} characters.`);
    if (hasControl(value, rules.multiline))
      this.add(field, `The ${rules.label} may not contain control characters.`);
    return value;
  }

  /** Reads an optional enum field (absent or null → null). */
  oneOf<T extends string>(
    body: Record<string, unknown>,
    field: string,
    allowed: readonly T[],
    label: string,
  ): T | null {
    const value = body[field];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
      return value as T;
    this.add(field, `The ${label} must be one of: ${allowed.join(', ')}.`);
    return null;
  }

  /** Reads an optional whole number in [min, max] (absent or null → null). */
  integer(
    body: Record<string, unknown>,
    field: string,
    rules: { label: string; min: number; max: number },
  ): number | null {
    const value = body[field];
    if (value === undefined || value === null) return null;
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < rules.min ||
      value > rules.max
    ) {
      this.add(
        field,
        `The ${rules.label} must be a whole number between ${rules.min} and ${rules.max}.`,
      );
      return null;
    }
    return value;
  }

  /** Reads an optional boolean (absent → undefined). */
  boolean(body: Record<string, unknown>, field: string, label: string): boolean | undefined {
    const value = body[field];
    if (value === undefined) return undefined;
    if (typeof value === 'boolean') return value;
    this.add(field, `The ${label} field must be true or false.`);
    return undefined;
  }

  /** Refuses fields the schema does not know (`additionalProperties: false`). */
  onlyKnown(body: Record<string, unknown>, known: readonly string[]): void {
    for (const field of Object.keys(body)) {
      if (!known.includes(field)) this.add(field, `The ${printable(field)} field is not allowed.`);
    }
  }
}

/** `value` without control characters, at most 50 characters: safe inside a message. */
export function printable(value: string): string {
  return [...value]
    .filter((character) => !hasControl(character))
    .join('')
    .slice(0, 50);
}

/** An e-mail address as the server accepts it. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

// ------------------------------------------------------------------------------------------------
// Files
// ------------------------------------------------------------------------------------------------

/** 2 MB, the largest avatar or logo (bytes). */
export const IMAGE_MAX_BYTES = LIMITS.imageMaxBytes;
/** 5 MB, the largest resume (bytes). */
export const RESUME_MAX_BYTES = LIMITS.resumeMaxBytes;

/** True when `file` is a JPEG, PNG, GIF, WebP or AVIF image, judged by its first bytes. */
export async function isAcceptedImage(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.slice(from, to));
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12)))
  );
}

/** True when `file` is a PDF, judged by its first bytes. */
export async function isPdf(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...bytes) === '%PDF-';
}

/** The uploaded file of a multipart field, or null. */
export function fileField(form: FormData, field: string): File | null {
  const value = form.get(field);
  return value instanceof File ? value : null;
}

// ------------------------------------------------------------------------------------------------
// Devices
// ------------------------------------------------------------------------------------------------

/** "Chrome 131 on macOS" from a User-Agent header, as the sessions list shows devices. */
export function deviceFromUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const version = (pattern: RegExp): string => userAgent.match(pattern)?.[1] ?? '';
  const browser = /Edg\//.test(userAgent)
    ? `Edge ${version(/Edg\/(\d+)/)}`
    : /Firefox\//.test(userAgent)
      ? `Firefox ${version(/Firefox\/(\d+)/)}`
      : /Chrome\//.test(userAgent)
        ? `Chrome ${version(/Chrome\/(\d+)/)}`
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : userAgent.split(/[\s/]/)[0] || 'Unknown browser';
  const system = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  return (system ? `${browser.trim()} on ${system}` : browser.trim()).slice(0, 200);
}
