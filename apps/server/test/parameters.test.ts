/**
 * Every parameter is validated: for each operation of openapi/openapi.yaml and each of its path and
 * query parameters that the contract constrains (an enum, an integer's range, a boolean, a uuid or
 * date format, a maximum length), a value outside the constraint is refused with 400 and an
 * `errors` object naming that parameter (422 where the operation's contract answers 422 and not
 * 400: search), its message naming it too — what a caller sees, whichever operation it calls. The
 * requests carry a valid token of the area's role, so nothing else stands in the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';
import { loadContract, type ContractOperation } from '../src/contract/openapi.ts';
import { MAX_PATH_PARAMETER_LENGTH } from '../src/plugins/errors.ts';

type JsonSchema = Record<string, unknown>;

const contract = loadContract();
const defs = contract.sharedSchema.$defs as Record<string, JsonSchema>;

function resolve(schema: unknown): JsonSchema {
  let s = (schema ?? {}) as JsonSchema;
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++)
    s = defs[s.$ref.split('/').pop() ?? ''] ?? {};
  return s;
}

/** Values outside what `input` allows, each with what it breaks; none when it constrains nothing. */
function invalidValues(input: unknown): { value: string; breaks: string }[] {
  const schema = resolve(input);
  if (schema.type === 'array') return invalidValues(schema.items);
  const out: { value: string; breaks: string }[] = [];
  if (Array.isArray(schema.enum)) out.push({ value: 'not-a-value', breaks: 'enum' });
  if (schema.type === 'integer') {
    out.push({ value: 'abc', breaks: 'integer' });
    if (typeof schema.minimum === 'number')
      out.push({ value: String(schema.minimum - 1), breaks: 'minimum' });
    if (typeof schema.maximum === 'number')
      out.push({ value: String(schema.maximum + 1), breaks: 'maximum' });
  }
  if (schema.type === 'boolean') out.push({ value: 'maybe', breaks: 'boolean' });
  if (schema.type === 'string') {
    if (schema.format === 'uuid') out.push({ value: 'not-a-uuid', breaks: 'uuid' });
    if (schema.format === 'date') out.push({ value: 'yesterday', breaks: 'date' });
    if (typeof schema.maxLength === 'number')
      out.push({ value: 'a'.repeat(schema.maxLength + 1), breaks: 'maxLength' });
  }
  return out;
}

/** A value `input` accepts (for the other required parameters of a request). */
function validValue(input: unknown): string {
  const schema = resolve(input);
  if (schema.type === 'array') return validValue(schema.items);
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (schema.type === 'integer')
    return String(typeof schema.minimum === 'number' ? schema.minimum : 1);
  if (schema.type === 'boolean') return 'true';
  if (schema.format === 'uuid') return '5b0f3c1e-8d2a-4c7b-9e61-2f4a7d9c3b10';
  return 'a'.padEnd(Number(schema.minLength ?? 1), 'a');
}

const roleOf = (operation: ContractOperation) =>
  operation.path.startsWith('/api/v1/b/') ? 'business' : 'customer';

/** The operation's URL with `path` values (valid ones where not given) and `query`. */
function urlOf(
  operation: ContractOperation,
  path: Record<string, string>,
  query: Record<string, string>,
): string {
  const params = (operation.schema.params?.properties ?? {}) as Record<string, unknown>;
  const url = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name in path) return encodeURIComponent(path[name]!);
    if (name === 'area') return roleOf(operation) === 'business' ? 'b' : 'c';
    return validValue(params[name]);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

interface Case {
  operationId: string;
  where: 'path' | 'query';
  name: string;
  value: string;
  breaks: string;
  operation: ContractOperation;
}

/** One case per constrained parameter and constraint, with valid values for the other required query parameters. */
function casesOf(operation: ContractOperation): Case[] {
  const out: Case[] = [];
  const path = (operation.schema.params?.properties ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(path))
    for (const bad of invalidValues(schema))
      out.push({ operationId: operation.operationId, where: 'path', name, operation, ...bad });
  const query = (operation.schema.querystring?.properties ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(query))
    for (const bad of invalidValues(schema))
      out.push({ operationId: operation.operationId, where: 'query', name, operation, ...bad });
  return out;
}

function requiredQuery(operation: ContractOperation, except: string): Record<string, string> {
  const query = operation.schema.querystring ?? {};
  const properties = (query.properties ?? {}) as Record<string, unknown>;
  const required = (query.required ?? []) as string[];
  return Object.fromEntries(
    required.filter((name) => name !== except).map((name) => [name, validValue(properties[name])]),
  );
}

/** The status the contract answers a broken parameter with: 400, or 422 where it lists 422 and not 400 (search). */
const validationStatus = (operation: ContractOperation) =>
  '422' in operation.responses && !('400' in operation.responses) ? 422 : 400;

const CASES = contract.operations.flatMap(casesOf);

let t: TestApp;
const users = new Map<string, TestUser>();
beforeAll(async () => {
  const high = '100000000';
  t = await createTestApp({
    env: {
      RATE_LIMIT_REQUESTS: high,
      RATE_LIMIT_ADDRESS_REQUESTS: high,
      RATE_LIMIT_NOTIFICATION_READS: high,
    },
  });
  users.set('customer', await t.registerCustomer());
  users.set('business', await t.registerBusiness());
});
afterAll(() => t.close());

describe('every constrained parameter of the contract is validated', () => {
  it('has constrained parameters to check in most operations', () => {
    expect(CASES.length).toBeGreaterThan(60);
    expect(new Set(CASES.map((c) => c.operationId)).size).toBeGreaterThan(30);
  });

  it.each(CASES.map((c) => [`${c.operationId} ${c.where} ${c.name} (${c.breaks})`, c] as const))(
    '%s is refused, naming it',
    async (_label, c) => {
      const url =
        c.where === 'path'
          ? urlOf(c.operation, { [c.name]: c.value }, requiredQuery(c.operation, ''))
          : urlOf(c.operation, {}, { ...requiredQuery(c.operation, c.name), [c.name]: c.value });
      const token = c.operation.requiresAuth || c.operation.optionalAuth;
      const res = await t.request({
        method: c.operation.method,
        url,
        ...(token ? { token: users.get(roleOf(c.operation))!.token } : {}),
        skipContract: true,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(validationStatus(c.operation));
      const errors = (res.data.errors ?? {}) as Record<string, string[]>;
      // Keys are lower-cased by the contract (`ValidationError.errors`): `userId` is `userid`.
      const key = c.name.toLowerCase();
      const named = Object.keys(errors).filter((k) => k === key || k.startsWith(`${key}.`));
      expect(named, res.body.slice(0, 300)).not.toEqual([]);
      expect(errors[named[0]!]![0]).toContain(c.name.replace(/_/g, ' '));
    },
  );
});

describe('a path parameter the router cannot read', () => {
  const jobUrl = (id: string) => `/api/v1/c/jobs/${id}`;
  const get = (url: string) =>
    t.request({ method: 'GET', url, token: users.get('customer')!.token, skipContract: true });

  it(`answers 400 naming the path, not 414, past ${MAX_PATH_PARAMETER_LENGTH} characters`, async () => {
    expect(MAX_PATH_PARAMETER_LENGTH).toBe(200);
    const res = await get(jobUrl('a'.repeat(MAX_PATH_PARAMETER_LENGTH + 1)));
    expect(res.statusCode).toBe(400);
    const message = 'A path parameter must not be greater than 200 characters.';
    expect(res.data).toEqual({ message, errors: { path: [message] } });
    expect('400' in contract.byId.get('getJob')!.responses).toBe(true);
  });

  it('reads a parameter of exactly the limit, then validates it against the contract', async () => {
    const res = await get(jobUrl('a'.repeat(MAX_PATH_PARAMETER_LENGTH)));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.data.errors as object)).toEqual(['id']);
  });

  it('answers 400 for percent-encoding that cannot be decoded', async () => {
    const res = await get(jobUrl('%E0%A4%A'));
    expect(res.statusCode).toBe(400);
    const message = 'The request path is not valid.';
    expect(res.data).toEqual({ message, errors: { path: [message] } });
  });
});
