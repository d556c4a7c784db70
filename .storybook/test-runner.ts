// The story tests' hooks (`pnpm test-storybook`: @storybook/test-runner against the static build,
// scripts/test-storybook.mjs). Every story is a test that passes when:
// - it renders and its play function passes, in the runner's sequence (one page per story file,
//   the stories of a file one after another in it; each story opened alone is the visual step's
//   test, visual/stories.spec.ts, docs/decisions/224);
// - it logs no console error (`--failOnConsole`);
// - axe finds nothing (WCAG 2.2 AA + target-size, .storybook/a11y.ts) in its first render, light and
//   dark, and after its play function in the theme it is shown in (the a11y addon's report, which
//   the runner reads) and in the other theme (`postVisit` below). The checks run in the page with
//   the preview's axe-core (.storybook/a11y-checks.ts).
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { A11yFindings } from './a11y-checks.ts';

const config: TestRunnerConfig = {
  /**
   * After the play function: axe in every theme but the one the story is shown in (the a11y addon
   * checked that one), with the story's `parameters.a11y`, in the page (`checkAfterPlay` of
   * .storybook/a11y-checks.ts). Throws one error naming each violation; `test: 'todo'` only warns.
   * Skipped when the story has already failed: the runner calls this hook then too, and an error
   * thrown here would replace the story's own.
   */
  async postVisit(page, context) {
    if (context.hasFailure) return;
    const findings = await page.evaluate((): Promise<A11yFindings | null> => {
      if (!window.__hireloopA11y) throw new Error('The preview did not set up the a11y checks.');
      return window.__hireloopA11y.checkAfterPlay();
    });
    if (!findings) return;
    if (findings.warnOnly) console.warn(findings.message);
    else throw new Error(findings.message);
  },
};

export default config;
