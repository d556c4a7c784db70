/**
 * Writes the public pages as HTML into the client build (the last step of `pnpm build`):
 *
 * - builds src/entry-server.tsx for Node (`vite build --ssr`) into node_modules/.prerender (inside
 *   the package, so the bundle's imports resolve), removed at the end;
 * - reads dist/index.html (Vite's page: the entry script, its modulepreloads and CSS, theme-init.js)
 *   and dist/.vite/manifest.json;
 * - renders each page of `prerenderedPages` and the not-found page with the SSR bundle of
 *   src/entry-server.tsx (dist-ssr/), puts the markup into `<div id="root" data-prerendered>` and
 *   links the CSS and preloads the JS of the page's lazy route modules in `<head>` (styled on first
 *   paint, hydration without a second round trip);
 * - keeps the empty page as dist/app.html (the shell of every other path) and writes
 *   dist/prerendered.json, which the server reads to pick a path's HTML (apps/server/src/app.ts).
 *
 * The CSP (`style-src 'self'`) drops the `style` attributes of parsed HTML (react-aria's visually
 * hidden inputs, the skeletons' widths), which React sets through the CSSOM when it renders in the
 * browser. The SHA-256 of each prerendered attribute value goes into prerendered.json
 * (`styleAttributeHashes`); the server allows exactly those (`style-src-attr 'unsafe-hashes'`).
 *
 * Fails (exit 1) when a page redirects or errors.
 *
 * CLI: `node scripts/prerender.mjs [--dist dist]` from apps/web, after `vite build --manifest`.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = path.resolve(values.dist);
const ssr = path.join(web, 'node_modules/.prerender');
const built = spawnSync(
  'pnpm',
  [
    'exec',
    'vite',
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    ssr,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: web, stdio: 'inherit' },
);
if (built.status !== 0) throw new Error(`SSR build failed (exit ${built.status ?? built.signal})`);

/** @type {import('../src/entry-server.tsx')} */
const server = await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The shell (app.html) once a previous run has written it: dist/index.html is then the home page.
const shellFile = path.join(
  dist,
  existsSync(path.join(dist, 'app.html')) ? 'app.html' : 'index.html',
);
const template = readFileSync(shellFile, 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);

/** The CSS and JS files `keys` load before running (each chunk with its static imports). */
function assetsOf(keys) {
  const css = new Set();
  const js = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { css, js };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const inEntry = assetsOf([entryKey]);

/** The page's HTML: the template with the rendered root and the route modules' assets. */
function pageHtml({ html, modules, title }) {
  const { css, js } = assetsOf(modules);
  const links = [
    ...[...css]
      .filter((file) => !inEntry.css.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js]
      .filter((file) => !inEntry.js.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace(emptyRoot, `<div id="root" data-prerendered>${html}</div>`);
}

/** `text` as HTML text (for the page title). */
function escapeHtml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const styleAttributeHashes = new Set();

/** Adds the CSP source of each `style` attribute value of `html` to `styleAttributeHashes`. */
function collectStyleAttributes(html) {
  for (const [, encoded] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = encoded
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    styleAttributeHashes.add(`'sha256-${createHash('sha256').update(value).digest('base64')}'`);
  }
}

function write(file, contents) {
  const target = path.join(dist, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents);
}

if (shellFile !== path.join(dist, 'app.html')) copyFileSync(shellFile, path.join(dist, 'app.html'));
const pages = { ...server.prerenderedPages };
for (const [pagePath, file] of Object.entries(pages)) {
  const page = await server.renderPage(pagePath);
  collectStyleAttributes(page.html);
  write(file, pageHtml(page));
  console.log(`[prerender] ${pagePath} → ${path.join(dist, file)}`);
}
const notFound = await server.renderPage(server.notFoundPage.path);
collectStyleAttributes(notFound.html);
write(server.notFoundPage.file, pageHtml(notFound));
console.log(`[prerender] (not found) → ${path.join(dist, server.notFoundPage.file)}`);

write(
  'prerendered.json',
  `${JSON.stringify(
    {
      pages,
      notFound: server.notFoundPage.file,
      shell: 'app.html',
      appPaths: server.appPathPatterns,
      styleAttributeHashes: [...styleAttributeHashes].sort(),
    },
    null,
    2,
  )}\n`,
);
rmSync(ssr, { recursive: true, force: true });
