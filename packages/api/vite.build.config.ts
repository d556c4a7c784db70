// Library build of @hireloop/api (ESM + source maps into dist/; declarations from tsc): the client,
// the typed MSW handlers, the generated contract types, the saved-search
// query helpers, the pay rules, the shared rules and the screening-question rules.
import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/library-build.ts';

export default defineConfig(
  libraryConfig({
    root: import.meta.dirname,
    entries: {
      index: 'src/index.ts',
      'msw/index': 'src/msw/index.ts',
      'generated/schema': 'src/generated/schema.ts',
      savedSearches: 'src/savedSearches.ts',
      pay: 'src/pay.ts',
      rules: 'src/rules.ts',
      screening: 'src/screening.ts',
    },
  }),
);
