/**
 * Stable class names for the two theme classes of `@hireloop/ui`, so that the tiny external script
 * public/theme-init.js can put the right one on `<html>` before the first paint (the server's CSP
 * forbids inline scripts, and vanilla-extract's hashed names are unknown before the build).
 * Every other identifier keeps vanilla-extract's short hash.
 */

/** Class names the light and dark theme classes get in the web app's builds. */
export const STABLE_THEME_CLASSES = { light: 'hl-theme-light', dark: 'hl-theme-dark' } as const;

interface IdentParams {
  hash: string;
  filePath: string;
  debugId?: string;
  packageName?: string;
}

/**
 * vanilla-extract `identifiers` function: `hl-theme-light` / `hl-theme-dark` for the theme classes
 * of packages/ui/src/theme/theme.css.ts (debug ids `light` and `dark`), the short hash otherwise
 * (prefixed with `_` when it starts with a digit, as vanilla-extract's own `short` option does).
 */
export function themeClassIdentifiers({ hash, filePath, debugId }: IdentParams): string {
  const normalized = filePath.replaceAll('\\', '/');
  if (normalized.endsWith('theme/theme.css.ts') && (debugId === 'light' || debugId === 'dark')) {
    return STABLE_THEME_CLASSES[debugId];
  }
  return /^[0-9]/.test(hash) ? `_${hash}` : hash;
}
