/** Path of the Chromium binary: `CHROME_PATH`, or Debian's `/usr/bin/chromium`. */
export declare const CHROME_PATH: string;
/** Flags for a headless test browser (no sandbox, no GPU, no background traffic). */
export declare const CHROMIUM_ARGS: readonly string[];
/** Playwright `launchOptions` for Debian's Chromium, with `extraArgs` appended. */
export declare function chromiumLaunchOptions(extraArgs?: readonly string[]): {
  executablePath: string;
  args: string[];
};
