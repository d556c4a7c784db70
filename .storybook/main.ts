// Storybook for the design system (packages/ui), the statecharts' demos (packages/machines) and the
// screens of apps/web. Vite builder with React and vanilla-extract; API mocked with MSW.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Serves (dev) and emits (build) MSW's service worker at /mockServiceWorker.js straight from the
 * installed `msw`, so the worker always matches the library version and no generated copy lives in git
 * (the equivalent of `msw init <staticDir>`).
 */
function mswServiceWorker(): Plugin {
  const workerPath = require.resolve('msw/mockServiceWorker.js');
  return {
    name: 'hireloop:msw-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        void readFile(workerPath, 'utf8').then((source) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(source);
        });
      });
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: await readFile(workerPath, 'utf8'),
      });
    },
  };
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    // Docs pages first: the Introduction opens the sidebar.
    '../packages/ui/docs/Introduction.mdx',
    '../packages/ui/docs/**/*.mdx',
    '../packages/machines/docs/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/machines/stories/**/*.stories.tsx',
    '../apps/web/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [react(), vanillaExtractPlugin(), mswServiceWorker()],
      optimizeDeps: {
        // Imported only by the compiled *.css.ts output, which Vite's dependency scan never sees;
        // discovered late they make Vite re-optimise and reload the page on a cold start. They are
        // small ES modules: serve them as they are instead of pre-bundling them.
        exclude: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};

export default config;
