import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and route tests of the web app (jsdom; the API is MSW's node server or an injected fetch). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'web',
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 15_000,
  },
});
