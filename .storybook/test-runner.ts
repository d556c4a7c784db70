// @storybook/test-runner hooks: every story must render without console errors, pass its play
// function (the runner does that) and have zero axe violations (WCAG 2.2 AA + target-size) in the
// light theme and in the dark theme.
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';
import { axeContext, axeRunOptions } from './a11y.ts';

/** axe-core's include/exclude context, as axe-playwright takes it. */
type ElementContext = NonNullable<Parameters<typeof getViolations>[1]>;

type ThemeClassNames = Record<'light' | 'dark', string>;

/** Console errors and uncaught exceptions of the story being visited, per page. */
const errorsByPage = new WeakMap<Page, string[]>();

function watchErrors(page: Page): string[] {
  let errors = errorsByPage.get(page);
  if (!errors) {
    const list: string[] = [];
    page.on('console', (message) => {
      // The browser's own network log ("Failed to load resource: ... 500") is not an error of the
      // story: ServerError / Unauthorized scenarios answer with those statuses on purpose.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
        list.push(message.text());
      }
    });
    page.on('pageerror', (error) => list.push(`Uncaught ${error.name}: ${error.message}`));
    errorsByPage.set(page, list);
    errors = list;
  }
  return errors;
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    watchErrors(page).length = 0;
    // No transitions: axe must not read colours halfway through a theme or hover transition.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },

  async postVisit(page, context) {
    const errors = watchErrors(page);
    if (errors.length > 0) {
      throw new Error(
        `${context.title} › ${context.name} logged console errors:\n${errors.join('\n')}`,
      );
    }

    const { parameters } = await getStoryContext(page, context);
    const a11y = parameters.a11y as
      { disable?: boolean; test?: string; context?: ElementContext } | undefined;
    if (a11y?.disable === true || a11y?.test === 'off') return;

    const themes = parameters.themeClassNames as ThemeClassNames;
    const setThemeClass = (active: string) =>
      page.evaluate(
        ([all, cls]) => {
          document.documentElement.classList.remove(...all);
          document.documentElement.classList.add(cls);
        },
        [Object.values(themes), active] as const,
      );
    // The theme decorator only re-applies its class when the toolbar value changes: put back the
    // class the story was rendered with, or the next story of this file would render in dark.
    const original = await page.evaluate(
      (all) => all.find((cls) => document.documentElement.classList.contains(cls)),
      Object.values(themes),
    );
    try {
      for (const theme of ['light', 'dark'] as const) {
        await setThemeClass(themes[theme]);
        const violations = await getViolations(page, a11y?.context ?? axeContext, axeRunOptions);
        if (violations.length > 0) {
          const report = violations
            .map(
              (v) =>
                `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
                v.nodes
                  .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
                  .join('\n'),
            )
            .join('\n');
          throw new Error(
            `${context.title} › ${context.name}: ${violations.length} axe violation(s) in the ${theme} theme\n${report}`,
          );
        }
      }
    } finally {
      await setThemeClass(original ?? themes.light);
    }
  },
};

export default config;
