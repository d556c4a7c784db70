#!/usr/bin/env node
// Fails when src/generated/schema.ts differs from what openapi-typescript makes of
// openapi/openapi.yaml today: the generated types are never edited by hand (issue: foundation).
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
