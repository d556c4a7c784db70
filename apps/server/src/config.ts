import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of apps/server (resolved from this file, not from the working directory). */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Absolute path of the repository root. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

/**
 * Runtime configuration of the server, read from the environment once at start (see ARCHITECTURE.md).
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
  /** Rate-limit policies (contract info.description "Rate limits"). */
  rateLimits: {
    /** Failed logins/registrations per IP and per e-mail in 15 minutes. @default 5 (RATE_LIMIT_AUTH_FAILURES) */
    authFailures: { max: number; windowMs: number };
    /** Notification reads (list, unread count) per token a minute. @default 30 (RATE_LIMIT_NOTIFICATION_READS) */
    notificationReads: { max: number; windowMs: number };
    /** Other calls per token (or per IP for guests) a minute. @default 300 (RATE_LIMIT_REQUESTS) */
    requests: { max: number; windowMs: number };
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Expected a positive integer, got ${value}`);
  return n;
}

/**
 * Reads the configuration from `env`.
 * @throws Error when PORT is not an integer in 1–65535, or a RATE_LIMIT_* is not a positive integer.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT must be 1–65535, got ${env.PORT}`);
  const dataDir = path.resolve(SERVER_ROOT, env.DATA_DIR ?? '.data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: mode,
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'HireLoop <no-reply@hireloop.local>',
    publicUrl,
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    serveWeb: env.SERVE_WEB ? env.SERVE_WEB === 'true' : mode !== 'test',
    secureCookies: env.SECURE_COOKIES
      ? env.SECURE_COOKIES === 'true'
      : mode === 'production' && publicUrl.startsWith('https:'),
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    rateLimits: {
      authFailures: { max: positiveInt(env.RATE_LIMIT_AUTH_FAILURES, 5), windowMs: 15 * 60 * 1000 },
      notificationReads: {
        max: positiveInt(env.RATE_LIMIT_NOTIFICATION_READS, 30),
        windowMs: 60 * 1000,
      },
      requests: { max: positiveInt(env.RATE_LIMIT_REQUESTS, 300), windowMs: 60 * 1000 },
    },
  };
}
