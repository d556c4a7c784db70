/**
 * The Storybook docs pages written for people (the MDX pages of packages/ui/docs and
 * packages/machines/docs: introduction, guidelines, statecharts) in the built Storybook: each page
 * renders its heading, and axe (WCAG 2.2 AA + target-size, the stories' rules from
 * .storybook/a11y.ts) finds nothing, on a desktop and a 390 px phone width: one load per page at
 * 1,280 px, then the same page narrowed to 390 px (its layout is CSS that follows the width).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeContext, axeRunOptions } from '../.storybook/a11y.ts';

interface IndexEntry {
  id: string;
  title: string;
  importPath: string;
  type: 'story' | 'docs';
}

const indexFile = process.env.VISUAL_STORYBOOK_DIR
  ? `${process.env.VISUAL_STORYBOOK_DIR}/index.json`
  : fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

/** The MDX pages (not the autodocs pages generated from the stories). */
const docsPages = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && /^\.\/packages\/[^/]+\/docs\/.*\.mdx$/.test(entry.importPath),
);

/**
 * One page per worker, reused from docs page to docs page: Storybook's scripts are loaded from
 * the HTTP cache after the first load instead of in a fresh context each time.
 */
const test = base.extend<object, { docsPage: Page }>({
  docsPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, colorScheme, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the docs pages are in the built Storybook', () => {
  expect(docsPages.map((page) => page.title)).toEqual(
    expect.arrayContaining(['Introduction', 'Guidelines/Forms', 'Guidelines/Dialogs']),
  );
});

/**
 * axe's findings on the page as it is now, one line per violation. axe runs in the page
 * (`setLegacyMode`: no blank page opened to merge the frames' results) and details only the
 * violations (`resultTypes`): a fifth of the time of the default run, the same findings
 * (decision 231).
 */
async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ ...axeRunOptions, resultTypes: ['violations'] })
    .exclude(axeContext.exclude)
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

// Each docs page: loaded at 1,280 px, then narrowed to 390 px; the two tests run in order in one
// worker (serial), the second skipped when the load failed.
for (const docs of docsPages) {
  test.describe(docs.id, () => {
    test.describe.configure({ mode: 'serial' });
    test(`docs ${docs.title} at 1280 px: no axe violation`, async ({ docsPage: page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`);
      await expect(page.locator('.sbdocs-content h1').first()).toBeVisible({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      expect(await violationsOf(page)).toEqual([]);
    });
    test(`docs ${docs.title} at 390 px: no axe violation`, async ({ docsPage: page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await expect(page.locator('.sbdocs-content h1').first()).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  });
}
