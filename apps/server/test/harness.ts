/**
 * Test harness of the server (platform and marketplace tests alike).
 *
 * `createTestApp()` builds the real application on an empty, migrated database — the worker's
 * in-memory PGlite, emptied for each app, or, when TEST_DATABASE_URL is set, a new PostgreSQL
 * database created for the test file and dropped afterwards — with a manual clock and a temporary
 * DATA_DIR. Every answer of `t.request()` is checked against the contract: its status must be one
 * the operation declares and its JSON body must match that response's schema, so every test is
 * also a contract test.
 *
 * ```ts
 * const t = await createTestApp();
 * afterAll(() => t.close());
 * const maya = await t.registerCustomer();
 * const res = await t.request({ method: 'GET', url: '/api/v1/c/notifications', token: maya.token });
 * t.clock.advance(15 * 60_000);
 * ```
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { SERVER_MODULES } from '../src/modules/index.ts';
import { loadConfig } from '../src/config.ts';
import { createManualClock, type ManualClock } from '../src/clock.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { createAjv, loadContract, type ContractOperation } from '../src/contract/openapi.ts';
import type { Handlers } from '../src/http/context.ts';
import { outboundEmails } from '../src/db/schema.ts';
import type { Schema } from '../src/contract/types.ts';
import type { ValidateFunction } from 'ajv';

/** A strong password that satisfies every rule of R-VALID-1. */
export const STRONG_PASSWORD = 'Str0ng-Passw0rd!';

/** Options of one test request. */
export interface TestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Bearer token. */
  token?: string;
  /** JSON body (objects are serialised) or a raw string/Buffer with its own content-type header. */
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Attach a valid CSRF cookie + header. @default true for state-changing requests without a token */
  csrf?: boolean;
  /** Skip the contract check of the answer (for deliberately off-contract requests). @default false */
  skipContract?: boolean;
  /** Client IP address. @default a random 10.x.y.z, so per-IP limits of one test do not leak into another */
  ip?: string;
  /**
   * The answer may be a never-ending `text/event-stream` (issue 28, `streamMessages`): it resolves
   * once the headers are sent, and a stream is closed at once with an empty body (other answers are
   * read whole). Test a stream's events on a listening server with `fetch`. @default false
   */
  stream?: boolean;
}

/** An answer, with its JSON body parsed. */
export interface TestResponse extends LightMyRequestResponse {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  data: any;
}

/** A user signed up through the API. */
export interface TestUser {
  user: Schema<'User'>;
  token: string;
  email: string;
  password: string;
}

/** The harness of one test file. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  clock: ManualClock;
  dataDir: string;
  request(options: TestRequest): Promise<TestResponse>;
  /** A fresh CSRF cookie value (the same string goes in the cookie and the header). */
  csrfToken(): Promise<string>;
  registerCustomer(overrides?: Partial<Record<string, unknown>>): Promise<TestUser>;
  registerBusiness(overrides?: Partial<Record<string, unknown>>): Promise<TestUser>;
  login(email: string, password: string, remember?: boolean): Promise<TestResponse>;
  /**
   * E-mails in the outbox table, oldest first, each with the text and HTML it was delivered with
   * (a delivered message's stored copy has its link tokens redacted; the harness keeps what the
   * mailer sent, like the recipient's mailbox). `stored` is the row as the table holds it.
   */
  emails(): Promise<
    (typeof outboundEmails.$inferSelect & { stored: typeof outboundEmails.$inferSelect })[]
  >;
  close(): Promise<void>;
}

let counter = 0;
const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;
/** A unique e-mail address for a test user. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${process.pid}.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

/** Opens an empty, migrated database for one test app (see module comment). */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `hl_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), poolSize: 5 });
    await database.migrate();
    return {
      database,
      drop: async () => {
        await database.close();
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  if (workerPglite?.inUse) {
    // Another app of this file still uses the worker's PGlite: one of this app's own, closed with it.
    const client = await startPglite(dump);
    const database = await openDatabase({ pglite: client });
    return { database, drop: () => client.close() };
  }
  // The worker's PGlite: started on its first app, emptied for every later one.
  if (workerPglite) await emptyDatabase(workerPglite.client);
  else workerPglite = { client: await startPglite(dump), inUse: false };
  const shared = workerPglite;
  shared.inUse = true;
  const database = await openDatabase({ pglite: shared.client });
  return {
    database,
    drop: () => {
      shared.inUse = false;
      return Promise.resolve();
    },
  };
}

/**
 * The test worker's embedded database (decision 228): one PGlite per worker, started once from the
 * migrated dump and emptied before each test app, instead of a fresh PGlite per app (1.2–1.4 s
 * each). Each app gets a new Drizzle instance over it, so the caches the server keys by database
 * object start empty too. A test that patches the client puts it back in its `afterAll`.
 */
let workerPglite: { client: PGlite; inUse: boolean } | undefined;

/** A PGlite started from the migrated dump of test/global-setup.ts (migrations newer than it applied). */
async function startPglite(dump: string): Promise<PGlite> {
  const database = await openDatabase({ loadDataDir: new Blob([readFileSync(dump)]) });
  await database.migrate();
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * Empties every table of the app's schema, restarts its identity sequences and refreshes its
 * materialized views (the search suggestions' word lists), which then hold nothing either.
 */
async function emptyDatabase(client: PGlite): Promise<void> {
  const { rows: tables } = await client.query<{ name: string }>(
    "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
  );
  const { rows: views } = await client.query<{ name: string }>(
    "SELECT format('%I.%I', schemaname, matviewname) AS name FROM pg_matviews WHERE schemaname = 'public'",
  );
  await client.exec(
    [
      `TRUNCATE ${tables.map((table) => table.name).join(', ')} RESTART IDENTITY CASCADE;`,
      ...views.map((view) => `REFRESH MATERIALIZED VIEW ${view.name};`),
    ].join('\n'),
  );
}

const contract = loadContract();
const responseAjv = createAjv(contract, { coerce: false, defaults: false });
const validators = new Map<string, ValidateFunction>();

/** Checks an answer against the contract operation that produced it. @throws Error describing the mismatch */
export function assertMatchesContract(
  operation: ContractOperation,
  res: LightMyRequestResponse,
): void {
  const status = String(res.statusCode);
  const declared = operation.responses[status] ?? operation.responses.default;
  if (!declared) {
    throw new Error(
      `${operation.operationId} answered ${status}, which the contract does not declare. Body: ${res.body.slice(0, 500)}`,
    );
  }
  const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!;
  const mediaTypes = Object.keys(declared.content);
  if (mediaTypes.length === 0) return;
  if (!mediaTypes.includes(contentType)) {
    throw new Error(
      `${operation.operationId} ${status} answered ${contentType || 'no content type'}, contract: ${mediaTypes.join(', ')}`,
    );
  }
  const schema = declared.content[contentType];
  if (!schema || contentType !== 'application/json') return;
  const cacheKey = `${operation.operationId}:${status}`;
  let validate = validators.get(cacheKey);
  if (!validate) {
    validate = responseAjv.compile(schema);
    validators.set(cacheKey, validate);
  }
  const body: unknown = JSON.parse(res.body);
  if (!validate(body)) {
    throw new Error(
      `${operation.operationId} ${status} breaks the contract: ${JSON.stringify(validate.errors, null, 1).slice(0, 2000)}\nBody: ${res.body.slice(0, 1000)}`,
    );
  }
  // 429 and 503 (ServiceUnavailable) declare Retry-After: the client waits that long.
  if ('retry-after' in declared.headers && !res.headers['retry-after'])
    throw new Error(`${operation.operationId} ${status} without Retry-After`);
}

/** Creates the app of one test file. Close it in `afterAll`. */
export async function createTestApp(
  options: { clock?: ManualClock; handlers?: Handlers; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-test-'));
  const clock = options.clock ?? createManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:5173',
    ...options.env,
  });
  // What the mailer delivered, by queue id (the recipient's mailbox).
  const delivered = new Map<string, { text: string; html: string | null }>();
  const app = await buildApp({
    config,
    database,
    clock,
    modules: SERVER_MODULES,
    ...(options.handlers ? { handlers: options.handlers } : {}),
    onEmailSent: ({ id, text, html }) => delivered.set(id, { text, html }),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    (reply.raw as unknown as { operation?: ContractOperation }).operation =
      request.routeOptions.config.operation;
    return payload;
  });
  await app.ready();

  async function csrfToken(): Promise<string> {
    const res = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    return cookie.value;
  }

  async function request(options: TestRequest): Promise<TestResponse> {
    const headers: Record<string, string> = {
      'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/131.0 Safari/537.36',
      ...options.headers,
    };
    const cookies: Record<string, string> = { ...options.cookies };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const needsCsrf = options.csrf ?? (options.method !== 'GET' && !options.token);
    if (needsCsrf) {
      const value = await csrfToken();
      cookies['XSRF-TOKEN'] = value;
      headers['x-xsrf-token'] = value;
    }
    const inject: InjectOptions = {
      method: options.method,
      url: options.url,
      headers,
      cookies,
      remoteAddress: options.ip ?? randomIp(),
    };
    if (options.body !== undefined) {
      if (typeof options.body === 'string' || Buffer.isBuffer(options.body))
        inject.payload = options.body;
      else inject.payload = options.body as InjectOptions['payload'];
    }
    if (options.stream) inject.payloadAsStream = true;
    const res = (await app.inject(inject)) as TestResponse;
    if (options.stream) {
      const body = res.stream();
      if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        (res.raw.res as unknown as { destroy(): void }).destroy();
        body.destroy();
        res.body = res.payload = '';
      } else {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk as Buffer);
        res.body = res.payload = Buffer.concat(chunks).toString();
      }
    }
    const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
    res.data = isJson && res.body ? (JSON.parse(res.body) as unknown) : undefined;
    const operation = (res.raw.res as unknown as { operation?: ContractOperation }).operation;
    if (operation && !options.skipContract) assertMatchesContract(operation, res);
    return res;
  }

  async function register(body: Record<string, unknown>): Promise<TestUser> {
    const res = await request({ method: 'POST', url: '/api/v1/auth/register', body });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    const data = res.data as Schema<'AuthResponse'>;
    return {
      user: data.user,
      token: data.token,
      email: String(body.email),
      password: String(body.password),
    };
  }

  return {
    app,
    db: database.db,
    database,
    clock,
    dataDir,
    request,
    csrfToken,
    registerCustomer: (overrides = {}) =>
      register({
        role: 'customer',
        email: uniqueEmail('customer'),
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        agreed_to_terms: true,
        first_name: 'Maya',
        last_name: 'Okafor',
        ...overrides,
      }),
    registerBusiness: (overrides = {}) =>
      register({
        role: 'business',
        email: uniqueEmail('business'),
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        agreed_to_terms: true,
        business_name: 'Hugging Face',
        ...overrides,
      }),
    login: (email, password, remember = false) =>
      request({ method: 'POST', url: '/api/v1/auth/login', body: { email, password, remember } }),
    emails: async () =>
      (await database.db.select().from(outboundEmails).orderBy(outboundEmails.createdAt)).map(
        (stored) => ({ ...stored, ...delivered.get(stored.id), stored }),
      ),
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
