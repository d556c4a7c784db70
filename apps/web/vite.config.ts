// The web app's build: React, vanilla-extract (no CSS-in-JS runtime), one chunk per route module
// (src/router.tsx lazy-loads them), output in dist/ which the server serves on the same origin.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { themeClassIdentifiers } from './theme-classes.ts';

/** The API server the dev server forwards /api and /sanctum to (apps/server's default address). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: themeClassIdentifiers })],
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/sanctum': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/sanctum': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    sourcemap: true,
    // The server's CSP (script-src 'self') forbids inline scripts: never inline the module preload
    // polyfill (modern browsers support modulepreload natively).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
