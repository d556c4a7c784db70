// Library build of @hireloop/ui (ESM + source maps into dist/; declarations from tsc). The
// vanilla-extract styles are compiled here into one plain style sheet, dist/styles.css, so a
// consumer needs no vanilla-extract plugin: it imports `@hireloop/ui/styles.css` once.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/library-build.ts';

export default defineConfig(
  libraryConfig({
    root: import.meta.dirname,
    entries: {
      index: 'src/index.ts',
      'theme/index': 'src/theme/index.ts',
      'i18n/index': 'src/i18n/index.ts',
    },
    plugins: [vanillaExtractPlugin()],
    // The Inter font's @font-face rules reach a consumer through dist/styles.css.
    cssImports: ['@fontsource-variable/inter'],
  }),
);
