// Jest configuration of the story tests (`pnpm test-storybook`, @storybook/test-runner): the
// test-runner's defaults plus Debian's Chromium launched as every suite launches it
// (scripts/chromium.mjs), a desktop window and reduced motion.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  // A screen story boots the whole app (MSW worker, lazy route chunk) and axe runs four times.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
      contextOptions: {
        // Stories without a viewport of their own render at a desktop width, what designers see in
        // Storybook (decision 159).
        viewport: { width: 1280, height: 720 },
        // No transitions: axe must not read colours halfway through a theme change (decision 160).
        reducedMotion: 'reduce',
      },
    },
  },
};
