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
