import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { closest, distance } from 'fastest-levenshtein';
import { z } from 'zod';

/**
 * Absolute path of apps/server (resolved from this file, not from the working directory), in the
 * repository and in the production artifact, which keeps the repository's layout.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * Absolute path of the repository root (the production artifact's folder): the one base every
 * relative path of the configuration resolves against (`DATA_DIR`, `WEB_DIST`, `IMPORT_DIR`),
 * whatever the working directory, and where `.env` is read from.
 */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

/**
 * Runtime configuration of the server, read from the environment once at start (see ARCHITECTURE.md).
 * Every variable is declared in {@link ENV_SCHEMA}, documented in the README's configuration table
 * and in `.env.example`.
 */
export interface AppConfig {
  /** `development`, `production` or `test`. @default 'development' */
  env: 'development' | 'production' | 'test';
  /** TCP port. @default 3000 */
  port: number;
  /** Interface to bind. @default '127.0.0.1' (loopback; set HOST=0.0.0.0 in a container) */
  host: string;
  /** Folder for the embedded database, uploaded media and the e-mail outbox (DATA_DIR, relative to the repository root). @default apps/server/.data */
  dataDir: string;
  /** `postgres://…` to use a real PostgreSQL; unset means embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** `smtp://…` or `smtps://…`; unset means e-mails are written to `dataDir/outbox`. */
  smtpUrl: string | undefined;
  /** Sender address of every e-mail. @default 'HireLoop <no-reply@hireloop.local>' */
  mailFrom: string;
  /** Public origin used to build links in e-mails. @default `http://localhost:${port}` */
  publicUrl: string;
  /** Folder of the built web app served on the API's origin. @default apps/web/dist */
  webDist: string;
  /** Serve `webDist` (when built) with SPA fallback on the API's origin. @default true except in tests (SERVE_WEB) */
  serveWeb: boolean;
  /** Mark cookies Secure (HTTPS only). @default true when env is production and PUBLIC_URL is https */
  secureCookies: boolean;
  /** Trust X-Forwarded-For from a proxy in front (for per-IP rate limits). @default false */
  trustProxy: boolean;
  /** pino level. @default 'info' ('silent' in tests) */
  logLevel: string;
  /** `pretty` (one coloured line per request) or `json` (one JSON object a line). @default json in production, pretty otherwise */
  logFormat: 'pretty' | 'json';
  /** Seed the demo accounts and demo content into an empty database. @default false in production, true otherwise (SEED_DEMO) */
  seedDemo: boolean;
  /** Serve the browsable contract at /docs. @default false in production, true otherwise (DOCS_PUBLIC) */
  docsPublic: boolean;
  /** Secret that signs CSRF tokens; unset means a key generated once and kept in the database. */
  appKey: string | undefined;
  /**
   * The Prometheus endpoint `/metrics` (plugins/metrics.ts, decision 218): `enabled` serves it
   * (METRICS_ENABLED, @default false); `token`, when set, is the Bearer token it requires
   * (METRICS_TOKEN, at least {@link MIN_METRICS_TOKEN_LENGTH} characters; required in production).
   */
  metrics: { enabled: boolean; token: string | undefined };
  /**
   * Folder of real companies and listings to import at start: IMPORT_DIR (relative to the
   * repository root), else the data set in the repository (`apps/server/data`); undefined when
   * IMPORT_REAL_DATA=false.
   */
  importDir: string | undefined;
  /**
   * Days an imported listing stays open after its source last updated it (LISTING_FRESH_DAYS,
   * 1–3650; decision 200, marketplace/freshness.ts). @default {@link DEFAULT_LISTING_FRESH_DAYS}
   */
  listingFreshDays: number;
  /** Rate-limit policies (contract info.description "Rate limits"). */
  rateLimits: {
    /**
     * Failed logins/registrations per IP address, and per e-mail from one IP address, in 15
     * minutes. @default 5 (RATE_LIMIT_AUTH_FAILURES)
     */
    authFailures: { max: number; windowMs: number };
    /**
     * Failed logins/registrations per e-mail from all addresses together in 15 minutes: the
     * ceiling that slows a guesser spread over many addresses without letting 5 strangers lock
     * the owner out. @default 50 (RATE_LIMIT_ACCOUNT_FAILURES)
     */
    accountFailures: { max: number; windowMs: number };
    /** Successful registrations per IP address in an hour. @default 10 (RATE_LIMIT_REGISTRATIONS) */
    registrations: { max: number; windowMs: number };
    /** Notification reads (list, unread count) per token a minute. @default 30 (RATE_LIMIT_NOTIFICATION_READS) */
    notificationReads: { max: number; windowMs: number };
    /** Other calls per token (or per IP for guests) a minute. @default 300 (RATE_LIMIT_REQUESTS) */
    requests: { max: number; windowMs: number };
    /**
     * Every call from one IP address, whichever tokens it uses, a minute: a quarter of the searches
     * a minute the server was measured to serve, and twice one token's limit (decision 212).
     * @default 600 (RATE_LIMIT_ADDRESS_REQUESTS)
     */
    addressRequests: { max: number; windowMs: number };
    /**
     * Requests of one IP address served at once; more wait in a short queue, then 429
     * (http/addressConcurrency.ts, decision 212; RATE_LIMIT_ADDRESS_CONCURRENCY, 1–1000).
     * @default half the server's capacity, at least 1: 1 on PGlite, else
     *   max(1, floor(min(DATABASE_POOL_SIZE, CPUs) / 2)) ({@link defaultAddressConcurrency})
     */
    addressConcurrency: number;
  };
  // --- Scale-out (several processes on one PostgreSQL) -----------------------------------------
  /**
   * Connections in this process's PostgreSQL pool (DATABASE_POOL_SIZE, 1–1000).
   * @default {@link DEFAULT_DATABASE_POOL_SIZE}
   */
  databasePoolSize: number;
  /** Where stored files live (MEDIA_STORAGE). @default 'database' with DATABASE_URL, else 'local' */
  mediaStorage: StorageKind;
  /** The S3-compatible store (S3_* variables); set when mediaStorage is 's3'. */
  s3: S3Settings | undefined;
}

const MINUTE_MS = 60 * 1000;

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).optional();
const positiveInt = (fallback: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'must be a positive integer')
    .default(String(fallback))
    .transform(Number);
const url = (protocols: RegExp, what: string) =>
  z
    .string()
    .refine((v) => {
      try {
        return protocols.test(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a ${what} URL`)
    .optional();

/** The storage drivers of stored files (MEDIA_STORAGE; services/storage.ts). */
export const STORAGE_KINDS = ['database', 'local', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Settings of the S3-compatible storage driver (S3_* variables). */
export interface S3Settings {
  bucket: string;
  /** e.g. `us-east-1`. @default 'us-east-1' (S3_REGION) */
  region: string;
  /** Endpoint of an S3-compatible service (MinIO, R2, …); unset for AWS S3. (S3_ENDPOINT) */
  endpoint: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`). @default true when S3_ENDPOINT is set (S3_FORCE_PATH_STYLE) */
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. `hireloop/`. @default '' (S3_PREFIX) */
  prefix: string;
  /** Static credentials; unset means the SDK's default chain (env, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/**
 * DATABASE_POOL_SIZE when unset: one connection per concurrent client of the API load test
 * (`bench:api`, 20 connections), so no request waits for a connection while another holds it
 * through a gate write and a search.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 20;
/** Days an imported listing stays open after its source's last update (LISTING_FRESH_DAYS). */
export const DEFAULT_LISTING_FRESH_DAYS = 60;
/** Largest LISTING_FRESH_DAYS accepted (ten years). */
export const MAX_LISTING_FRESH_DAYS = 3650;
/** Largest DATABASE_POOL_SIZE accepted. */
export const MAX_DATABASE_POOL_SIZE = 1000;
/**
 * RATE_LIMIT_ADDRESS_CONCURRENCY when unset: the per-address cap of http/addressConcurrency.ts
 * from the server's capacity (decision 212): half the queries the server runs at
 * once (at least 1), so one address takes at most half and another user's latency at most doubles.
 * The capacity is 1 on PGlite (one query at a time, in the server's own thread), else the smaller of
 * the pool size and the CPUs (more connections than cores only queue inside PostgreSQL).
 * @param database `pglite` or `postgres`
 * @param poolSize DATABASE_POOL_SIZE
 * @param cpus the machine's `os.availableParallelism()`
 */
export function defaultAddressConcurrency(
  database: 'pglite' | 'postgres',
  poolSize: number,
  cpus: number,
): number {
  const capacity = database === 'pglite' ? 1 : Math.min(poolSize, cpus);
  return Math.max(1, Math.floor(capacity / 2));
}

/** Largest RATE_LIMIT_ADDRESS_CONCURRENCY accepted. */
export const MAX_ADDRESS_CONCURRENCY = 1000;
/** Shortest METRICS_TOKEN accepted (as long as APP_KEY: e.g. `openssl rand -hex 32`). */
export const MIN_METRICS_TOKEN_LENGTH = 32;

/**
 * The environment variables of the server and their rules. A value that breaks a rule stops the
 * start with a message naming the variable (see {@link loadConfig}). Empty strings count as unset.
 */
export const ENV_SCHEMA = z.object({
  // ── HTTP and runtime ──────────────────────────────────────────────────────────────────
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z
    .string()
    .regex(/^[0-9]{1,5}$/, 'must be a port number 1–65535')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'must be a port number 1–65535')
    .default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: url(/^https?:$/, 'http(s)'),
  TRUST_PROXY: flag,
  SECURE_COOKIES: flag,
  APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // ── storage ───────────────────────────────────────────────────────────────────────────
  DATA_DIR: z.string().default('apps/server/.data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://'),
  // ── e-mail ────────────────────────────────────────────────────────────────────────────
  SMTP_URL: url(/^smtps?:$/, 'smtp:// or smtps://'),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an e-mail sender')
    .default('HireLoop <no-reply@hireloop.local>'),
  // ── web app, data, logs ───────────────────────────────────────────────────────────────
  WEB_DIST: z.string().default('apps/web/dist'),
  SERVE_WEB: flag,
  SEED_DEMO: flag,
  DOCS_PUBLIC: flag,
  IMPORT_DIR: z.string().optional(),
  IMPORT_REAL_DATA: flag,
  LISTING_FRESH_DAYS: z
    .string()
    .regex(/^[0-9]{1,9}$/, `must be a number of days from 1 to ${MAX_LISTING_FRESH_DAYS}`)
    .default(String(DEFAULT_LISTING_FRESH_DAYS))
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= MAX_LISTING_FRESH_DAYS,
      `must be a number of days from 1 to ${MAX_LISTING_FRESH_DAYS}`,
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .optional(),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  // ── metrics ───────────────────────────────────────────────────────────────────────────
  METRICS_ENABLED: flag,
  METRICS_TOKEN: z
    .string()
    .min(MIN_METRICS_TOKEN_LENGTH, `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`)
    .optional(),
  // ── rate limits ───────────────────────────────────────────────────────────────────────
  RATE_LIMIT_AUTH_FAILURES: positiveInt(5),
  RATE_LIMIT_ACCOUNT_FAILURES: positiveInt(50),
  RATE_LIMIT_REGISTRATIONS: positiveInt(10),
  RATE_LIMIT_NOTIFICATION_READS: positiveInt(30),
  RATE_LIMIT_REQUESTS: positiveInt(300),
  RATE_LIMIT_ADDRESS_REQUESTS: positiveInt(600),
  RATE_LIMIT_ADDRESS_CONCURRENCY: z
    .string()
    .regex(/^[0-9]{1,9}$/, `must be an integer from 1 to ${MAX_ADDRESS_CONCURRENCY}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= MAX_ADDRESS_CONCURRENCY,
      `must be an integer from 1 to ${MAX_ADDRESS_CONCURRENCY}`,
    )
    .optional(),
  // ── scale-out (database pool, media storage) ──────────────────────────────────────────
  DATABASE_POOL_SIZE: z
    .string()
    .regex(/^[0-9]{1,9}$/, `must be an integer from 1 to ${MAX_DATABASE_POOL_SIZE}`)
    .default(String(DEFAULT_DATABASE_POOL_SIZE))
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= MAX_DATABASE_POOL_SIZE,
      `must be an integer from 1 to ${MAX_DATABASE_POOL_SIZE}`,
    ),
  MEDIA_STORAGE: z
    .enum(STORAGE_KINDS, { error: `must be one of ${STORAGE_KINDS.join(', ')}` })
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: url(/^https?:$/, 'http(s)'),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

/** The variables of {@link ENV_SCHEMA}, e.g. for the README and `.env.example` checks. */
export const ENV_VARIABLES = Object.keys(ENV_SCHEMA.shape) as (keyof typeof ENV_SCHEMA.shape)[];

/**
 * Prefixes of the server's variable families: an unknown variable with one of them is a mistake
 * (`RATE_LIMIT_LOGINS`), whatever its distance to a known name.
 */
const FAMILY_PREFIXES = [
  'HIRELOOP_',
  'RATE_LIMIT_',
  'DATABASE_',
  'S3_',
  'SMTP_',
  'MEDIA_',
  'LOG_',
  'IMPORT_',
  'LISTING_',
  'DOCS_',
  'SEED_',
  'SERVE_',
  'METRICS_',
];
/**
 * An unknown variable at most this many edits from a known name of 8 or more characters is taken
 * for a misspelling (`DATABSE_URL`); from a shorter name, at most 1 edit (`HOME` is not `HOST`).
 * @default 2
 */
export const MISSPELLING_MAX_EDITS = 2;
/** Known names shorter than this allow 1 edit only. @default 8 */
export const MISSPELLING_LONG_NAME = 8;

/** A variable of the environment that is not a setting of the server but looks meant as one. */
export interface UnknownVariable {
  variable: string;
  /** The closest known variable, when one is within {@link MISSPELLING_MAX_EDITS} edits or shares the family. */
  suggestion: string | undefined;
}

/**
 * The variables of `env` that look meant for the server but are none of {@link ENV_SCHEMA}'s: a
 * known name misspelled (at most {@link MISSPELLING_MAX_EDITS} edits away, 1 for a name under
 * {@link MISSPELLING_LONG_NAME} characters; any case: `DATABSE_URL`, `port`) or an unknown member of a family (`RATE_LIMIT_LOGINS`), each with the
 * closest known name. Other variables (PATH, HOME…) are not looked at. The server warns at start
 * and goes on (issue 33).
 */
export function unknownVariables(env: NodeJS.ProcessEnv): UnknownVariable[] {
  const known = ENV_VARIABLES as readonly string[];
  const found: UnknownVariable[] = [];
  for (const variable of Object.keys(env).sort()) {
    if (known.includes(variable)) continue;
    const upper = variable.toUpperCase();
    const suggestion = closest(upper, known);
    const allowed = suggestion.length >= MISSPELLING_LONG_NAME ? MISSPELLING_MAX_EDITS : 1;
    const near = distance(upper, suggestion) <= allowed;
    if (near || FAMILY_PREFIXES.some((prefix) => upper.startsWith(prefix)))
      found.push({
        variable,
        suggestion: near || upper.startsWith(familyOf(suggestion)) ? suggestion : undefined,
      });
  }
  return found;
}

/** `RATE_LIMIT_REQUESTS` → `RATE_LIMIT_`; a name of no family → itself plus `_`. */
function familyOf(name: string): string {
  return FAMILY_PREFIXES.find((prefix) => name.startsWith(prefix)) ?? `${name}_`;
}

/** A configuration error: names every variable with a bad value. */
export class ConfigError extends Error {
  /** The variables with bad values. */
  readonly variables: string[];
  constructor(problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable} ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}

/**
 * Reads and validates the configuration from `env` against {@link ENV_SCHEMA}.
 * @throws ConfigError naming each variable whose value breaks its rule (e.g. `PORT must be a port
 * number 1–65535, got "http"`).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in ENV_SCHEMA.shape && value !== ''),
  );
  const parsed = ENV_SCHEMA.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0]);
        return { variable, message: `${issue.message}, got ${JSON.stringify(env[variable])}` };
      }),
    );
  }
  const e = parsed.data;
  const mode = e.NODE_ENV;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: mode,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    serveWeb: e.SERVE_WEB ? e.SERVE_WEB === 'true' : mode !== 'test',
    secureCookies: e.SECURE_COOKIES
      ? e.SECURE_COOKIES === 'true'
      : mode === 'production' && publicUrl.startsWith('https:'),
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? (mode === 'production' ? 'json' : 'pretty'),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : mode !== 'production',
    docsPublic: e.DOCS_PUBLIC ? e.DOCS_PUBLIC === 'true' : mode !== 'production',
    appKey: e.APP_KEY,
    metrics: metricsConfig(e),
    importDir:
      e.IMPORT_REAL_DATA === 'false'
        ? undefined
        : e.IMPORT_DIR
          ? path.resolve(REPO_ROOT, e.IMPORT_DIR)
          : path.join(SERVER_ROOT, 'data'),
    listingFreshDays: e.LISTING_FRESH_DAYS,
    rateLimits: {
      authFailures: { max: e.RATE_LIMIT_AUTH_FAILURES, windowMs: 15 * MINUTE_MS },
      accountFailures: { max: e.RATE_LIMIT_ACCOUNT_FAILURES, windowMs: 15 * MINUTE_MS },
      registrations: { max: e.RATE_LIMIT_REGISTRATIONS, windowMs: 60 * MINUTE_MS },
      notificationReads: { max: e.RATE_LIMIT_NOTIFICATION_READS, windowMs: MINUTE_MS },
      requests: { max: e.RATE_LIMIT_REQUESTS, windowMs: MINUTE_MS },
      addressRequests: { max: e.RATE_LIMIT_ADDRESS_REQUESTS, windowMs: MINUTE_MS },
      addressConcurrency:
        e.RATE_LIMIT_ADDRESS_CONCURRENCY ??
        defaultAddressConcurrency(
          e.DATABASE_URL ? 'postgres' : 'pglite',
          e.DATABASE_POOL_SIZE,
          os.availableParallelism(),
        ),
    },
    databasePoolSize: e.DATABASE_POOL_SIZE,
    ...mediaStorageConfig(e),
  };
}

/**
 * The `/metrics` settings from the parsed variables: off unless METRICS_ENABLED=true.
 * @throws ConfigError naming METRICS_TOKEN when the endpoint is on in production without a token
 *   (the numbers would be public: traffic, queue sizes, process internals)
 */
function metricsConfig(e: z.infer<typeof ENV_SCHEMA>): AppConfig['metrics'] {
  const enabled = e.METRICS_ENABLED === 'true';
  if (enabled && e.NODE_ENV === 'production' && !e.METRICS_TOKEN)
    throw new ConfigError([
      {
        variable: 'METRICS_TOKEN',
        message: 'is required when METRICS_ENABLED is true in production',
      },
    ]);
  return { enabled, token: e.METRICS_TOKEN };
}

/**
 * The media storage driver and its S3 settings from the parsed variables: `database` with
 * DATABASE_URL, else `local`, unless MEDIA_STORAGE says otherwise.
 * @throws ConfigError naming S3_BUCKET when `s3` has no bucket, and S3_ACCESS_KEY_ID when only one
 *   of the two keys is set
 */
function mediaStorageConfig(e: z.infer<typeof ENV_SCHEMA>): Pick<AppConfig, 'mediaStorage' | 's3'> {
  const storage = e.MEDIA_STORAGE ?? (e.DATABASE_URL ? 'database' : 'local');
  if (storage !== 's3') return { mediaStorage: storage, s3: undefined };
  const problems: { variable: string; message: string }[] = [];
  if (!e.S3_BUCKET)
    problems.push({ variable: 'S3_BUCKET', message: 'is required when MEDIA_STORAGE is s3' });
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    problems.push({
      variable: 'S3_ACCESS_KEY_ID',
      message: 'and S3_SECRET_ACCESS_KEY must be set together',
    });
  if (problems.length > 0 || !e.S3_BUCKET) throw new ConfigError(problems);
  return {
    mediaStorage: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE
        ? e.S3_FORCE_PATH_STYLE === 'true'
        : Boolean(e.S3_ENDPOINT),
      prefix: e.S3_PREFIX,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
  };
}
