// Global story setup: theme classes on <html> (toolbar: light, dark), the English message catalog,
// MSW, viewports and the accessibility rules every story must pass (WCAG 2.2 AA + target-size).
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { configure } from 'storybook/test';
import { reportCaughtError } from '../apps/web/src/app/notFoundError.ts';
import { APP_READY_MS } from '../apps/web/src/storybook/timeouts.ts';
import { cleanDocText, withDocDefaults } from '../packages/ui/src/private/docgen.ts';
import { withUiProvider } from '../packages/ui/src/private/storybook.tsx';
import { themeClassNames, type ThemeName } from '../packages/ui/src/theme/index.ts';
import { prepareA11yChecks } from './a11y-checks.ts';
import { axeContext, axeRunOptions } from './a11y.ts';

// A screen story starts the whole app (MSW worker, current user, lazy route chunk, the route's data)
// before its first element appears; Testing Library's default of 1 s for findBy*/waitFor is too
// short on a busy CI machine, and 10 s once was (the verify-email story, clean-clone CI). A story
// that fails still fails, only later.
configure({ asyncUtilTimeout: APP_READY_MS });

/**
 * Events dispatched by a play function (`userEvent`, `fireEvent`) are not wrapped in React's
 * `act()`, as in the built Storybook (production React has no `act`). Under Vitest, Storybook's React
 * renderer wraps each event in `act()`; when React commits inside that `act()` and an effect moves
 * focus or dispatches an event (react-aria's combo boxes and overlays do), user-event enters `act()`
 * again while the outer one is flushing, React loses its queue ("Should not already be working")
 * and the screen stops updating for the rest of the file. Play functions wait for what they expect
 * with `findBy…`/`waitFor`, so they need no `act()`. Runs after the renderer's own `beforeAll`.
 */
function eventsWithoutAct(): void {
  configure({ eventWrapper: (dispatch: () => unknown) => dispatch() });
}

/**
 * Puts the class of the toolbar's theme (`globals.theme`: `light` | `dark`, default light) on
 * `<html>` before the story renders, as the app does, so portals (dialogs, toasts) are themed too.
 */
const withTheme: Decorator = (Story, { globals }) => {
  const theme = themeClassNames[globals.theme as ThemeName] ?? themeClassNames.light;
  const { classList } = document.documentElement;
  if (!classList.contains(theme)) {
    classList.remove(...Object.values(themeClassNames));
    classList.add(theme);
  }
  return Story();
};

/**
 * Runs after the framework's enhancer has merged react-docgen's arg types: fills each props
 * table's empty Default from the prop's JSDoc `@default` tag and renders `{@link …}` in the
 * descriptions (issue 33; see packages/ui/src/private/docgen.ts).
 */
const withJsDocDefaults: ArgTypesEnhancer = ({ argTypes }) => withDocDefaults(argTypes);

const preview: Preview = {
  decorators: [withUiProvider, withTheme],
  argTypesEnhancers: [withJsDocDefaults],
  loaders: [mswLoader()],
  beforeAll: eventsWithoutAct,
  beforeEach: [prepareA11yChecks],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // A screen's "not found" is an error its route's boundary shows on purpose: not a console error.
    react: { rootOptions: { onCaughtError: reportCaughtError } },
    layout: 'padded',
    // A component's description on its docs page, without literal JSDoc tags (`{@link …}`, `@default`).
    docs: {
      extractComponentDescription: (component: Parameters<typeof extractComponentDescription>[0]) =>
        cleanDocText(extractComponentDescription(component)),
    },
    // The sidebar a designer reads top-down: what Hireloop is and how to use the library, the
    // foundations, the components by kind, then the screens by area and the statecharts.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Guidelines',
          'Foundations',
          'Layout',
          'Components',
          'Forms',
          'Data display',
          'Feedback',
          'Navigation',
          'Overlays',
          'Marketplace',
          'Screens',
          'Features',
          'Statecharts',
          'Machines',
        ],
      },
    },
    controls: {
      expanded: true,
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    backgrounds: { disable: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    a11y: {
      options: axeRunOptions,
      context: axeContext,
      // Violations show as errors in the panel; the story tests run the same checks on every story
      // (.storybook/a11y-checks.ts, visual/stories.spec.ts).
      test: 'error',
    },
    msw: { handlers: {} },
  },
};

export default preview;
