// Global story setup: theme classes on <html> (toolbar: light, dark), the English message catalog,
// MSW, viewports and the accessibility rules every story must pass (WCAG 2.2 AA + target-size).
import type { Preview } from '@storybook/react-vite';
import { withThemeByClassName } from '@storybook/addon-themes';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { withUiProvider } from '../packages/ui/src/private/storybook.tsx';
import { themeClassNames } from '../packages/ui/src/theme/index.ts';
import { axeContext, axeRunOptions } from './a11y.ts';

// A screen story starts the whole app (MSW worker, current user, lazy route chunk) before its first
// element appears; Testing Library's default of 1 s for findBy*/waitFor is too short on a busy CI
// machine. A story that fails still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  decorators: [
    withUiProvider,
    withThemeByClassName({
      themes: themeClassNames,
      defaultTheme: 'light',
      parentSelector: 'html',
    }),
  ],
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
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
      // Violations fail the story in the test-runner and show as errors in the panel.
      test: 'error',
    },
    // The theme classes, for the test-runner's second axe pass in the dark theme.
    themeClassNames,
    msw: { handlers: {} },
  },
};

export default preview;
