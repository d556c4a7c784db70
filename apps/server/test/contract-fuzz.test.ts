/**
 * Contract fuzz: every operation of openapi/openapi.yaml gets malformed path parameters, query
 * parameters and bodies — wrong types, huge and deeply nested bodies, 10,000-character strings,
 * emoji, control characters, NUL, lone surrogates, injection strings — signed in with the role
 * the operation needs. The server must answer every one of them without a 5xx, with a status the
 * operation's `responses` declare (explicit codes: the contract uses no `default` or `4XX`; decision
 * 211), and every 4xx with a JSON `message`. Deterministic: the same requests on every run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse, type TestUser } from './harness.ts';
import { loadContract, type ContractOperation } from '../src/contract/openapi.ts';

type Schema = Record<string, unknown>;

const contract = loadContract();
const defs = contract.sharedSchema.$defs as Record<string, Schema>;

/** Strings no field should choke on. */
const NASTY_STRINGS = [
  'a'.repeat(10_000),
  '😀👩‍💻🇵🇹'.repeat(1_000),
  'nul\u0000byte',
  'ctrl\u0001\u0007\u001b[31m\u007f',
  'lone \ud800 surrogate',
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
];
/** Values of the wrong type for any field. */
const WRONG_TYPES: unknown[] = [null, 1e308, true, [[[]]], {}];
/** Path parameter values. */
const NASTY_PARAMS = [
  'not-a-uuid',
  '%00',
  '%F0%9F%98%80',
  'a'.repeat(250),
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'='1",
  '00000000-0000-0000-0000-000000000000',
];
/** Query parameter values (URL-encoded below). */
const NASTY_QUERY = [
  'a'.repeat(10_000),
  '😀',
  '\u0000',
  '\u0001\u001b',
  '-1',
  '99999999999999999999999',
  'NaN',
  '',
  '"unclosed',
];

function resolve(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++)
    s = defs[s.$ref.split('/').pop() ?? ''] ?? {};
  return s;
}

/** A plausible value of `schema` (the first enum value, the format's shape, the minimum…). */
function sample(input: Schema | undefined, depth = 0): unknown {
  const schema = resolve(input);
  if (depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches = (schema.oneOf ?? schema.anyOf ?? schema.allOf) as Schema[] | undefined;
  if (branches?.length) return sample(branches[0], depth + 1);
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).find((t) => t !== 'null')
    : ((schema.type as string | undefined) ?? (schema.properties ? 'object' : undefined));
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(
        (schema.properties ?? {}) as Record<string, Schema>,
      ))
        out[key] = sample(value, depth + 1);
      return out;
    }
    case 'array':
      return schema.minItems ? [sample(schema.items as Schema, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      const format = schema.format as string | undefined;
      if (format === 'email') return 'fuzz@example.com';
      if (format === 'uuid') return '5b0f3c1e-8d2a-4c7b-9e61-2f4a7d9c3b10';
      if (format === 'date-time') return '2026-11-20T11:15:02Z';
      if (format === 'date') return '2026-11-20';
      if (format === 'uri' || format === 'url') return 'https://example.com';
      return 'Fuzz-Text-1!'.padEnd((schema.minLength as number | undefined) ?? 0, 'x');
    }
    default:
      return type === undefined && !schema.properties ? undefined : 'x';
  }
}

/** Paths (arrays of keys) of every string leaf of `value`. */
function stringPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]!] = leaf;
  return copy;
}

function multipart(fields: Record<string, unknown>): { body: string; contentType: string } {
  const boundary = 'fuzz-boundary-7d3f';
  let body = '';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) {
      body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n`;
    } else {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
    }
  }
  return {
    body: `${body}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Operations that end the session or the account: each gets users of its own. */
const ENDS_SESSION = new Set([
  'logout',
  'deleteAccount',
  'changePassword',
  'changeEmail',
  'revokeSession',
  'revokeOtherSessions',
]);

interface FuzzRequest {
  label: string;
  method: ContractOperation['method'];
  url: string;
  body?: unknown;
  contentType?: string;
}

/** Whether `operation` answers 200 with a never-ending `text/event-stream` (issue 28). */
const isStream = (operation: ContractOperation) =>
  'text/event-stream' in (operation.responses['200']?.content ?? {});

function roleOf(operation: ContractOperation): 'customer' | 'business' {
  return operation.path.startsWith('/api/v1/b/') ? 'business' : 'customer';
}

function pathWith(operation: ContractOperation, overrides: Record<string, string> = {}): string {
  const area = roleOf(operation) === 'business' ? 'b' : 'c';
  return operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name in overrides) return overrides[name]!;
    if (name === 'area') return area;
    if (name === 'key') return 'a'.repeat(64);
    return '5b0f3c1e-8d2a-4c7b-9e61-2f4a7d9c3b10';
  });
}

/** Every fuzz request of `operation`. */
function requestsOf(operation: ContractOperation): FuzzRequest[] {
  const { method } = operation;
  const out: FuzzRequest[] = [];
  const base = pathWith(operation);
  // Path parameters.
  const params = Object.keys(operation.schema.params?.properties ?? {});
  for (const name of params)
    for (const value of NASTY_PARAMS)
      out.push({
        label: `path ${name}=${value.slice(0, 20)}`,
        method,
        url: pathWith(operation, { [name]: value }),
      });
  // Query parameters.
  const query = Object.keys(operation.schema.querystring?.properties ?? {});
  for (const name of query) {
    for (const value of NASTY_QUERY)
      out.push({
        label: `query ${name}=${value.slice(0, 20)}`,
        method,
        url: `${base}?${name}=${encodeURIComponent(value)}`,
      });
    out.push({ label: `query ${name} twice`, method, url: `${base}?${name}=1&${name}=2` });
    out.push({ label: `query ${name}[]`, method, url: `${base}?${name}[a]=1` });
  }
  out.push({ label: 'unknown query parameter', method, url: `${base}?__proto__=1&zzz=%00` });
  // Bodies.
  const content = (
    operation.schema.body as { content?: Record<string, { schema: Schema }> } | undefined
  )?.content;
  const json = content?.['application/json']?.schema;
  const form = content?.['multipart/form-data']?.schema;
  if (json) {
    const valid = sample(json);
    const send = (label: string, body: unknown) =>
      out.push({
        label,
        method,
        url: base,
        body: JSON.stringify(body),
        contentType: 'application/json',
      });
    send('a plausible body', valid);
    for (const key of Object.keys(valid ?? {}))
      for (const wrong of WRONG_TYPES)
        send(`${key}=${JSON.stringify(wrong)}`, { ...(valid as object), [key]: wrong });
    for (const path of stringPaths(valid))
      for (const nasty of NASTY_STRINGS)
        send(`${path.join('.')}=${JSON.stringify(nasty.slice(0, 12))}`, setAt(valid, path, nasty));
    for (const whole of [[], 'text', 42, null, true]) send(`body ${JSON.stringify(whole)}`, whole);
    send(
      '2,000 unknown fields',
      Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`f${i}`, i])),
    );
    send('a 900 KB field', { ...(valid as object), padding: 'p'.repeat(900_000) });
    out.push({
      label: '5,000 nested objects',
      method,
      url: base,
      body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
      contentType: 'application/json',
    });
    out.push({
      label: '5,000 nested arrays',
      method,
      url: base,
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      contentType: 'application/json',
    });
    out.push({
      label: 'truncated JSON',
      method,
      url: base,
      body: '{"a": [1, 2',
      contentType: 'application/json',
    });
    out.push({
      label: 'over 1 MiB',
      method,
      url: base,
      body: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
      contentType: 'application/json',
    });
    out.push({ label: 'text/plain', method, url: base, body: 'hello', contentType: 'text/plain' });
  }
  if (form) {
    const valid = (sample(form) ?? {}) as Record<string, unknown>;
    const send = (label: string, fields: Record<string, unknown>) => {
      const { body, contentType } = multipart(fields);
      out.push({ label, method, url: base, body, contentType });
    };
    send('a plausible multipart body', valid);
    for (const key of Object.keys(valid))
      for (const nasty of NASTY_STRINGS.slice(0, 4))
        send(`multipart ${key}=${JSON.stringify(nasty.slice(0, 12))}`, { ...valid, [key]: nasty });
    out.push({
      label: 'truncated multipart',
      method,
      url: base,
      body: '--fuzz-boundary-7d3f\r\nContent-Disposition: form-data; name="a"\r\n\r\nxx',
      contentType: 'multipart/form-data; boundary=fuzz-boundary-7d3f',
    });
    out.push({
      label: 'multipart without boundary',
      method,
      url: base,
      body: 'x',
      contentType: 'multipart/form-data',
    });
  }
  return out;
}

let t: TestApp;
const users = new Map<string, TestUser>();
beforeAll(async () => {
  // Limits high enough that no fuzz request is refused for its number.
  const high = '100000000';
  t = await createTestApp({
    env: {
      RATE_LIMIT_REQUESTS: high,
      RATE_LIMIT_ADDRESS_REQUESTS: high,
      RATE_LIMIT_AUTH_FAILURES: high,
      RATE_LIMIT_REGISTRATIONS: high,
      RATE_LIMIT_NOTIFICATION_READS: high,
    },
  });
  users.set('customer', await t.registerCustomer());
  users.set('business', await t.registerBusiness());
});
afterAll(() => t.close());

describe('contract fuzz: no malformed request gets a 5xx or a status its operation does not declare', () => {
  it('covers every operation of the contract', () => {
    expect(contract.operations.length).toBeGreaterThan(50);
    for (const operation of contract.operations)
      expect(requestsOf(operation).length).toBeGreaterThan(0);
  });

  it.each(contract.operations.map((o) => [o.operationId, o] as const))(
    '%s',
    async (_id, operation) => {
      const role = roleOf(operation);
      const user = ENDS_SESSION.has(operation.operationId)
        ? role === 'business'
          ? await t.registerBusiness()
          : await t.registerCustomer()
        : users.get(role)!;
      const failures: string[] = [];
      for (const request of requestsOf(operation)) {
        for (const token of operation.requiresAuth ? [user.token] : [undefined]) {
          let res: TestResponse;
          try {
            res = await t.request({
              method: request.method,
              url: request.url,
              ...(token ? { token } : {}),
              ...(request.body !== undefined ? { body: request.body } : {}),
              ...(request.contentType ? { headers: { 'content-type': request.contentType } } : {}),
              skipContract: true,
              // A stream (issue 28) answers once its headers are sent, then is closed.
              stream: isStream(operation),
            });
          } catch (error) {
            failures.push(`${request.label}: threw ${(error as Error).message.slice(0, 200)}`);
            continue;
          }
          if (!(String(res.statusCode) in operation.responses)) {
            failures.push(
              `${request.label}: ${res.statusCode}, a status the contract does not declare for ${operation.operationId}: ${res.body.slice(0, 200)}`,
            );
          }
          if (res.statusCode >= 500)
            failures.push(`${request.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400 && typeof res.data?.message !== 'string')
            failures.push(`${request.label}: ${res.statusCode} without a JSON message`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
