// The accessibility bar every story and docs page must clear (WCAG 2.2 AA + target-size, zero
// violations): the axe rules and context, read by the stories' checks (.storybook/a11y-checks.ts,
// the a11y addon's `parameters.a11y`) and by the docs pages' test in Node (visual/docs.spec.ts), so
// this module imports nothing that needs a browser.
import type axe from 'axe-core';

/** axe-core tags run on every story: WCAG 2.0/2.1 A and AA, and WCAG 2.2 AA. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core run options: the WCAG tags above plus `target-size` (SC 2.5.8, pointer targets of at
 * least 24 × 24 CSS px), enabled explicitly.
 */
export const axeRunOptions = {
  runOnly: { type: 'tag' as const, values: axeTags },
  rules: { 'target-size': { enabled: true } },
} satisfies axe.RunOptions;

/**
 * What axe checks in every story (`parameters.a11y.context`): the whole document, react-aria's
 * live announcer included (an entry of its log naming an element that is gone is a nameless image
 * to a screen reader). Storybook's own elements are excluded in `checkStory`; a story may set its
 * own context.
 */
export const axeContext = { exclude: [] as string[] };

/** `parameters.a11y` as the a11y addon reads it. */
export interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: { include?: axe.SelectorList; exclude?: axe.SelectorList };
  options?: axe.RunOptions;
  config?: axe.Spec;
}

/** Storybook's own elements that are always in the document (as the a11y addon excludes them). */
export const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * How axe checks a story, from its `parameters.a11y`, as the a11y addon reads them: `null` when the
 * story turns the check off (`disable: true` or `test: 'off'`), else the elements to exclude
 * (Storybook's own plus the story's), the elements to include (the story's, else the whole
 * document), the run options (the story's, else {@link axeRunOptions}), the configuration with the
 * `region` rule off (a story is a fragment of a page, as the addon has it), and whether a violation
 * only warns (`test: 'todo'`). Read by the story tests' checks in the browser
 * (.storybook/a11y-checks.ts).
 */
export function axeCheckOf(a11y: A11yParameters | undefined) {
  if (a11y?.disable === true || a11y?.test === 'off') return null;
  const config = a11y?.config ?? {};
  return {
    include: a11y?.context?.include,
    exclude: [...storybookChrome, ...[a11y?.context?.exclude ?? axeContext.exclude].flat()],
    options: a11y?.options ?? axeRunOptions,
    config: { ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] },
    warnOnly: a11y?.test === 'todo',
  };
}

/** One line per violation and an indented line per element: what a failing check prints. */
export function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      (v) =>
        `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
}
