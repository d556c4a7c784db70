#!/usr/bin/env node
/**
 * `pnpm --filter @hireloop/server db:migration:check` (part of the root `pnpm check`): fails when
 * drizzle-kit would generate a migration from an unchanged schema, i.e. when
 * `drizzle/meta/<latest>_snapshot.json` no longer describes `src/db/schema.ts` (issue 33:
 * "db:migration with no change generates nothing").
 *
 * It copies `drizzle/` into a temporary folder inside the package (drizzle-kit resolves `out`
 * against the working directory), runs `drizzle-kit generate` there with the package's settings,
 * and compares the files before and after; the repository's own folder is never written.
 * Exit code 0 when nothing would be generated, 1 with the generated file names otherwise.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pkg = path.resolve(import.meta.dirname, '..');
const tmpName = `.migrations-check-${process.pid}`;
const tmp = path.join(pkg, tmpName);
const config = path.join(pkg, `${tmpName}.config.ts`);
const list = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();

try {
  cpSync(path.join(pkg, 'drizzle'), tmp, { recursive: true });
  const before = new Set(list(tmp));
  writeFileSync(
    config,
    `import { defineConfig } from 'drizzle-kit';\n` +
      `export default defineConfig({ dialect: 'postgresql', schema: './src/db/schema.ts', ` +
      `out: './${tmpName}', casing: 'snake_case' });\n`,
  );
  const run = spawnSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--config', config], {
    cwd: pkg,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    console.error('db:migration:check: drizzle-kit generate failed');
    process.exitCode = 1;
  } else {
    const added = list(tmp).filter((file) => !before.has(file));
    if (added.length > 0) {
      console.error(
        `db:migration:check: src/db/schema.ts differs from the latest drizzle snapshot; ` +
          `drizzle-kit would generate ${added.join(', ')}.\n` +
          `Write the migration with \`pnpm --filter @hireloop/server db:migration --name <what>\` ` +
          `(README: "Writing a migration").`,
      );
      process.exitCode = 1;
    } else console.log('db:migration:check: the schema and the latest snapshot agree');
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(config, { force: true });
}
