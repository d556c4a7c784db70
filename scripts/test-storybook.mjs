#!/usr/bin/env node
// The story tests (`pnpm test-storybook`): @storybook/test-runner against the static Storybook
// build (storybook-static/, made by `pnpm build-storybook`), served on a free local port. Every
// story of index.json is one test (in the runner's sequence: one page per story file); hooks and
// checks in .storybook/test-runner.ts, Jest and Chromium settings in test-runner-jest.config.js.
//
// Usage: node scripts/test-storybook.mjs [--probes] [test-runner options…]
//   (Each story opened alone, in a fresh load of its own, is a test of the visual step:
//   visual/stories.spec.ts.)
//   --probes runs only the stories that break the accessibility bar on purpose (tag
//   `a11y-probe`, packages/ui/src/private/a11y-probes.stories.tsx), which the other runs leave
//   out, and passes only when each fails with the finding expected of it: a check that silently
//   checks nothing fails. With `--outputFile F` it writes a Jest-like report of the probes (one
//   test each) to F.
//   Other options go to the test-runner, e.g. --json --outputFile=report.json, a story-file filter.
// Env: STORYBOOK_STATIC (default storybook-static), TEST_STORYBOOK_WORKERS (default 2: the cores).
// Exits with the test-runner's status (--probes: 0 when every probe failed as expected); 1 when
// there is no build to test.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import httpServer from 'http-server';

/** The probe stories (by name) and a text each one's failure must contain. */
const probeFindings = {
  'First Render': '1 axe violation(s) in the first render, light theme:\n- button-name',
  // The a11y addon's report, as the runner words it.
  'Shown Theme': 'Buttons must have discernible text (button-name)',
  'Other Theme': '1 axe violation(s) after the play function, dark theme:\n- button-name',
};
const probeTag = 'a11y-probe';
/** The runner's test file of the probe stories (named after their title). */
const probeFile = 'probes-accessibility-checks';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const staticDir = resolve(root, process.env.STORYBOOK_STATIC ?? 'storybook-static');
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run \`pnpm build-storybook\` first.`);
  process.exit(1);
}

const server = httpServer.createServer({ root: staticDir, cache: 3600, silent: true });
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.server.address().port}`;

const workers = process.env.TEST_STORYBOOK_WORKERS ?? '2';
// Our flag (and, with --probes, --outputFile) is read here; every other token goes to the runner
// in its order.
const { values, tokens } = parseArgs({
  options: {
    probes: { type: 'boolean' },
    outputFile: { type: 'string' },
  },
  strict: false,
  allowPositionals: true,
  tokens: true,
});
const { probes = false } = values;
const passThrough = tokens.flatMap((token) => {
  if (token.kind === 'positional') return [token.value];
  if (token.kind !== 'option' || token.name === 'probes') return [];
  if (token.value === undefined) return [token.rawName];
  return token.inlineValue ? [`${token.rawName}=${token.value}`] : [token.rawName, token.value];
});
const probeReport = probes ? values.outputFile : undefined;
const probeDir = probes ? mkdtempSync(join(tmpdir(), 'probes-')) : undefined;
const probeJson = probeDir && join(probeDir, 'probes.json');
const runnerArgs = probes ? ['--json', '--outputFile', probeJson, probeFile] : passThrough;
// The runner reads its tag filters from these (its --includeTags/--excludeTags set them too, but
// take every word after them, a story filter included).
const tags = probes
  ? { STORYBOOK_INCLUDE_TAGS: probeTag }
  : { STORYBOOK_EXCLUDE_TAGS: process.env.STORYBOOK_EXCLUDE_TAGS ?? probeTag };

// Not spawnSync: the server above answers from this process's event loop.
const child = spawn(
  'pnpm',
  [
    'exec',
    'test-storybook',
    '--index-json',
    '--url',
    url,
    '--failOnConsole',
    '--maxWorkers',
    workers,
    ...runnerArgs,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...tags },
  },
);
const [status] = await once(child, 'exit');
server.close();
process.exit(probes ? checkProbes() : (status ?? 1));

/**
 * Reads the probe run's Jest report and prints one line per probe: passes when it failed with its
 * expected finding. Writes the Jest-like report when asked; returns the exit status (0 or 1).
 */
function checkProbes() {
  const report = existsSync(probeJson) ? JSON.parse(readFileSync(probeJson, 'utf8')) : null;
  rmSync(probeDir, { recursive: true, force: true });
  const results = (report?.testResults ?? []).flatMap((file) => file.assertionResults);
  const outcomes = Object.entries(probeFindings).map(([name, expected]) => {
    const result = results.find((r) => r.ancestorTitles.at(-1) === name);
    const message = result?.failureMessages.join('\n') ?? '';
    // Jest's messages carry colour codes and the runner's own framing around the finding.
    // eslint-disable-next-line no-control-regex
    const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
    const ok = result?.status === 'failed' && plain.includes(expected);
    const why = !result
      ? 'did not run'
      : result.status !== 'failed'
        ? 'passed'
        : 'failed otherwise';
    console.log(
      `[probes] ${ok ? '✓' : '✕'} ${name}${ok ? '' : `: ${why}, expected "${expected}"`}`,
    );
    return ok;
  });
  const passed = outcomes.filter(Boolean).length;
  if (probeReport) {
    const numFailedTests = outcomes.length - passed;
    writeFileSync(probeReport, JSON.stringify({ numPassedTests: passed, numFailedTests }));
  }
  return passed === outcomes.length ? 0 : 1;
}
