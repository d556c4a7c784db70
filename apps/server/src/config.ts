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
  // --- Scale-out (several processes on one PostgreSQL) -----------------------------------------
  /** Connections in this process's PostgreSQL pool (DATABASE_POOL_SIZE, 1–1000). @default 10 */
  databasePoolSize: number;
  /** Where stored files live (MEDIA_STORAGE). @default 'database' with DATABASE_URL, else 'local' */
  mediaStorage: StorageKind;
  /** The S3-compatible store (S3_* variables); set when mediaStorage is 's3'. */
  s3: S3Settings | undefined;
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
    ...scaleOutConfig(env),
  };
}

// --- Scale-out settings ------------------------------------------------------------------------

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

/** Largest DATABASE_POOL_SIZE accepted. */
export const MAX_DATABASE_POOL_SIZE = 1000;

/**
 * Reads the scale-out block: DATABASE_POOL_SIZE, MEDIA_STORAGE and the S3_* variables.
 * @throws Error naming the variable: a pool size outside 1–1000, an unknown MEDIA_STORAGE, `s3`
 *   without S3_BUCKET, or only one of S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY
 */
export function scaleOutConfig(
  env: NodeJS.ProcessEnv,
): Pick<AppConfig, 'databasePoolSize' | 'mediaStorage' | 's3'> {
  const poolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : 10;
  if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > MAX_DATABASE_POOL_SIZE)
    throw new Error(
      `DATABASE_POOL_SIZE must be an integer from 1 to ${MAX_DATABASE_POOL_SIZE}, got ${env.DATABASE_POOL_SIZE}`,
    );
  const storage = env.MEDIA_STORAGE || (env.DATABASE_URL ? 'database' : 'local');
  if (!(STORAGE_KINDS as readonly string[]).includes(storage))
    throw new Error(`MEDIA_STORAGE must be one of ${STORAGE_KINDS.join(', ')}, got ${storage}`);
  if (storage !== 's3')
    return { databasePoolSize: poolSize, mediaStorage: storage as StorageKind, s3: undefined };
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is required when MEDIA_STORAGE is s3');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (env.S3_FORCE_PATH_STYLE && !['true', 'false'].includes(env.S3_FORCE_PATH_STYLE))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got ${env.S3_FORCE_PATH_STYLE}`);
  return {
    databasePoolSize: poolSize,
    mediaStorage: 's3',
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE
        ? env.S3_FORCE_PATH_STYLE === 'true'
        : Boolean(env.S3_ENDPOINT),
      prefix: env.S3_PREFIX ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    },
  };
}
