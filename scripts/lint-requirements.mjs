#!/usr/bin/env node
/**
 * Keeps requirement citations pointing somewhere a reader can open (run by `pnpm check`).
 *
 * Fails (exit 1) when a tracked source or documentation file
 * - cites the product specification by section (a section sign followed by a number): the
 *   specification is not in the repository; cite the requirement of docs/requirements.md instead;
 * - cites a requirement id (`R-SESSION-3`) that docs/requirements.md does not define.
 *
 * Files: every file `git ls-files` lists with one of EXTENSIONS, except IGNORED ones.
 * Usage: `node scripts/lint-requirements.mjs` from anywhere inside the repository.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();

/** File endings that are read (source, tests, docs, the contract, statechart exports). */
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.md', '.yaml', '.json'];

/** Paths left out: the lockfile. */
const IGNORED = [/^pnpm-lock\.yaml$/];

/** The ids docs/requirements.md defines: `**R-AREA-N**` in a list, `| R-AREA-N |` in a table. */
function definedIds(markdown) {
  const ids = new Set();
  for (const match of markdown.matchAll(/\*\*(R-[A-Z]+-\d+)\*\*|^\| (R-[A-Z]+-\d+) \|/gm)) {
    ids.add(match[1] ?? match[2]);
  }
  return ids;
}

const defined = definedIds(readFileSync(join(root, 'docs/requirements.md'), 'utf8'));
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => EXTENSIONS.some((ext) => file.endsWith(ext)))
  .filter((file) => !IGNORED.some((pattern) => pattern.test(file)));

const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // listed but deleted in the work tree
  }
  if (file === 'docs/requirements.md') continue;
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (/§\s*\d/.test(line)) problems.push(`${where}: cites the spec by section; cite an R- id`);
    for (const [id] of line.matchAll(/\bR-[A-Z]+-\d+\b/g)) {
      if (!defined.has(id)) problems.push(`${where}: ${id} is not in docs/requirements.md`);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} requirement citation problem(s)`);
  process.exit(1);
}
console.log(
  `requirement citations: ${files.length} files, ${defined.size} requirements, all defined`,
);
