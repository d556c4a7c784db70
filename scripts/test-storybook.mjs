#!/usr/bin/env node
// Runs @storybook/test-runner against the BUILT Storybook (storybook-static/, from
// `pnpm build-storybook`), served statically by http-server on a free port.
//
//   pnpm run test-storybook [-- <test-storybook args>]
//   pnpm run test-storybook -- --outputFile=test-results/storybook.json   (Jest JSON report)
//
// Extra arguments go to test-storybook unchanged (e.g. test path patterns such as
// `forms-select`), except `--outputFile=<path>` (or `--outputFile <path>`): the Jest JSON report
// (numPassedTests, numFailedTests, ...) is written there by .storybook/json-report.mjs through
// STORYBOOK_JSON_REPORT. Exits with the runner's exit code (non-zero when any story fails).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import waitOn from 'wait-on';

const root = new URL('..', import.meta.url).pathname;
const staticDir = join(root, 'storybook-static');
const bin = (name) => join(root, 'node_modules', '.bin', name);

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/ is missing: run `pnpm build-storybook` first.');
  process.exit(1);
}

/** Splits `--outputFile` out of the arguments (test-storybook treats it as a flag without value). */
function parseArgs(argv) {
  const rest = [];
  let outputFile;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg.startsWith('--outputFile=')) outputFile = arg.slice('--outputFile='.length);
    else if (arg === '--outputFile') outputFile = argv[++i];
    else if (arg !== '--json') rest.push(arg);
  }
  return { rest, outputFile };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const { rest, outputFile } = parseArgs(process.argv.slice(2));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;

// Node itself runs http-server (not the .bin shell shim), so killing it stops the server.
const httpServer = join(root, 'node_modules', 'http-server', 'bin', 'http-server');
const server = spawn(
  process.execPath,
  [httpServer, staticDir, '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'],
  {
    stdio: 'inherit',
  },
);
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

try {
  await waitOn({ resources: [`${url}/index.json`], timeout: 30_000, interval: 200 });
} catch (error) {
  console.error(`Storybook did not come up on ${url}: ${error.message}`);
  process.exit(1);
}

const args = ['--url', url, '--index-json', '--maxWorkers', '2', ...rest];
const env = { ...process.env };
if (outputFile) {
  const file = resolve(process.cwd(), outputFile);
  mkdirSync(dirname(file), { recursive: true });
  env.STORYBOOK_JSON_REPORT = file;
}

const runner = spawn(bin('test-storybook'), args, { stdio: 'inherit', cwd: root, env });
runner.on('exit', (code, signal) => {
  stopServer();
  process.exit(code ?? (signal ? 1 : 0));
});
