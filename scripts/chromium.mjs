/**
 * Debian's Chromium as every browser-driven suite launches it (Storybook on Vitest, e2e, visual,
 * the consumer test, the bench): one path and one set of flags, so the suites render alike.
 *
 * `CHROME_PATH` overrides the path (default `/usr/bin/chromium`, Debian's `chromium` package,
 * which `pnpm test` installs when it is missing and it runs as root).
 */

/** Path of the Chromium binary: `CHROME_PATH`, or Debian's `/usr/bin/chromium`. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless test browser: no sandbox (containers run as root), no GPU, and none of the
 * background traffic (updates, sync, first-run pages) a machine without network would wait on.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/**
 * Playwright `launchOptions` for Debian's Chromium.
 *
 * @param {readonly string[]} [extraArgs] flags added after {@link CHROMIUM_ARGS} (e.g. the visual
 *   suite's font-rendering flags). Default none.
 * @returns {{ executablePath: string, args: string[] }}
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] };
}
