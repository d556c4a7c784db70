import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** Absolute path of apps/server (resolved from this file, not from the working directory). */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Absolute path of the repository root. */
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
  /** Folder for the embedded database, uploaded media and the e-mail outbox. @default apps/server/.data */
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
  /** Secret that signs CSRF tokens; unset means a key generated once and kept in the database. */
  appKey: string | undefined;
  /** Folder of real companies and listings to import at start (IMPORT_DIR), resolved from the caller's directory. */
  importDir: string | undefined;
  /** Rate-limit policies (contract info.description "Rate limits"). */
  rateLimits: {
    /** Failed logins/registrations per IP and per e-mail in 15 minutes. @default 5 (RATE_LIMIT_AUTH_FAILURES) */
    authFailures: { max: number; windowMs: number };
    /** Successful registrations per IP address in an hour. @default 10 (RATE_LIMIT_REGISTRATIONS) */
    registrations: { max: number; windowMs: number };
    /** Notification reads (list, unread count) per token a minute. @default 30 (RATE_LIMIT_NOTIFICATION_READS) */
    notificationReads: { max: number; windowMs: number };
    /** Other calls per token (or per IP for guests) a minute. @default 300 (RATE_LIMIT_REQUESTS) */
    requests: { max: number; windowMs: number };
    /** Every call from one IP address, whichever tokens it uses, a minute. @default 1200 (RATE_LIMIT_ADDRESS_REQUESTS) */
    addressRequests: { max: number; windowMs: number };
  };
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
  DATA_DIR: z.string().default('.data'),
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
  IMPORT_DIR: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .optional(),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  // ── rate limits ───────────────────────────────────────────────────────────────────────
  RATE_LIMIT_AUTH_FAILURES: positiveInt(5),
  RATE_LIMIT_REGISTRATIONS: positiveInt(10),
  RATE_LIMIT_NOTIFICATION_READS: positiveInt(30),
  RATE_LIMIT_REQUESTS: positiveInt(300),
  RATE_LIMIT_ADDRESS_REQUESTS: positiveInt(1200),
  // ── scale-out (database pool, media storage): variables of the scale-out work go here ──
});

/** The variables of {@link ENV_SCHEMA}, e.g. for the README and `.env.example` checks. */
export const ENV_VARIABLES = Object.keys(ENV_SCHEMA.shape) as (keyof typeof ENV_SCHEMA.shape)[];

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
    dataDir: path.resolve(SERVER_ROOT, e.DATA_DIR),
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
    appKey: e.APP_KEY,
    importDir: e.IMPORT_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.IMPORT_DIR) : undefined,
    rateLimits: {
      authFailures: { max: e.RATE_LIMIT_AUTH_FAILURES, windowMs: 15 * MINUTE_MS },
      registrations: { max: e.RATE_LIMIT_REGISTRATIONS, windowMs: 60 * MINUTE_MS },
      notificationReads: { max: e.RATE_LIMIT_NOTIFICATION_READS, windowMs: MINUTE_MS },
      requests: { max: e.RATE_LIMIT_REQUESTS, windowMs: MINUTE_MS },
      addressRequests: { max: e.RATE_LIMIT_ADDRESS_REQUESTS, windowMs: MINUTE_MS },
    },
  };
}
