// The accessibility checks of every story under the story tests (visual/stories.spec.ts: each
// story opened alone in the built Storybook), in the browser with the axe-core the preview already
// loaded, on the one render the test also screenshots (decision 227):
// - the first render, before the play function goes on, in every theme: the wrapped `mount` below
//   records the findings (stories with a play function; without one the first render is the state
//   the check after play reads);
// - after the play function, in every theme: `checkStory`, which the story tests call through
//   `window.__hireloopA11y` once the story has finished, and which also reports the first render's.
// Together: first render and after play, light and dark. In the Storybook UI nothing here runs: the
// a11y addon's panel is the check there (`parameters.a11y`, `test: 'error'`).
import axe from 'axe-core';
import type { StoryContext } from '@storybook/react-vite';
import { themeClassNames, type ThemeName } from '../packages/ui/src/theme/names.ts';
import { axeCheckOf, describeViolations, type A11yParameters } from './a11y.ts';

/** What a check found: one message naming every violation, and whether it only warns. */
export interface A11yFindings {
  message: string;
  warnOnly: boolean;
}

/** What the story tests call in the page (set by {@link prepareA11yChecks}). */
export interface StoryChecks {
  checkStory: typeof checkStory;
  showTheme: typeof showTheme;
}

declare global {
  interface Window {
    /**
     * Set to `true` by the story tests before the preview loads (a Playwright init script,
     * visual/stories.spec.ts): the checks below run only then.
     */
    __hireloopStoryTests?: boolean;
    /** The checks the story tests run in the page, once the story has rendered. */
    __hireloopA11y?: StoryChecks;
  }
}

const themeNames = Object.keys(themeClassNames) as ThemeName[];

/** The theme whose class is on `<html>` now (the theme decorator sets it from `globals.theme`). */
function currentTheme(): ThemeName {
  const { classList } = document.documentElement;
  return themeNames.find((name) => classList.contains(themeClassNames[name])) ?? 'light';
}

/**
 * Puts the theme's class on `<html>` (all the theme decorator sets, so portals follow) and waits
 * two frames, so that what reads colours next — axe, a screenshot — sees the new ones painted.
 * Resolves at once when the theme is already shown.
 */
export async function showTheme(name: ThemeName): Promise<void> {
  if (currentTheme() === name) return;
  document.documentElement.classList.remove(...Object.values(themeClassNames));
  document.documentElement.classList.add(themeClassNames[name]);
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/** How axe checks a story (its `parameters.a11y` read once); `null` when it turns the check off. */
type AxeCheck = ReturnType<typeof axeCheckOf>;

/**
 * Runs axe on the story as it is now in every theme (switching the class on `<html>`, then
 * putting the shown theme back) as `check` says. Resolves to one line per theme with violations
 * (`moment` names the state), empty when nothing is found or the story turns the check off
 * (`disable: true`, `test: 'off'`).
 */
async function violationsInThemes(check: AxeCheck, moment: string): Promise<string[]> {
  if (!check) return [];
  axe.reset();
  axe.configure(check.config);
  const target = { include: check.include ?? document.body, exclude: check.exclude };
  const shown = currentTheme();
  const failures: string[] = [];
  try {
    for (const theme of themeNames) {
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
  return failures;
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

/**
 * The story on the canvas (set as it renders), how axe checks it, and what its first render's
 * check found.
 */
let shown: { context: StoryContext; check: AxeCheck; firstRender: string[] } | null = null;

/**
 * Checks the story on the canvas after its play function, light and dark, and adds what its first
 * render's check found. Resolves to `null` when both are clean (or the story turns the check off),
 * else the findings, `warnOnly` with `test: 'todo'`. Throws when no story has rendered.
 */
export async function checkStory(): Promise<A11yFindings | null> {
  if (!shown) throw new Error('No story has rendered: nothing to check.');
  const { context, check, firstRender } = shown;
  const failures = [
    ...firstRender,
    ...(await violationsInThemes(check, 'after the play function')),
  ];
  if (failures.length === 0) return null;
  return {
    message: `${context.title} › ${context.name}\n${failures.join('\n')}`,
    warnOnly: check?.warnOnly ?? false,
  };
}

/**
 * The story tests' checks, a `beforeEach` of the preview (does nothing in the Storybook UI): notes
 * the story for {@link checkStory} and, when the story has a play function, wraps its `mount` so
 * that axe runs in every theme as soon as the story is on the canvas and before the play function
 * goes on (also when the play function calls `mount` itself), recording what it finds.
 */
export function prepareA11yChecks(context: StoryContext): void {
  if (window.__hireloopStoryTests !== true) return;
  const check = axeCheckOf(context.parameters.a11y as A11yParameters | undefined);
  const story = { context, check, firstRender: [] as string[] };
  shown = story;
  window.__hireloopA11y = { checkStory, showTheme };
  if (!hasPlayFunction(context)) return;
  const mount = context.mount;
  context.mount = async (...args: Parameters<typeof mount>) => {
    const canvas = await mount(...args);
    story.firstRender = await violationsInThemes(check, 'in the first render');
    return canvas;
  };
}
