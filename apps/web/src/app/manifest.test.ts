/**
 * The installable app (issue 30): public/manifest.webmanifest and index.html's head. The colours
 * are the themes' own, the start URL sends a signed-in user to their dashboard, and every icon is
 * there at the size the manifest declares.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { tokens } from '@hireloop/ui';
import { describe, expect, it } from 'vitest';
import { guestOnlyRoutes, paths } from '../paths.ts';

const web = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(web, file), 'utf8');

interface Manifest {
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}
const manifest = JSON.parse(read('public/manifest.webmanifest')) as Manifest;
const indexHtml = new DOMParser().parseFromString(read('index.html'), 'text/html');

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('is linked from every page, opens standalone on the whole site', () => {
    expect(indexHtml.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    expect([manifest.display, manifest.scope]).toEqual(['standalone', '/']);
  });

  it('starts on the landing page, which sends a signed-in user to their dashboard (R-GUARD-2)', () => {
    expect(manifest.start_url).toBe(paths.home);
    expect(guestOnlyRoutes.has('home')).toBe(true);
  });

  it("uses the light theme's top bar and page colours, and index.html holds both themes'", () => {
    expect(manifest.theme_color).toBe(tokens.light.color.surface);
    expect(manifest.background_color).toBe(tokens.light.color.background);
    const themeColor = indexHtml.querySelector('meta[name="theme-color"]')!;
    expect(themeColor.getAttribute('content')).toBe(tokens.light.color.surface);
    expect(themeColor.getAttribute('data-light')).toBe(tokens.light.color.surface);
    expect(themeColor.getAttribute('data-dark')).toBe(tokens.dark.color.surface);
  });

  it('lists icons that exist at their declared sizes, a maskable one among them', () => {
    for (const icon of manifest.icons) {
      const file = path.join(web, 'public', icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') {
        const [width, height] = pngSize(file);
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
    expect(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'any')).toBe(
      true,
    );
    const touch = indexHtml.querySelector('link[rel="apple-touch-icon"]')!.getAttribute('href')!;
    expect(pngSize(path.join(web, 'public', touch))).toEqual([180, 180]);
  });
});
