// Library build of @hireloop/machines (ESM + source maps into dist/; declarations from tsc).
import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/library-build.ts';

export default defineConfig(
  libraryConfig({ root: import.meta.dirname, entries: { index: 'src/index.ts' } }),
);
