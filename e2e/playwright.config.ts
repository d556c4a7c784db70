import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { baseURL, dataDir, importDir, port, repoRoot, webDist } from './support/env.ts';

/**
 * End-to-end journeys against the real server (embedded PostgreSQL in a throwaway DATA_DIR, filled
 * with the real data of apps/server/data) and the production build of the web app, in Debian's
 * Chromium. One worker: the machine has 2 cores and the journeys share one server.
 * The server is prepared by support/start-server.ts (fresh DATA_DIR, `vite build`, real-data import).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  // Assertions wait for what a user waits for, not for a speed target (speed is the bench's job):
  // on two cores shared by the server, the build and Chromium, a search's results have been seen
  // to paint 6 s after the answer arrived.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'pnpm exec node e2e/support/start-server.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/v1/health`,
    // A cold production build plus the import take a few minutes on two busy cores.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      IMPORT_DIR: importDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // Journeys log in and out many times from one IP and fast-forward the clock through many
      // polls; keep the limits real but roomy.
      RATE_LIMIT_REQUESTS: '5000',
      RATE_LIMIT_NOTIFICATION_READS: '1000',
      // Every browser of the run shares one address and registers many users.
      RATE_LIMIT_ADDRESS_REQUESTS: '20000',
      RATE_LIMIT_ADDRESS_CONCURRENCY: '1000',
      RATE_LIMIT_REGISTRATIONS: '1000',
      SEED_DEMO: 'true',
    },
  },
});
