// The accessibility bar every story must clear, shared by the a11y addon and the test-runner.

/** axe-core tags run on every story: WCAG 2.0/2.1 A and AA, and WCAG 2.2 AA. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core run options: the WCAG tags above plus `target-size` (SC 2.5.8, pointer targets of at
 * least 24 × 24 CSS px), enabled explicitly.
 */
export const axeRunOptions = {
  runOnly: { type: 'tag' as const, values: axeTags },
  rules: { 'target-size': { enabled: true } },
};

/**
 * What axe checks in every story (`parameters.a11y.context`): the whole document but react-aria's
 * live announcer, an off-screen region of past announcements whose `aria-labelledby` may point at
 * an element that is gone (a toast dismissed, a pending button settled). It is not content of the
 * story; a story may set its own context.
 */
export const axeContext = { exclude: ['[data-live-announcer]'] };
