/**
 * Where the end-to-end run lives: the repository, the real data folder, the server's port and the
 * production build of the web app. Read by playwright.config.ts and the tests, so both agree.
 * Every value can be overridden through the environment (E2E_PORT, E2E_DATA_DIR, E2E_IMPORT_DIR,
 * E2E_WEB_DIST).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder above e2e/). */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** The server's port. @default 3210 */
export const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * The server's DATA_DIR (embedded database, media, and the e-mail outbox when no SMTP server is set).
 * @default <tmp>/hireloop-e2e-data
 */
export const dataDir = path.resolve(
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'hireloop-e2e-data'),
);

/** The origin the app and the API share. */
export const baseURL = `http://localhost:${port}`;

/**
 * The real marketplace data imported at start (companies.jsonl.gz and jobs.jsonl.gz, or the plain
 * `.jsonl` files of another folder): E2E_IMPORT_DIR, else the data set shipped in the repository.
 * @default apps/server/data
 */
export const importDir = path.resolve(
  process.env.E2E_IMPORT_DIR ?? path.join(repoRoot, 'apps/server/data'),
);

/**
 * The production build of the web app used by the run: its own folder, so that a teammate's
 * `vite build` into apps/web/dist cannot swap files under a running suite.
 * @default <tmp>/hireloop-e2e-web
 */
export const webDist = path.resolve(
  process.env.E2E_WEB_DIST ?? path.join(os.tmpdir(), 'hireloop-e2e-web'),
);
