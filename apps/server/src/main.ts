/**
 * Starts the server: open the database (PGlite in DATA_DIR, or DATABASE_URL), apply migrations,
 * seed demo content into an empty database, listen, and shut down gracefully on signals.
 */
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, REPO_ROOT, unknownVariables, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';
import { seedIfEmpty, underSeedLock } from './seed.ts';
import { DirectoryLockedError } from './db/dirLock.ts';
import { pruneTokens } from './services/sessions.ts';
import { pruneRateLimits } from './services/rateLimits.ts';
import { SERVER_MODULES } from './modules/index.ts';
import { backoffMs } from './lib/errors.ts';

/** Background housekeeping interval (digests, expired tokens and counters). @default 30 s */
const HOUSEKEEPING_MS = 30_000;

// `.env` in the app's folder (the repository root, or the production artifact's folder), when
// there is one: it fills in what the environment leaves unset (the environment wins).
const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(
    `\n  ${error.message.replace(/\n/g, '\n  ')}\n  (see .env.example and the README's configuration table)\n`,
  );
  process.exit(1);
}
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
} catch (error) {
  // A second process on the same PGlite folder: say which folder and which process, and stop.
  if (!(error instanceof DirectoryLockedError)) throw error;
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}
await database.migrate();
const app = await buildApp({ config, database, clock: systemClock, modules: SERVER_MODULES });

/**
 * A start-up message: with `LOG_FORMAT=json` (the production default) a JSON log line with
 * `fields`, like every other line, so a log collector can read it; on a developer's terminal the
 * plain text.
 */
function announce(message: string, fields: Record<string, unknown> = {}): void {
  if (config.logFormat === 'json') app.log.info(fields, message.trim());
  else console.log(message);
}

// A misspelled or unknown setting is not silently ignored: a warning names it and the closest
// known variable (the start goes on; the setting keeps its default).
for (const { variable, suggestion } of unknownVariables(process.env))
  app.log.warn(
    { variable, suggestion },
    `Unknown setting ${variable}: it is ignored${suggestion ? ` (did you mean ${suggestion}?)` : ''}; see .env.example`,
  );

// The real companies and listings: the data set in the repository (apps/server/data), or the
// folder IMPORT_DIR names; IMPORT_REAL_DATA=false leaves them out. The import is a sync (decision
// 202): a newer snapshot updates, adds and closes listings; a second start of the same files
// changes nothing.
const importDir = config.importDir;
// Several processes may start at once on one PostgreSQL: one seeds, the others wait and skip.
// Demo accounts only where asked: never in production unless SEED_DEMO=true.
const seeded = await underSeedLock(database, async () => {
  const done =
    config.seedDemo &&
    (await seedIfEmpty({
      db: database.db,
      now: systemClock.now(),
      notifier: app.deps.notifier,
      media: app.deps.media,
      log: (message) => app.log.info(message),
    }));
  if (importDir) {
    const { importRealData, syncSummary } =
      await import('./modules/marketplace/import/importData.ts');
    const result = await importRealData({
      db: database.db,
      dir: importDir,
      now: systemClock.now(),
      log: (message) => announce(message),
    });
    announce(
      `  Real data from ${importDir}: ${result.companies.created} companies created` +
        ` (${result.companies.existing} already there); ${syncSummary(result)}`,
      { importDir, companiesCreated: result.companies.created },
    );
  }
  return done;
});
app.deps.mailer.start();

// Housekeeping every 30 s; while it fails (the database is away) it waits twice as long after
// each failure, up to 5 minutes, and is back to 30 s after the first run that succeeds.
let housekeepingFailures = 0;
let timer: NodeJS.Timeout;
function scheduleHousekeeping(): void {
  timer = setTimeout(
    () => {
      const now = systemClock.now();
      void (async () => {
        await app.deps.notifier.sendDigests(database.db);
        for (const module of SERVER_MODULES) await module.housekeeping?.(app.deps);
        app.deps.mailer.kick();
        await pruneTokens(database.db, now);
        await pruneRateLimits(database.db, now);
      })()
        .then(
          () => {
            housekeepingFailures = 0;
          },
          (error: unknown) => {
            housekeepingFailures += 1;
            app.log.warn({ err: error }, 'housekeeping failed');
          },
        )
        .finally(scheduleHousekeeping);
    },
    backoffMs(housekeepingFailures, HOUSEKEEPING_MS),
  );
  timer.unref();
}
scheduleHousekeeping();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  clearTimeout(timer);
  await app.close();
  await database.close();
});

const address = await app.listen({ port: config.port, host: config.host });
const url = address.replace('127.0.0.1', 'localhost');
const where =
  database.kind === 'pglite'
    ? `PGlite in ${path.join(config.dataDir, 'pglite')}`
    : `PostgreSQL (DATABASE_URL, pool of ${config.databasePoolSize})`;
announce(
  `\n  HireLoop server: ${url}   (database: ${where}; media: ${app.deps.media.storage.kind}${seeded ? '; demo data seeded' : ''})`,
  { url, database: database.kind, media: app.deps.media.storage.kind, seeded: Boolean(seeded) },
);
if (config.seedDemo) {
  announce(
    `  Demo customer:  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}`,
    { demoCustomer: DEMO_ACCOUNTS.customer.email },
  );
  announce(
    `  Demo business:  ${DEMO_ACCOUNTS.business.email} / ${DEMO_ACCOUNTS.business.password}\n`,
    { demoBusiness: DEMO_ACCOUNTS.business.email },
  );
} else announce('  Demo accounts: not seeded (SEED_DEMO=true seeds them into an empty database)\n');
