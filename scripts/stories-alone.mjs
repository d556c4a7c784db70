// Opens every story of the BUILT Storybook (storybook-static/) on its own, in a fresh page, and
// reports the stories that throw a page error or show Storybook's error display (issue 33: a story
// must not depend on one opened before it). Prints each failing story id with its error, a summary
// line `stories alone: N opened, N failed`, the total time, and exits 1 when any story fails.
//
// Usage: node scripts/stories-alone.mjs [--report file.json] [storybook-static dir]
// --report writes `{ numPassedTests, numFailedTests, failed: [{ id, error }] }` (one test per story).
//   (STORIES_ALONE_TIMEOUT ms, default 10000)
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const argv = process.argv.slice(2);
const reportAt = argv.indexOf('--report');
const report = reportAt >= 0 ? argv.splice(reportAt, 2)[1] : undefined;
const staticDir = resolve(argv[0] ?? join(root, 'storybook-static'));
const timeout = Number(process.env.STORIES_ALONE_TIMEOUT ?? 10_000);
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A static file server of `dir` on a free local port; resolves to its base URL and the server. */
function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () =>
      ok({ server, base: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

/** Opens one story in a fresh page; resolves to its error message, or null when it rendered. */
async function openAlone(browser, base, id) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    // Storybook puts `sb-show-main` on <body> when the story renders (a dialog's content lives in
    // a portal, so #storybook-root may stay empty) and `sb-show-errordisplay` when it throws.
    await page.waitForFunction(
      () => /\bsb-show-(main|errordisplay)\b/.test(document.body.className),
      null,
      { timeout },
    );
    await page.waitForTimeout(300); // effects and loaders that throw right after the first render
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      const shown = await page
        .locator('#error-message')
        .innerText()
        .catch(() => '');
      errors.push(`error display: ${shown.trim().split('\n')[0]}`);
    }
  } catch (error) {
    errors.push(`did not render in ${timeout} ms (${error.message.split('\n')[0]})`);
  } finally {
    await page.close();
  }
  return errors.length ? errors.join(' | ') : null;
}

const started = Date.now();
const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id);
const { server, base } = await serve(staticDir);
const browser = await chromium.launch(chromiumLaunchOptions());
const failed = [];
try {
  for (const id of ids) {
    const error = await openAlone(browser, base, id);
    if (error) {
      failed.push({ id, error });
      console.log(`FAIL ${id}: ${error}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`stories alone: ${ids.length} opened, ${failed.length} failed`);
console.log(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (report) {
  const counts = { numPassedTests: ids.length - failed.length, numFailedTests: failed.length };
  await writeFile(report, JSON.stringify({ ...counts, failed }, null, 2));
}
process.exit(failed.length ? 1 : 0);
