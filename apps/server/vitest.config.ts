import { defineConfig } from 'vitest/config';

/**
 * Server tests: Node environment, `app.inject()` against a fresh database per test file (PGlite in
 * memory, or a fresh database on TEST_DATABASE_URL). See test/harness.ts.
 */
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
  },
});
