/** `pnpm --filter @hireloop/server db:migrate`: applies pending migrations and exits. */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: path.join(config.dataDir, 'pglite') },
);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
