#!/usr/bin/env node
// Fails when src/generated/schema.ts differs from what openapi-typescript makes of
// openapi/openapi.yaml today (types and, with --enum-values, every enum's value array): the
// generated file is never edited by hand.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pkg = new URL('..', import.meta.url).pathname;
const tmp = join(mkdtempSync(join(tmpdir(), 'api-drift-')), 'schema.ts');
execFileSync(
  'pnpm',
  [
    'exec',
    'openapi-typescript',
    '../../openapi/openapi.yaml',
    '--default-non-nullable=false',
    '--enum-values',
    '-o',
    tmp,
  ],
  { cwd: pkg, stdio: 'pipe' },
);
const fresh = readFileSync(tmp, 'utf8');
const committed = readFileSync(join(pkg, 'src/generated/schema.ts'), 'utf8');
if (fresh !== committed) {
  console.error(
    'packages/api/src/generated/schema.ts is out of date with openapi/openapi.yaml: run `pnpm --filter @hireloop/api generate`.',
  );
  process.exit(1);
}
console.log('generated types match openapi/openapi.yaml');
