// The first-render accessibility check of every story under the story tests (`pnpm test-storybook`,
// @storybook/test-runner). The a11y addon (`parameters.a11y`, `test: 'error'`) checks a story after
// its play function in the theme it is shown in, and the test-runner fails the test on its report;
// .storybook/test-runner.ts's `postVisit` checks that state in the other theme(s). What no hook of
// the runner sees is the story's first render, before the play function goes on: the wrapped
// `mount` below checks it here, in the browser, in every theme. Together: first render and after
// play, light and dark.
import axe from 'axe-core';
import type { StoryContext } from '@storybook/react-vite';
import { themeClassNames, type ThemeName } from '../packages/ui/src/theme/index.ts';
import { axeCheckOf, describeViolations, type A11yParameters } from './a11y.ts';

/**
 * True when the story runs under @storybook/test-runner (it adds `StorybookTestRunner` to the user
 * agent before the first story renders); in the Storybook UI the a11y panel is the check and the
 * theme must not flicker. Read at each story, not at load: the runner marks the page after loading.
 */
const underTestRunner = () => navigator.userAgent.includes('StorybookTestRunner');

const themeNames = Object.keys(themeClassNames) as ThemeName[];

/** The theme whose class is on `<html>` now (the theme decorator sets it from `globals.theme`). */
function currentTheme(): ThemeName {
  const { classList } = document.documentElement;
  return themeNames.find((name) => classList.contains(themeClassNames[name])) ?? 'light';
}

function applyTheme(name: ThemeName): void {
  document.documentElement.classList.remove(...Object.values(themeClassNames));
  document.documentElement.classList.add(themeClassNames[name]);
}

/** Two animation frames: styles of a class change are computed and painted before axe reads them. */
const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Runs axe on the first render in every theme (switching the class on `<html>`, then putting the
 * story's own theme back) with the story's `parameters.a11y`. Throws one error listing every
 * violation per theme; with `test: 'todo'` it only warns; `disable: true` or `test: 'off'` skips.
 */
async function checkFirstRenderNow(context: StoryContext) {
  const check = axeCheckOf(context.parameters.a11y as A11yParameters | undefined);
  if (!check) return;
  axe.reset();
  axe.configure(check.config);
  const target = { include: check.include ?? document.body, exclude: check.exclude };
  const shown = currentTheme();
  const failures: string[] = [];
  try {
    for (const theme of themeNames) {
      if (theme !== currentTheme()) {
        applyTheme(theme);
        await nextPaint();
      }
      const { violations } = await axe.run(target as axe.ElementContext, check.options);
      if (violations.length > 0) {
        failures.push(
          `${violations.length} axe violation(s) in the first render, ${theme} theme:\n${describeViolations(violations)}`,
        );
      }
    }
  } finally {
    if (currentTheme() !== shown) applyTheme(shown);
  }
  if (failures.length === 0) return;
  const message = `${context.title} › ${context.name}\n${failures.join('\n')}`;
  if (check.warnOnly) console.warn(message);
  else throw new Error(message);
}

/**
 * Checks the first render under the test-runner: wraps the story's `mount` so that axe runs, in
 * every theme, as soon as the story is on the canvas and before the play function goes on (also
 * when the play function calls `mount` itself). Does nothing in the Storybook UI.
 */
export function checkFirstRender(context: StoryContext): void {
  if (!underTestRunner()) return;
  const mount = context.mount;
  context.mount = async (...args: Parameters<typeof mount>) => {
    const canvas = await mount(...args);
    await checkFirstRenderNow(context);
    return canvas;
  };
}
