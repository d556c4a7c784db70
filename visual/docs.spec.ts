/**
 * The Storybook docs pages written for people (the MDX pages of packages/ui/docs and
 * packages/machines/docs: introduction, guidelines, statecharts) in the built Storybook: each page
 * renders its heading, and axe (WCAG 2.2 AA + target-size, the stories' rules from
 * .storybook/a11y.ts) finds nothing, on a desktop and a 390 px phone width.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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

test('the docs pages are in the built Storybook', () => {
  expect(docsPages.map((page) => page.title)).toEqual(
    expect.arrayContaining(['Introduction', 'Guidelines/Forms', 'Guidelines/Dialogs']),
  );
});

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const docs of docsPages) {
      test(`docs ${docs.title} at ${width} px: no axe violation`, async ({ page }) => {
        await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`);
        await expect(page.locator('.sbdocs-content h1').first()).toBeVisible({ timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        const results = await new AxeBuilder({ page })
          .options(axeRunOptions)
          .exclude(axeContext.exclude)
          .analyze();
        const violations = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}
