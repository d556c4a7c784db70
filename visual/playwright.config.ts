import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

/**
 * The story tests in the BUILT Storybook (storybook-static/, served by http-server): every story
 * opened alone and checked with axe, the visual regression of the component stories of packages/ui
 * (light and dark, compared with the PNG baseline in visual/__screenshots__/; stories.spec.ts) and
 * the docs pages (docs.spec.ts). Run through `pnpm test:stories`
 * (visual/run.mjs picks a free port and maps `--update` to `--update-snapshots=changed`).
 *
 * Tolerance (see docs/decisions/027-visual-regression-and-docs.md): a pixel counts as different when
 * its colour distance exceeds `threshold` 0.2 (pixelmatch's YIQ scale, 0–1: anti-aliasing noise
 * stays under it, a changed colour token does not), and a story fails when more than
 * `maxDiffPixels` 20 pixels differ — less than one changed word, one 1-px border of a button.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6399);
/** The built Storybook to test: `storybook-static/` unless VISUAL_STORYBOOK_DIR names another. */
const storybookDir = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: ['stories.spec.ts', 'docs.spec.ts'],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // One worker: one Chromium already keeps both cores busy (its browser, renderer and raster
  // threads); a second one makes them take turns. Measured at rest on the same 82 tests, alternated:
  // 1 worker 1.7 and 1.8 min, 2 workers 2.1 and 2.2 min (decision 231). VISUAL_WORKERS overrides.
  workers: process.env.VISUAL_WORKERS ? Number(process.env.VISUAL_WORKERS) : 1,
  // In CI a failed story gets one more try, as the end-to-end journeys do: a story that passes on
  // it is reported as flaky on the run's closing line (scripts/test-all.mjs), not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      threshold: 0.2,
      maxDiffPixels: 20,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  outputDir: './test-results',
  reporter: [
    ['list'],
    ['html', { outputFolder: './report', open: 'never' }],
    ...(process.env.VISUAL_JSON_REPORT
      ? [['json', { outputFile: process.env.VISUAL_JSON_REPORT }] as const]
      : []),
  ],
  use: {
    baseURL,
    // Fixed locale, time zone and colour scheme: dates and numbers render the same on every machine.
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    // Same text rendering whatever the machine's font configuration.
    launchOptions: chromiumLaunchOptions(['--font-render-hinting=none', '--disable-lcd-text']),
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1024, height: 768 },
      },
    },
  ],
  webServer: {
    command: `node node_modules/http-server/bin/http-server ${storybookDir} -p ${port} -a 127.0.0.1 -s -c3600`,
    cwd: repoRoot,
    url: `${baseURL}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
