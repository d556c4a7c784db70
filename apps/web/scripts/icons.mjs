/**
 * Renders the installable app's PNG icons (public/icons/, listed in public/manifest.webmanifest)
 * from the SVG marks, in Debian's Chromium: the logo mark (public/favicon.svg) at 192 and 512 px
 * for `purpose: any`, and the full-bleed mark (public/icons/maskable.svg: the glyph inside the
 * central 60 %, within the maskable safe zone) at 512 px for `purpose: maskable` and at 180 px as
 * the Apple touch icon. The PNGs are committed; run this after changing a mark:
 * `node apps/web/scripts/icons.mjs` (from the repository root; needs e2e's Playwright installed).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '../public');
const { chromium } = createRequire(path.resolve(here, '../../../e2e/package.json'))(
  '@playwright/test',
);

/** Each PNG: the SVG it is drawn from and its square size in px. */
export const ICONS = [
  { file: 'icons/icon-192.png', from: 'favicon.svg', size: 192 },
  { file: 'icons/icon-512.png', from: 'favicon.svg', size: 512 },
  { file: 'icons/maskable-512.png', from: 'icons/maskable.svg', size: 512 },
  { file: 'icons/apple-touch-icon.png', from: 'icons/maskable.svg', size: 180 },
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(path.join(publicDir, icon.from), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(publicDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`[icons] ${icon.file} (${icon.size} px) from ${icon.from}`);
  }
} finally {
  await browser.close();
}
