import type { Decorator } from '@storybook/react-vite';
import { UiProvider } from '../UiProvider/UiProvider.tsx';

/** Storybook decorator (internal, used by .storybook/preview.ts): the library's providers. */
export const withUiProvider: Decorator = (Story) => (
  <UiProvider>
    <Story />
  </UiProvider>
);
