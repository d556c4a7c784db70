import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * Every story of .storybook/main.ts as a Vitest browser test (`pnpm run test-storybook`): the story
 * renders, its play function passes, it logs no console error, and axe finds nothing in its first
 * render and after its play function, in the light and the dark theme (.storybook/a11y.ts).
 *
 * Kept apart from vitest.config.ts so that `vitest run` stays the fast unit and integration run.
 * Chromium is Debian's, launched as every suite launches it (scripts/chromium.mjs).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    setupFiles: ['.storybook/vitest.setup.ts'],
    // A screen story boots the whole app (MSW worker, lazy route chunk) and runs axe four times.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
        // No transitions: axe must not read colours halfway through a theme or hover transition.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      // Stories without a viewport of their own render at a desktop width (Playwright's default
      // window, what designers see in Storybook), not Vitest's phone-sized 414 × 896 frame.
      viewport: { width: 1280, height: 720 },
      // From a cold cache the first page waits for Vite to pre-bundle every dependency of the
      // stories; on two busy cores that takes longer than the default minute.
      connectTimeout: 300_000,
    },
  },
});
