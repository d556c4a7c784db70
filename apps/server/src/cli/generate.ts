/**
 * `pnpm --filter @hireloop/server db:generate --postings N [--data <dir>] [--seed S]`: adds N
 * realistic postings drawn from the real titles, companies and locations of the data folder
 * (default: the data set in the repository, apps/server/data) to the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR), for benchmarks. Companies of the data folder are
 * created first when missing (as `db:import` would). Prints the count and the elapsed time.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../clock.ts';
import { isDataDir, readDataDir, REPO_DATA_DIR } from '../modules/marketplace/import/importData.ts';
import { generatePostings } from '../modules/marketplace/import/generate.ts';

const { values } = parseArgs({
  options: {
    postings: { type: 'string' },
    data: { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const count = Number(values.postings);
if (values.help || !Number.isInteger(count) || count < 1) {
  console.error(
    'Usage: pnpm --filter @hireloop/server db:generate --postings N [--data <dir>] [--seed S]',
  );
  process.exit(values.help ? 0 : 1);
}
const dir = values.data
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.data)
  : REPO_DATA_DIR;
if (!isDataDir(dir)) {
  console.error(
    `${dir} has no companies.jsonl(.gz) and jobs.jsonl(.gz) (give the data folder with --data <dir>).`,
  );
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
  const result = await generatePostings({
    db: database.db,
    data: await readDataDir(dir),
    count,
    now: systemClock.now(),
    seed: values.seed ? Number(values.seed) : undefined,
    log: (message) => console.log(message),
  });
  console.log(
    `Generated ${result.created} postings in ${(result.elapsedMs / 1000).toFixed(1)} s (${database.kind}).`,
  );
} catch (error) {
  console.error(`Generation failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
