// The accessibility checks of every story under the story tests (`pnpm test-storybook`,
// @storybook/test-runner), in the browser with the axe-core the preview already loaded. The a11y
// addon (`parameters.a11y`, `test: 'error'`) checks a story after its play function in the theme it
// is shown in, and the runner fails the test on its report. This module adds the rest:
// - the first render, before the play function goes on, in every theme: the wrapped `mount` below
//   (stories with a play function; without one the first render is the state the checks after play
//   read);
// - after the play function in the other theme(s): `checkAfterPlay`, which the runner's `postVisit`
//   hook calls through `window.__hireloopA11y` (.storybook/test-runner.ts).
// Together: first render and after play, light and dark.
import axe from 'axe-core';
import type { StoryContext } from '@storybook/react-vite';
import { themeClassNames, type ThemeName } from '../packages/ui/src/theme/names.ts';
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

/** Puts the theme's class on `<html>` and waits two frames: axe reads the painted colours. */
async function showTheme(name: ThemeName): Promise<void> {
  if (currentTheme() === name) return;
  document.documentElement.classList.remove(...Object.values(themeClassNames));
  document.documentElement.classList.add(themeClassNames[name]);
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/** What a check found: one message naming every violation, and whether it only warns. */
export interface A11yFindings {
  message: string;
  warnOnly: boolean;
}

/**
 * Runs axe on the story as it is now in each of `themes` (switching the class on `<html>`, then
 * putting the shown theme back) with the story's `parameters.a11y`. Resolves to `null` when nothing
 * is found or the story turns the check off (`disable: true`, `test: 'off'`), else the findings
 * (`warnOnly` with `test: 'todo'`); `moment` names the state in the message.
 */
async function checkInThemes(
  context: Pick<StoryContext, 'title' | 'name' | 'parameters'>,
  themes: ThemeName[],
  moment: string,
): Promise<A11yFindings | null> {
  const check = axeCheckOf(context.parameters.a11y as A11yParameters | undefined);
  if (!check) return null;
  axe.reset();
  axe.configure(check.config);
  const target = { include: check.include ?? document.body, exclude: check.exclude };
  const shown = currentTheme();
  const failures: string[] = [];
  try {
    for (const theme of themes) {
      await showTheme(theme);
      const { violations } = await axe.run(target as axe.ElementContext, check.options);
      if (violations.length > 0) {
        failures.push(
          `${violations.length} axe violation(s) ${moment}, ${theme} theme:\n${describeViolations(violations)}`,
        );
      }
    }
  } finally {
    await showTheme(shown);
  }
  if (failures.length === 0) return null;
  return {
    message: `${context.title} › ${context.name}\n${failures.join('\n')}`,
    warnOnly: check.warnOnly,
  };
}

/**
 * Whether the story has a play function. The context a `beforeEach` gets is the prepared story
 * spread out (Storybook 10), so it holds `playFunction` though its type does not say so (the index's
 * `play-fn` tag is not in `context.tags`). Should a version drop the key, every story counts as
 * having one: the first render is then checked, never skipped.
 */
function hasPlayFunction(context: StoryContext): boolean {
  return (
    !('playFunction' in context) || (context as { playFunction?: unknown }).playFunction != null
  );
}

/** The story on the canvas (set as it renders), which `checkAfterPlay` checks. */
let shownStory: StoryContext | null = null;

/**
 * Checks the story on the canvas after its play function in every theme but the one it is shown
 * in (the a11y addon checked that one). Resolves to `null` or the findings; called by the runner's
 * `postVisit` hook through `window.__hireloopA11y`. Throws when no story has rendered.
 */
export async function checkAfterPlay(): Promise<A11yFindings | null> {
  if (!shownStory) throw new Error('No story has rendered: nothing to check after play.');
  const shown = currentTheme();
  return checkInThemes(
    shownStory,
    themeNames.filter((theme) => theme !== shown),
    'after the play function',
  );
}

declare global {
  interface Window {
    /** The checks the story tests' `postVisit` hook runs in the page (.storybook/test-runner.ts). */
    __hireloopA11y?: { checkAfterPlay: typeof checkAfterPlay };
  }
}

/**
 * The story tests' checks, a `beforeEach` of the preview (does nothing in the Storybook UI): notes
 * the story for `checkAfterPlay` and, when the story has a play function, wraps its `mount` so that
 * axe runs in every theme as soon as the story is on the canvas and before the play function goes
 * on (also when the play function calls `mount` itself). Throws the first render's findings (a
 * `test: 'todo'` story only warns).
 */
export function prepareA11yChecks(context: StoryContext): void {
  if (!underTestRunner()) return;
  shownStory = context;
  window.__hireloopA11y = { checkAfterPlay };
  if (!hasPlayFunction(context)) return;
  const mount = context.mount;
  context.mount = async (...args: Parameters<typeof mount>) => {
    const canvas = await mount(...args);
    const findings = await checkInThemes(context, themeNames, 'in the first render');
    if (findings?.warnOnly) console.warn(findings.message);
    else if (findings) throw new Error(findings.message);
    return canvas;
  };
}
