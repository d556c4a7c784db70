// ESLint flat config: type-checked TypeScript rules, React hooks, jsx-a11y and Storybook.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The web app's feature folders: each may import shared code, never another feature. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'packages/api/src/generated/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      // The consumer test's app resolves @hireloop/* from packed tarballs, outside the workspace.
      'scripts/consumer-test/template/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'scripts/consumer-test/*.mjs',
            '.ci/*.mjs',
            'packages/*/scripts/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  // Boundaries between the workspace's parts (docs/decisions/029): no import cycles; packages never
  // import apps; the component library imports no other workspace package; a web feature imports
  // shared code, never another feature.
  {
    // `**/`: apps/server has its own config that spreads this one, and ESLint matches globs from
    // the folder of the config file in use.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'A package never imports an app.',
            },
            {
              // The request path: everything of the server but main.ts, seed.ts, the CLI and
              // the import and demo folders themselves.
              target: [
                './apps/server/src/app.ts',
                './apps/server/src/http',
                './apps/server/src/plugins',
                './apps/server/src/services',
                './apps/server/src/lib',
                './apps/server/src/contract',
                './apps/server/src/db',
                ...['auth', 'notifications', 'settings', 'system', 'uploads'].map(
                  (module) => `./apps/server/src/modules/${module}`,
                ),
                ...[
                  'postings',
                  'applications',
                  'bookmarks',
                  'savedSearches',
                  'search',
                  'companies',
                  'customerRoutes.ts',
                  'businessRoutes.ts',
                  'searchRoutes.ts',
                  'dashboards.ts',
                  'account.ts',
                  'rows.ts',
                ].map((part) => `./apps/server/src/modules/marketplace/${part}`),
              ],
              from: [
                './apps/server/src/modules/marketplace/import',
                './apps/server/src/modules/marketplace/demo',
              ],
              message:
                'The import, the generator and the demo content stay off the request path: only main.ts, seed.ts and the CLI load them (the marketplace module loads the demo lazily).',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need to src/shared.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hireloop/*'],
              message: 'The component library imports no other workspace package.',
            },
          ],
        },
      ],
    },
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
