/**
 * The global error handler: every error becomes one of the contract's error shapes, and nothing a
 * client sends can produce a 500. Contract violations → 422 `{message, errors: {field: [..]}}`
 * naming the field (a path/query parameter: 400 of the same shape, or 422 where the operation's
 * contract lists 422 and not 400); unparseable bodies → 400 with the same shape; {@link HttpError}s as thrown;
 * anything unexpected → 500 `{message: 'Server Error'}` (logged with its stack).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAjv } from '../contract/openapi.ts';
import type { ErrorObject } from 'ajv';
import { HTTP_MESSAGES } from '@hireloop/api/rules';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_AFTER_S,
  HttpError,
  isDatabaseUnavailable,
  NOT_FOUND_MESSAGE,
  summarize,
  type FieldErrors,
} from '../lib/errors.ts';

/** How a message names a field: its last name segment, list indexes skipped (`skills.0` → `skills`). */
const label = (field: string) =>
  (field.split('.').findLast((segment) => !/^\d+$/.test(segment)) ?? field).replace(/_/g, ' ');
/** The key of a field in `errors`: its path, lower-cased, as the contract's `ValidationError` allows. */
const fieldKey = (field: string) => field.toLowerCase().replace(/[^a-z0-9_.]/g, '_');

/**
 * When a body fails a root `oneOf`/`anyOf` (e.g. the customer or business shape of a profile
 * update), Ajv reports the errors of every branch. Validate each branch alone and keep the errors
 * of the one that came closest, so a customer is not told that `business_name` is required.
 */
function bestBranchErrors(request: FastifyRequest, errors: ErrorObject[]): ErrorObject[] {
  const union = errors.find(
    (e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && e.instancePath === '',
  );
  const operation = request.routeOptions.config.operation;
  if (!union || !operation) return errors;
  const contentType = request.headers['content-type']?.split(';')[0]?.trim() ?? 'application/json';
  const body = operation.schema.body as
    { content?: Record<string, { schema: Record<string, unknown> }> } | undefined;
  let schema = body?.content?.[contentType]?.schema;
  const { contract } = request.server.deps;
  const defs = contract.sharedSchema.$defs as Record<string, Record<string, unknown>>;
  for (let i = 0; i < 5 && typeof schema?.$ref === 'string'; i++)
    schema = defs[schema.$ref.split('/').pop() ?? ''];
  const branches = (schema?.oneOf ?? schema?.anyOf) as Record<string, unknown>[] | undefined;
  if (!branches) return errors;
  branchAjv ??= createAjv(contract, { coerce: false, defaults: false });
  const ajv = branchAjv;
  const results = branches.map((branch) => {
    const validate = ajv.compile(branch);
    validate(structuredClone(request.body));
    return validate.errors ?? [];
  });
  const best = results.filter((r) => r.length > 0).sort((a, b) => a.length - b.length)[0];
  return best ?? errors;
}
let branchAjv: ReturnType<typeof createAjv> | undefined;

/** Turns the validator's errors into per-field messages, Laravel style ("The email field is required."). */
export function formatValidationErrors(
  errors: ErrorObject[],
  context: string | undefined,
  kind: 'field' | 'parameter' = 'field',
): FieldErrors {
  const out: FieldErrors = {};
  const add = (field: string, message: string) => {
    const key = fieldKey(field || context || 'body');
    const list = (out[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const e of errors) {
    const base = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('.');
    const params = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required': {
        const field = [base, String(params.missingProperty)].filter(Boolean).join('.');
        add(field, `The ${label(field)} ${kind} is required.`);
        break;
      }
      case 'additionalProperties': {
        const field = [base, String(params.additionalProperty)].filter(Boolean).join('.');
        add(field, `The ${label(field)} ${kind} is not allowed.`);
        break;
      }
      case 'type': {
        const type = String(params.type).replace(/,?null/, '');
        const noun =
          type === 'integer'
            ? 'an integer'
            : type === 'array'
              ? 'an array'
              : type === 'object'
                ? 'an object'
                : `a ${type}`;
        add(base, `The ${label(base)} ${kind} must be ${noun}.`);
        break;
      }
      case 'format': {
        const format = String(params.format);
        const what =
          format === 'email'
            ? 'a valid email address'
            : format === 'uuid'
              ? 'a valid UUID'
              : format === 'uri' || format === 'url'
                ? 'a valid URL'
                : format === 'date-time'
                  ? 'a valid date and time'
                  : format === 'date'
                    ? 'a valid date'
                    : `a valid ${format}`;
        add(base, `The ${label(base)} ${kind} must be ${what}.`);
        break;
      }
      case 'minLength':
        add(
          base,
          `The ${label(base)} ${kind} must be at least ${String(params.limit)} characters.`,
        );
        break;
      case 'maxLength':
        add(
          base,
          `The ${label(base)} ${kind} must not be greater than ${String(params.limit)} characters.`,
        );
        break;
      case 'minimum':
      case 'exclusiveMinimum':
        add(base, `The ${label(base)} ${kind} must be at least ${String(params.limit)}.`);
        break;
      case 'maximum':
      case 'exclusiveMaximum':
        add(base, `The ${label(base)} ${kind} must not be greater than ${String(params.limit)}.`);
        break;
      case 'minItems':
        add(base, `The ${label(base)} ${kind} must have at least ${String(params.limit)} items.`);
        break;
      case 'maxItems':
        add(
          base,
          `The ${label(base)} ${kind} must not have more than ${String(params.limit)} items.`,
        );
        break;
      case 'enum':
        add(base, `The selected ${label(base)} is invalid.`);
        break;
      case 'const':
        add(
          base,
          params.allowedValue === true
            ? `The ${label(base)} ${kind} must be accepted.`
            : `The selected ${label(base)} is invalid.`,
        );
        break;
      case 'pattern':
        add(base, `The ${label(base)} ${kind} format is invalid.`);
        break;
      case 'oneOf':
      case 'anyOf':
      case 'if':
        // Reported through the errors of the branches.
        break;
      default:
        add(base, `The ${label(base) || 'request'} ${e.message ?? 'is invalid'}.`);
    }
  }
  if (Object.keys(out).length === 0) add('', 'The given data was invalid.');
  return out;
}

/** PostgreSQL error codes that a malformed request could still provoke, and their answer. */
const PG_CODES: Record<string, [number, string]> = {
  '22P02': [404, NOT_FOUND_MESSAGE], // invalid text representation (e.g. a malformed uuid that slipped through)
  '23505': [409, 'The resource already exists.'], // unique violation
  '22001': [422, 'A value is too long.'], // string data right truncation
  '22003': [422, 'A number is out of range.'], // numeric value out of range
  '22021': [422, 'A text contains a character that is not allowed.'], // e.g. a NUL byte
  '22P05': [422, 'A text contains a character that is not allowed.'], // untranslatable character
};

/** Longest path parameter the router reads, in characters (Fastify's `maxParamLength`). @default 200 */
export const MAX_PATH_PARAMETER_LENGTH = 200;

/**
 * Fastify's `frameworkErrors` option: errors its router meets before any route runs — a path
 * parameter longer than {@link MAX_PATH_PARAMETER_LENGTH} characters (Fastify's own answer: 414
 * echoing the path) or one whose percent-encoding cannot be decoded (400 in Fastify's shape). Both
 * answer the contract's `BadRequest`: 400 `{message, errors: {path: [message]}}`, so every
 * operation with a path parameter answers a status its contract declares.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A path parameter must not be greater than ${MAX_PATH_PARAMETER_LENGTH} characters.`
      : 'The request path is not valid.';
  void reply.code(400).send({ message, errors: { path: [message] } });
}

/** Installs the error and not-found handlers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers).code(error.statusCode);
      return error.errors
        ? { message: error.message, errors: error.errors }
        : { message: error.message };
    }
    if (error.validation) {
      // Contract: a path/query/header parameter that breaks it is a 400, a body field a 422; an
      // operation whose contract answers 422 and never 400 (search) names its parameters in a 422.
      const context = error.validationContext;
      const isBody = context === 'body' || context === undefined;
      const responses = request.routeOptions.config.operation?.responses;
      const as422 =
        isBody || (responses !== undefined && '422' in responses && !('400' in responses));
      const errors = formatValidationErrors(
        isBody
          ? bestBranchErrors(request, error.validation as ErrorObject[])
          : (error.validation as ErrorObject[]),
        context,
        isBody ? 'field' : 'parameter',
      );
      return reply.code(as422 ? 422 : 400).send({ message: summarize(errors), errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_AFTER_S))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const pg = typeof error.code === 'string' ? PG_CODES[error.code] : undefined;
    if (pg) {
      request.log.warn({ err: error }, 'database rejected a request');
      return reply.code(pg[0]).send({ message: pg[1] });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      const message = 'The request body is not valid JSON.';
      return reply.code(400).send({ message, errors: { body: [message] } });
    }
    // A truncated or malformed multipart body surfaces as a plain Error from the parser (busboy).
    if (
      error.statusCode === undefined &&
      request.isMultipart() &&
      /busboy|dicer/i.test(error.stack ?? '')
    ) {
      const message = 'The multipart body could not be read.';
      return reply.code(400).send({ message, errors: { body: [message] } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const message = 'Unsupported content type.';
      return reply.code(400).send({ message, errors: { body: [message] } });
    }
    if (status >= 400 && status < 500) {
      const message = clientMessage(error, status);
      return reply
        .code(status)
        .send(status === 400 ? { message, errors: { body: [message] } } : { message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: HTTP_MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ message: `Route ${request.method}:${request.url.split('?')[0]} not found.` }),
  );
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    default:
      return status === 413 ? 'The request is too large.' : error.message || 'Bad request.';
  }
}
