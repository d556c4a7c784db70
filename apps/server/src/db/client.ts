/**
 * Opens the database: embedded PGlite (persisted in a folder, or in memory) or a real PostgreSQL
 * through node-postgres. Both give the same Drizzle API ({@link Db}); the rest of the server never
 * knows which one it talks to.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { z } from 'zod';
import * as schema from './schema.ts';
import { lockDirectory } from './dirLock.ts';
import { DEFAULT_DATABASE_POOL_SIZE, SERVER_ROOT } from '../config.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; has the same query API as {@link Db}. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database or a transaction: services take this so callers can compose them in one transaction. */
export type DbOrTx = Db | Tx;

/**
 * Thrown when a row of raw SQL does not have the shape its schema declares: a server defect (the
 * SQL and its schema disagree), answered 500 and logged with the column and what was found.
 */
export class RowShapeError extends Error {
  /** 0-based index of the first row that did not match. */
  readonly rowIndex: number;
  /** What zod found wrong in it (path = the column). */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(rowIndex: number, issues: readonly z.core.$ZodIssue[]) {
    super(
      `Row ${rowIndex} of a raw SQL query does not match its schema: ${issues
        .map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`)
        .join('; ')}`,
    );
    this.name = 'RowShapeError';
    this.rowIndex = rowIndex;
    this.issues = issues;
  }
}

/** The schema of one raw SQL row: a `z.object` of the columns (see ./columns.ts). */
export type RowSchema = z.ZodType<Record<string, unknown>>;

/**
 * Parses every row with `schema` and returns the parsed rows (counts as numbers, timestamps as
 * Dates: see ./columns.ts). @throws RowShapeError on the first row that does not match
 */
export function parseRows<S extends RowSchema>(rows: readonly unknown[], schema: S): z.output<S>[] {
  const parsed: z.output<S>[] = [];
  for (let index = 0; index < rows.length; index++) {
    const result = schema.safeParse(rows[index]);
    if (!result.success) throw new RowShapeError(index, result.error.issues);
    parsed.push(result.data);
  }
  return parsed;
}

/**
 * Runs raw SQL and returns its rows parsed with `schema` (one `z.object` per row, declared once at
 * module level: building a schema per call costs ~9× its parse), whichever driver is underneath
 * (both answer `{ rows }`). Prefer the query builder; use this for SQL it cannot express
 * (aggregates over several tables, FTS). A type argument instead of a schema is refused by the
 * linter: the row's type is what the schema checked.
 * @throws RowShapeError when a row does not match `schema`
 */
export async function queryRows<S extends RowSchema>(
  db: DbOrTx,
  query: SQL,
  schema: S,
): Promise<z.output<S>[]> {
  const result: unknown = await db.execute(query);
  return parseRows((result as { rows: unknown[] }).rows, schema);
}

const preparedCache = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared query built once per database (or transaction) object and reused: hot paths (the
 * token lookup and rate-limit counter of every request, the unread count) skip Drizzle's query
 * building, and on PostgreSQL the server-side parse and plan (a named prepared statement per
 * connection).
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  let byName = preparedCache.get(db);
  if (!byName) {
    byName = new Map();
    preparedCache.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    byName.set(name, query);
  }
  return query;
}

/**
 * A named prepared statement of raw SQL (for statements the query builder cannot express, such as
 * data-modifying CTEs), built once per database object like {@link prepared}. `build` returns SQL
 * with `sql.placeholder(name)` values; `execute(values)` fills them and returns the rows parsed
 * with `schema` (see {@link queryRows}). @throws RowShapeError from `execute` on a row that does
 * not match
 */
export function preparedSql<S extends RowSchema>(
  db: DbOrTx,
  name: string,
  build: () => SQL,
  schema: S,
): { execute(values: Record<string, unknown>): Promise<z.output<S>[]> } {
  return prepared(db, name, (d) => {
    const internals = d as unknown as {
      dialect: { sqlToQuery(query: SQL): unknown };
      session: {
        prepareQuery(
          query: unknown,
          fields: undefined,
          name: string,
          arrayMode: boolean,
        ): { execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }> };
      };
    };
    const query = internals.session.prepareQuery(
      internals.dialect.sqlToQuery(build()),
      undefined,
      name,
      false,
    );
    return { execute: async (values) => parseRows((await query.execute(values)).rows, schema) };
  });
}

/** An open database with its driver kind and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the versioned migrations of apps/server/drizzle that are not applied yet. */
  migrate(): Promise<void>;
  /** Closes the connection(s). */
  close(): Promise<void>;
  /**
   * Runs `task` while holding the PostgreSQL advisory lock `key` (a session lock on a connection of
   * its own, so `task` may use the whole pool); other processes calling it with the same key wait.
   * On PGlite (one process per folder) it just runs `task`.
   */
  withAdvisoryLock<T>(key: number, task: () => Promise<T>): Promise<T>;
  /**
   * Sends `payload` on `channel` to every listening process (PostgreSQL NOTIFY; this process's
   * own listeners included). On PGlite: nothing to do (one process).
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTENs on `channel` on a connection of its own, reconnecting after a loss (every 1 s).
   * `onReconnect` runs after a reconnection, since notifications sent meanwhile were missed.
   * On PGlite: never calls back. @returns a function that stops listening
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
}

/** Delay before a lost LISTEN connection is opened again, in ms. @default 1000 */
export const LISTEN_RECONNECT_MS = 1000;

/** Keeps a dedicated LISTEN connection open (see {@link Database.listen}). */
async function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (reconnecting: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const retry = () => {
      if (stopped || timer) return;
      if (client === next) client = null;
      next.end().catch(() => {});
      timer = setTimeout(() => {
        timer = null;
        connect(true).catch(() => retry());
      }, LISTEN_RECONNECT_MS);
      timer.unref();
    };
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    if (reconnecting) onReconnect();
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
    client = null;
  };
}

/** Advisory lock keys (pg_advisory_lock), one per job only one process may do at a time. */
export const MIGRATION_LOCK = 727274;
export const SEED_LOCK = 727275;

/** Folder of the versioned SQL migrations generated by drizzle-kit. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/**
 * Where the database is.
 * - `{ url: 'postgres://…' }`: a real PostgreSQL (pool of `poolSize` connections, @default
 *   {@link DEFAULT_DATABASE_POOL_SIZE}).
 * - `{ dataDir: '/abs/folder' }`: PGlite persisted in that folder (created if missing).
 * - `{}`: PGlite in memory (tests).
 */
export interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from a dump made by `PGlite.dumpDataDir()` (test harness speed-up). */
  loadDataDir?: Blob | File | undefined;
  /**
   * PGlite only: use this open client instead of starting one (the test harness keeps one per
   * worker, test/harness.ts); `close()` then leaves it open. `dataDir` and `loadDataDir` are
   * ignored with it.
   */
  pglite?: PGlite | undefined;
}

/** Opens a database; see {@link DatabaseOptions}. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    });
    // A broken connection must not crash the process; the pool replaces it. The pool's own
    // listener covers idle clients only: a client whose server connection dies between a query
    // and its release emits `error` on itself, which without a listener kills the process
    // (node-postgres issue 3202; a PostgreSQL crash did so 3 of 3 times). The request that was
    // using it fails with the error and answers 503 (see `isDatabaseUnavailable`).
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several server processes may start at once: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
      async withAdvisoryLock(key, task) {
        const lock = new pg.Client({ connectionString: url });
        lock.on('error', () => {});
        await lock.connect();
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [key]);
          return await task();
        } finally {
          await lock.end().catch(() => {}); // ending the session releases its locks
        }
      },
      async notify(channel, payload) {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      listen: (channel, onMessage, onReconnect) => listenOn(url, channel, onMessage, onReconnect),
    };
  }
  if (options.pglite) {
    const pgliteDb = drizzlePglite(options.pglite, { schema, casing: 'snake_case' });
    return pgliteDatabase(pgliteDb, async () => {});
  }
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    // One process per folder: a second one refuses to start (DirectoryLockedError).
    unlock = lockDirectory(options.dataDir);
  }
  let client: PGlite;
  try {
    client = new PGlite({
      // Trigram similarity for search's typo corrections and suggestions.
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  return pgliteDatabase(pgliteDb, async () => {
    await client.close();
    unlock();
  });
}

/** The {@link Database} over a PGlite client's Drizzle instance; `close` ends it. */
function pgliteDatabase(
  pgliteDb: ReturnType<typeof drizzlePglite<typeof schema>>,
  close: () => Promise<void>,
): Database {
  return {
    db: pgliteDb,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close,
    withAdvisoryLock: (_key, task) => task(),
    notify: async () => {},
    listen: () => Promise.resolve(async () => {}),
  };
}
