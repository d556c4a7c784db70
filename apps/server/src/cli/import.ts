/**
 * `pnpm --filter @hireloop/server db:import <dir>`: imports the real marketplace data of `<dir>`
 * (companies.jsonl and jobs.jsonl, plain or .gz; see apps/server/data/README.md) into the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR), read in place. A sync (decision 202): listings already
 * imported are updated, new ones added, those of the import's lists it no longer has closed; running
 * it again changes nothing. Prints the counts, the sync's summary line and the elapsed time. Exit
 * code 1 on a missing folder or a malformed file.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../clock.ts';
import {
  importRealData,
  isDataDir,
  syncSummary,
} from '../modules/marketplace/import/importData.ts';

const dirArg = process.argv[2];
if (!dirArg || dirArg === '--help') {
  console.error(
    'Usage: pnpm --filter @hireloop/server db:import <dir with companies.jsonl and jobs.jsonl>',
  );
  process.exit(dirArg ? 0 : 1);
}
// pnpm --filter runs the script in apps/server; a relative folder means the caller's folder.
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), dirArg);
if (!isDataDir(dir)) {
  console.error(`${dir} has no companies.jsonl(.gz) and jobs.jsonl(.gz).`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  await database.migrate();
  const result = await importRealData({
    db: database.db,
    dir,
    now: systemClock.now(),
    log: (message) => console.log(message),
  });
  const { companies, postings } = result;
  console.log(
    `Companies: ${companies.created} created, ${companies.existing} already imported ` +
      `(${companies.read} profiles; ${companies.withoutProfile} companies of listings got a minimal profile)`,
  );
  console.log(
    `Postings:  ${postings.created} created, ${postings.existing} already imported ` +
      `(${postings.read} listings: ${postings.published} published, ${postings.closed} closed; ` +
      `${postings.duplicateIds} repeated ids kept with a suffix)`,
  );
  console.log(syncSummary(result));
  console.log(`Done in ${(result.elapsedMs / 1000).toFixed(1)} s (${database.kind}).`);
} catch (error) {
  console.error(`Import failed, nothing was written: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
