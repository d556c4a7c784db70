// The story tests' hooks (`pnpm test-storybook`: @storybook/test-runner against the static build,
// scripts/test-storybook.mjs). Every story is a test that passes when:
// - it renders and its play function passes: in the runner's sequence (one page per story file,
//   the stories of a file one after another in it), or with `pnpm test-storybook --alone`
//   (STORIES_ALONE=1) each in a fresh page of its own (`preVisit`), so that no story may depend on
//   one opened before it (issue 33; about 2.7 times the time, docs/decisions/215);
// - it logs no console error (`--failOnConsole`);
// - axe finds nothing (WCAG 2.2 AA + target-size, .storybook/a11y.ts) in its first render, light and
//   dark (.storybook/a11y-checks.ts, in the browser), after its play function in the theme it is
//   shown in (the a11y addon's report, which the runner reads) and in the other theme (`postVisit`
//   below).
import { AxeBuilder } from '@axe-core/playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { themeClassNames, type ThemeName } from '../packages/ui/src/theme/names.ts';
import { axeCheckOf, describeViolations, type A11yParameters } from './a11y.ts';

/** A selector as AxeBuilder takes it. */
type Selector = Parameters<AxeBuilder['include']>[0];

/** What the test-runner's Jest environment puts on the global object (jest-playwright). */
declare const jestPlaywright: { resetPage(): Promise<void> };
declare const __sbSetupPage: (page: Page, context: unknown) => Promise<void>;
const runner = globalThis as unknown as { page: Page; context: unknown };

/** Sets the theme class on `<html>` and waits two frames, so axe reads the painted colours. */
async function showTheme(page: Page, name: ThemeName) {
  await page.evaluate(
    ({ classes, wanted }) =>
      new Promise<void>((resolve) => {
        const { classList } = document.documentElement;
        classList.remove(...classes);
        classList.add(wanted);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    { classes: Object.values(themeClassNames), wanted: themeClassNames[name] },
  );
}

/** The theme whose class is on `<html>` now. */
const shownTheme = (page: Page) =>
  page.evaluate((classes) => {
    const { classList } = document.documentElement;
    return (Object.keys(classes) as ThemeName[]).find((name) => classList.contains(classes[name]));
  }, themeClassNames);

const config: TestRunnerConfig = {
  /**
   * With STORIES_ALONE=1 (`pnpm test-storybook --alone`): opens each story in a fresh page (a new
   * page of the worker's browser context, the iframe loaded and the runner's script set up again)
   * instead of after the stories before it in its file.
   */
  async preVisit() {
    if (process.env.STORIES_ALONE !== '1') return;
    await jestPlaywright.resetPage();
    await __sbSetupPage(runner.page, runner.context);
  },

  /**
   * After the play function: axe in every theme but the one the story is shown in (the a11y addon
   * checked that one), with the story's `parameters.a11y`; throws one error naming each violation.
   * `test: 'todo'` only warns; `disable: true` or `test: 'off'` skips.
   */
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const check = axeCheckOf(story.parameters.a11y as A11yParameters | undefined);
    if (!check) return;
    // AxeBuilder has no `configure`: the rules the configuration turns off go into the run options.
    const rulesOff = (check.config.rules ?? []).filter((rule) => rule.enabled === false);
    const runOptions = {
      ...check.options,
      rules: {
        ...check.options.rules,
        ...Object.fromEntries(rulesOff.map((rule) => [rule.id, { enabled: false }])),
      },
    };
    const shown = (await shownTheme(page)) ?? 'light';
    const failures: string[] = [];
    for (const theme of (Object.keys(themeClassNames) as ThemeName[]).filter((t) => t !== shown)) {
      await showTheme(page, theme);
      let builder = new AxeBuilder({ page }).options(runOptions);
      // Story parameters arrive serialised: selectors, never element lists.
      const selectors = (list: unknown) => [list ?? []].flat() as Selector[];
      for (const selector of selectors(check.include)) builder = builder.include(selector);
      for (const selector of selectors(check.exclude)) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      if (violations.length > 0) {
        failures.push(
          `${violations.length} axe violation(s) after the play function, ${theme} theme:\n` +
            describeViolations(violations),
        );
      }
    }
    await showTheme(page, shown);
    if (failures.length === 0) return;
    const message = `${context.title} › ${context.name}\n${failures.join('\n')}`;
    if (check.warnOnly) console.warn(message);
    else throw new Error(message);
  },
};

export default config;
