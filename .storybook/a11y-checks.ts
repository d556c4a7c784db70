// The checks that hold stories to the accessibility bar of .storybook/a11y.ts when they run as
// Vitest tests. The a11y addon (`parameters.a11y`, `test: 'error'`) checks a story after its play
// function, in the theme the story is shown in. The two hooks below add what it does not check: the
// story's first render (before the play function) in every theme, and its state after the play
// function in the other theme(s). Together: first render and after play, light and dark.
import axe from 'axe-core';
import type { StoryContext } from '@storybook/react-vite';
import { themeClassNames, type ThemeName } from '../packages/ui/src/theme/index.ts';
import { axeContext, axeRunOptions } from './a11y.ts';

/** `parameters.a11y` as the a11y addon reads it. */
interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: { include?: axe.SelectorList; exclude?: axe.SelectorList };
  options?: axe.RunOptions;
  config?: axe.Spec;
}

/** Storybook's own elements that are always in the document (as the a11y addon excludes them). */
const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * True when the story runs as a Vitest test (addon-vitest defines `VITEST_STORYBOOK`); in the
 * Storybook UI the a11y panel is the check and the theme must not flicker.
 */
const underVitest =
  (import.meta as ImportMeta & { env?: Record<string, unknown> }).env?.VITEST_STORYBOOK !==
  undefined;

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

function describe(violations: axe.Result[]): string {
  return violations
    .map(
      (v) =>
        `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
}

/**
 * Runs axe on the story in each of `themes` (switching the class on `<html>`, then putting the
 * story's own theme back) with the story's `parameters.a11y` (options, context, config).
 * Throws one error listing every violation per theme; with `test: 'todo'` it only warns, and
 * `disable: true` or `test: 'off'` skips the check, as the a11y addon does.
 */
async function checkStory(context: StoryContext, moment: string, themes: ThemeName[]) {
  const a11y = context.parameters.a11y as A11yParameters | undefined;
  if (!underVitest || a11y?.disable === true || a11y?.test === 'off' || themes.length === 0) return;

  const exclude = [...storybookChrome, ...[a11y?.context?.exclude ?? axeContext.exclude].flat()];
  const target = {
    include: a11y?.context?.include ?? document.body,
    exclude,
  } as axe.ElementContext;
  const config = a11y?.config ?? {};
  axe.reset();
  // As the a11y addon: no landmark rule, a story is a fragment of a page.
  axe.configure({ ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] });

  const shown = currentTheme();
  const failures: string[] = [];
  try {
    for (const theme of themes) {
      if (theme !== currentTheme()) {
        applyTheme(theme);
        await nextPaint();
      }
      const { violations } = await axe.run(target, a11y?.options ?? axeRunOptions);
      if (violations.length > 0) {
        failures.push(
          `${violations.length} axe violation(s) ${moment}, ${theme} theme:\n${describe(violations)}`,
        );
      }
    }
  } finally {
    if (currentTheme() !== shown) applyTheme(shown);
  }
  if (failures.length === 0) return;
  const message = `${context.title} › ${context.name}\n${failures.join('\n')}`;
  if (a11y?.test === 'todo') console.warn(message);
  else throw new Error(message);
}

/**
 * Checks the first render: wraps the story's `mount` so that axe runs, in every theme, as soon as
 * the story is on the canvas and before the play function goes on (also when the play function
 * calls `mount` itself).
 */
export function checkFirstRender(context: StoryContext): void {
  if (!underVitest) return;
  const mount = context.mount;
  context.mount = async (...args: Parameters<typeof mount>) => {
    const canvas = await mount(...args);
    await checkStory(context, 'in the first render', themeNames);
    return canvas;
  };
}

/**
 * Checks the state after the play function in every theme but the one the story is shown in (the
 * a11y addon checks that one right after).
 */
export async function checkAfterPlayInOtherThemes(context: StoryContext): Promise<void> {
  const shown = currentTheme();
  await checkStory(
    context,
    'after the play function',
    themeNames.filter((name) => name !== shown),
  );
}
