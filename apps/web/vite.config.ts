// The web app's build: React, vanilla-extract (no CSS-in-JS runtime), one chunk per route module
// (src/router.tsx lazy-loads them), output in dist/ which the server serves on the same origin.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server forwards /api and /sanctum to (apps/server's default address). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** The packages of the session services' chunk (see `codeSplitting` below). */
const sessionPackages =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:xstate|@xstate\/react|@tanstack\/query-core|@tanstack\/react-query|openapi-fetch)\//;
/** The statecharts and the API client: in the session services' chunk, but for {@link entrySources}. */
const sessionSources = /packages\/(?:machines|api)\/src\//;
/**
 * The screening-question rules (issue 29): only the editor, the apply dialog and saved answers
 * use them, so they stay with those screens rather than in every signed-in route's session chunk.
 */
const screeningRules = /packages\/api\/src\/screening\.ts$/;
/** The modules of those packages the entry imports (barrels, constants, storage, redirects, errors). */
const entrySources =
  /packages\/(?:machines\/src\/(?:index|constants|ports\/storage|auth\/redirect)|api\/src\/(?:index|errors|rules|generated\/schema))\.ts$/;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
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
    // One stylesheet for the whole app (17.9 kB gzip): a first visit blocks its paint on one
    // request instead of a dozen small ones, and no route's CSS arrives after its JS.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The session services (src/app/entry.ts) as one chunk: XState, the statecharts,
              // TanStack Query and the API client. Left to the automatic splitting they come in
              // some 20 small chunks, about 7 kB gzip more on every signed-in route (`pnpm size`).
              // The few small modules the entry imports (storage, constants, redirects, API
              // errors and rules) stay outside: the entry must not import this chunk.
              name: 'session',
              // Only the modules the test names: React and the entry's modules stay where they are.
              includeDependenciesRecursively: false,
              test: (id: string) =>
                sessionPackages.test(id) ||
                (sessionSources.test(id) && !entrySources.test(id) && !screeningRules.test(id)),
            },
          ],
        },
      },
    },
  },
});
