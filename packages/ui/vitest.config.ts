import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/** Unit tests of the design system (jsdom): theme contrast, pure rules, component behaviour. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
