// Jest configuration of @storybook/test-runner, ejected (`test-storybook --eject`) because it is the
// only place to point Playwright at Debian's Chromium (the runner ignores JEST_PLAYWRIGHT_CONFIG).
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // STORYBOOK_JSON_REPORT=<file>: also write a `jest --json`-shaped report there.
  reporters: [
    ...(testRunnerConfig.reporters ?? ['default']),
    ...(process.env.STORYBOOK_JSON_REPORT ? ['<rootDir>/.storybook/json-report.mjs'] : []),
  ],
  // Two shared cores: more workers only add contention.
  maxWorkers: 2,
  // A story is rendered, played and checked by axe three times (a11y addon, light, dark).
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
};
