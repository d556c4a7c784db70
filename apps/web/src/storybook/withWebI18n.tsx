import { UiProvider } from '@hireloop/ui';
import type { Decorator } from '@storybook/react-vite';
import { createWebI18n } from '../i18n/index.ts';
import { webMessages } from '../i18n/messages/index.ts';

const i18n = createWebI18n({ messages: webMessages });

/**
 * Storybook decorator for a story of one web-app component rendered outside `AppStory`: the
 * library's providers with the app's catalog (the screens' namespaces), which Storybook's global
 * decorator does not hold.
 */
export const withWebI18n: Decorator = (Story) => (
  <UiProvider i18n={i18n}>
    <Story />
  </UiProvider>
);
