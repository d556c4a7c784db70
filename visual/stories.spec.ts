/**
 * One screenshot test per component story and theme: opens the story alone in the built Storybook
 * (`iframe.html`, theme set through Storybook's `theme` global, .storybook/preview.ts), waits until
 * Storybook has rendered it, run its play function and settled its animations, then compares the
 * story's content — the story root plus any overlay it opened (dialog, popover, toast region) — with
 * `__screenshots__/<story id>.<theme>.png`.
 *
 * Which stories: every story whose file lives in packages/ui (the design system). The statechart
 * demos of packages/machines and the screens of apps/web are not under visual comparison.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = process.env.VISUAL_STORYBOOK_DIR
  ? `${process.env.VISUAL_STORYBOOK_DIR}/index.json`
  : fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

/**
 * The stories under visual comparison: the design system's own stories, but for those that break
 * the accessibility bar on purpose (tag `a11y-probe`, `pnpm test-storybook --probes`).
 */
export const componentStories = Object.values(index.entries)
  .filter(
    (entry) =>
      entry.type === 'story' &&
      entry.importPath.startsWith('./packages/ui/') &&
      !entry.tags?.includes('a11y-probe'),
  )
  .sort((a, b) => a.id.localeCompare(b.id));

const themes = ['light', 'dark'] as const;

/** The stories' fixed "now" (packages/ui/src/private/fixtures.ts: 21 Nov 2026, 14:30 local). */
const storyNow = new Date('2026-11-21T14:30:00Z');

/**
 * One page per worker, reused from story to story (as Storybook's own runners do): the preview's
 * JavaScript is loaded and compiled once per worker instead of once per screenshot. Each story is
 * still a fresh page load with empty storage.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, colorScheme, reducedMotion } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.clock.install({ time: storyNow });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Resolves once Storybook has rendered `id`, run its play function and settled its animations. */
async function waitForStory(page: Page, id: string) {
  await page.waitForFunction(
    (storyId) => {
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
        }
      ).__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      return render?.id === storyId && (render.phase === 'finished' || render.phase === 'errored');
    },
    id,
    { timeout: 30_000 },
  );
  const failed = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'the story threw')
      : null,
  );
  expect(failed, `story ${id} failed to render`).toBeNull();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }))),
    );
  });
}

/**
 * The rectangle to compare: the union of the story root's content and every visible overlay that
 * react-aria portals into <body> (a modal's underlay makes it the whole viewport). Keeps the PNGs
 * small: no empty canvas below a button.
 */
async function contentClip(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    const boxes: DOMRect[] = [];
    if (root) {
      for (const child of Array.from(root.children)) boxes.push(child.getBoundingClientRect());
      if (boxes.length === 0) boxes.push(root.getBoundingClientRect());
    }
    for (const el of Array.from(document.body.children)) {
      if (el.id === 'storybook-root' || el.id === 'storybook-docs') continue;
      if (el.tagName === 'SCRIPT' || el.className.toString().startsWith('sb-')) continue;
      if (!el.checkVisibility()) continue;
      boxes.push(el.getBoundingClientRect());
    }
    const visible = boxes.filter((b) => b.width > 0 && b.height > 0);
    const pad = 8;
    const left = Math.max(0, Math.floor(Math.min(...visible.map((b) => b.left)) - pad));
    const top = Math.max(0, Math.floor(Math.min(...visible.map((b) => b.top)) - pad));
    const right = Math.min(
      document.documentElement.scrollWidth,
      Math.ceil(Math.max(...visible.map((b) => b.right)) + pad),
    );
    const bottom = Math.min(
      document.documentElement.scrollHeight,
      Math.ceil(Math.max(...visible.map((b) => b.bottom)) + pad),
    );
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
}

/**
 * Pixels that are driven by a running clock and never hold still, by story id: masked (a grey box)
 * in both the baseline and the comparison: the remaining-time bar of a toast left running, and the
 * ticking countdown of the live session warning.
 */
const timeDriven: Record<string, string[]> = {
  'feedback-toast--pause-on-hover': ['[role="alertdialog"] div[aria-hidden="true"]'],
  'overlays-sessionwarningdialog--live-countdown': ['[role="timer"]'],
};

for (const story of componentStories) {
  for (const theme of themes) {
    test(`${story.id} ${theme}`, async ({ storyPage: page }) => {
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
      // `a11y.manual`: the accessibility addon does not run axe after each render here (the story
      // tests do that); it would only slow the screenshots down.
      await page.goto(
        `/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
      );
      await waitForStory(page, story.id);
      const clip = await contentClip(page);
      await expect(page).toHaveScreenshot(`${story.id}.${theme}.png`, {
        clip,
        fullPage: true,
        mask: (timeDriven[story.id] ?? []).map((selector) => page.locator(selector)),
        maskColor: '#808080',
      });
    });
  }
}
