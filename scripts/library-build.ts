// The one Vite library-mode configuration of the publishable packages (@hireloop/ui, /machines,
// /api): ESM only, source maps, unminified (the consumer's bundler minifies), every dependency and
// peer dependency left as an import, one entry per `exports` subpath. Type declarations come from
// `tsc -p tsconfig.build.json` beside it (see each package's `build` script).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginOption, UserConfig } from 'vite';

/** Options of `libraryConfig`. */
export interface LibraryConfigOptions {
  /** The package folder (the directory holding package.json). */
  root: string;
  /**
   * Entries by output name without extension, e.g. `{ index: 'src/index.ts', 'theme/index':
   * 'src/theme/index.ts' }`: each becomes `dist/<name>.js` next to the `dist/<name>.d.ts` tsc writes.
   */
  entries: Record<string, string>;
  /** Extra Vite plugins (the ui package's vanilla-extract compiler). */
  plugins?: PluginOption[];
  /**
   * File name (without `.css`) of the one style sheet extracted from every entry's CSS, written to
   * `dist/<cssFileName>.css`. Only meaningful when the package has styles.
   * @default 'styles'
   */
  cssFileName?: string;
  /**
   * Dependencies' style sheets the package's style sheet `@import`s at its top, e.g. a font's
   * `@font-face` rules (`['@fontsource-variable/inter']`). A consumer's bundler resolves them from
   * the package's folder and emits their files (fonts) itself; a bare JS import of a dependency's
   * CSS may be dropped by the consumer's bundler, and `styles.css` is what a consumer imports.
   * @default []
   */
  cssImports?: readonly string[];
}

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Names of the package's dependencies and peer dependencies: imports the build never inlines. */
export function externalPackages(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
}

/**
 * True when `id` is one of `names` or a subpath of one (`react` matches `react/jsx-runtime`,
 * `@vanilla-extract/recipes` matches `@vanilla-extract/recipes/createRuntimeFn`).
 */
export function isExternal(id: string, names: readonly string[]): boolean {
  return names.some((name) => id === name || id.startsWith(`${name}/`));
}

/** Vite configuration building the package at `root` as an ESM library into `dist/`. */
export function libraryConfig({
  root,
  entries,
  plugins = [],
  cssFileName = 'styles',
  cssImports = [],
}: LibraryConfigOptions): UserConfig {
  const external = externalPackages(root);
  // After Vite's own CSS step (which emits the sheet late), on the written file.
  const prependImports: PluginOption = {
    name: 'hireloop:css-imports',
    enforce: 'post',
    writeBundle(options) {
      const file = join(options.dir ?? join(root, 'dist'), `${cssFileName}.css`);
      if (!cssImports.length || !existsSync(file)) return;
      const imports = cssImports.map((name) => `@import ${JSON.stringify(name)};\n`).join('');
      writeFileSync(file, imports + readFileSync(file, 'utf8'));
    },
  };
  return {
    root,
    plugins: [...plugins, prependImports],
    // The package's own public/ folder (none) and .env files play no part in a library.
    publicDir: false,
    envDir: false,
    logLevel: 'warn',
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2023',
      sourcemap: true,
      minify: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, join(root, file)]),
        ),
        formats: ['es'],
        cssFileName,
      },
      rolldownOptions: {
        external: (id) => isExternal(id, external),
        // One output module per source module, at the same path as its declaration file: bundlers
        // shake what a consumer does not import, and `sideEffects` can name files exactly.
        output: {
          preserveModules: true,
          preserveModulesRoot: join(root, 'src'),
          entryFileNames: '[name].js',
        },
      },
    },
  };
}
