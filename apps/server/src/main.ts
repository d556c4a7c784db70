/**
 * Starts the server: open the database (PGlite in DATA_DIR, or DATABASE_URL), apply migrations,
 * seed demo content into an empty database, listen, and shut down gracefully on signals.
 */
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed.ts';
import { pruneTokens } from './services/sessions.ts';
import { pruneRateLimits } from './services/rateLimits.ts';
import { loadModules } from './modules/index.ts';

/** Background housekeeping interval (outbox, digests, expired tokens and counters). @default 30 s */
const HOUSEKEEPING_MS = 30_000;

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: path.join(config.dataDir, 'pglite') },
);
await database.migrate();
const app = await buildApp({ config, database, clock: systemClock });

// IMPORT_DIR (a folder like ../shared/data): the real companies and listings instead of the
// generated demo content. The import is idempotent, so a second start adds nothing.
const importDir = process.env.IMPORT_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.IMPORT_DIR)
  : undefined;
const seeded = await seedIfEmpty({
  db: database.db,
  now: systemClock.now(),
  notifier: app.deps.notifier,
  log: (message) => app.log.info(message),
  content: !importDir,
});
if (importDir) {
  const { importRealData } = await import('./modules/marketplace/importData.ts');
  const result = await importRealData({
    db: database.db,
    dir: importDir,
    now: systemClock.now(),
    log: (message) => console.log(message),
  });
  console.log(
    `  Real data from ${importDir}: ${result.companies.created} companies and ${result.postings.created} postings imported` +
      ` (${result.companies.existing} and ${result.postings.existing} already there)`,
  );
}

const timer = setInterval(() => {
  const now = systemClock.now();
  void (async () => {
    await app.deps.notifier.sendDigests(database.db);
    for (const module of await loadModules()) await module.housekeeping?.(app.deps);
    await app.deps.mailer.flush();
    await pruneTokens(database.db, now);
    await pruneRateLimits(database.db, now);
  })().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
}, HOUSEKEEPING_MS);
timer.unref();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  clearInterval(timer);
  await app.close();
  await database.close();
});

const address = await app.listen({ port: config.port, host: config.host });
const url = address.replace('127.0.0.1', 'localhost');
const where =
  database.kind === 'pglite'
    ? `PGlite in ${path.join(config.dataDir, 'pglite')}`
    : 'PostgreSQL (DATABASE_URL)';
console.log(
  `\n  HireLoop server: ${url}   (database: ${where}${seeded ? ', demo data seeded' : ''})`,
);
console.log(
  `  Demo customer:  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}`,
);
console.log(
  `  Demo business:  ${DEMO_ACCOUNTS.business.email} / ${DEMO_ACCOUNTS.business.password}\n`,
);
