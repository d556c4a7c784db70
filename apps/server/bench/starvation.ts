/**
 * `pnpm --filter @hireloop/server bench:starvation`: can one address starve another user? (issue
 * 35 S3, decision 212). Target: the other user's search p95 while one address runs 40 tokens stays
 * within 2× of its p95 alone.
 *
 * Starts the real server (`node src/main.ts`, production mode, embedded PGlite in a temporary
 * folder, the repository's real data imported at start) with the configuration of the environment
 * (so the defaults, unless e.g. RATE_LIMIT_ADDRESS_CONCURRENCY is set to show another setting).
 * Clients come from distinct loopback source addresses (`localAddress`), which is how the server
 * tells addresses apart without TRUST_PROXY:
 * - the other user (127.0.0.2, one token) searches every {@link VICTIM_INTERVAL_MS} ms, cycling
 *   through {@link TERMS}: alone first (baseline), then while
 * - the attacker (127.0.0.3, 40 tokens of one account) runs 40 closed loops of searches with ever
 *   new terms and pages (no cache helps it), not slowing down on 429;
 * - in between, the capacity: 8 addresses (127.0.0.10–17) with 5 of the attacker's tokens each
 *   search in closed loops for {@link CAPACITY_S} s; the searches served per second are the
 *   figure the per-minute ceiling is derived from.
 * Prints p50/p95/p99 of both phases, the p95 ratio, the attacker's answers (429s split into the
 * cap's queue and the per-minute counters, which send RateLimit-* headers), the capacity and the load average,
 * and writes them to bench-results/starvation.json and .md at the repository root.
 *
 *   node bench/starvation.ts [--duration 30] [--attackers 40]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { REPO_ROOT, SERVER_ROOT } from '../src/config.ts';
import { freePort } from './net.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    attackers: { type: 'string', default: '40' },
  },
});
/** Seconds of each measured phase (baseline, loaded). @default 30 */
const DURATION_S = Number(args.duration);
/** The attacker's tokens, one closed loop each. @default 40 (the figure) */
const ATTACKERS = Number(args.attackers);
/** The other user's pace: one search every 250 ms (240 a minute, under the per-token 300). */
const VICTIM_INTERVAL_MS = 250;
/** Seconds of the capacity phase. */
const CAPACITY_S = 10;
/** Addresses of the capacity phase. */
const CAPACITY_ADDRESSES = 8;
/** The other user's searches, in turn. */
const TERMS = ['engineer', 'designer', 'manager', 'analyst', 'developer', 'sales', 'data', 'nurse'];
/** Words the attacker combines so that each of its searches is new. */
const WORDS = ['software', 'senior', 'remote', 'product', 'support', 'cloud', 'marketing', 'lead'];
const VICTIM = '127.0.0.2';
const ATTACKER = '127.0.0.3';
const log = (message: string) => console.log(message);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One HTTP call from `localAddress` on a keep-alive agent. */
function call(
  agent: http.Agent,
  port: number,
  localAddress: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        agent,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { accept: 'application/json', ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A client of one address: its agent and a JSON caller. */
function client(port: number, address: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  return {
    agent,
    get: (url: string, token: string, headers: Record<string, string> = {}) =>
      call(agent, port, address, {
        path: url,
        headers: { authorization: `Bearer ${token}`, ...headers },
      }),
    /** A guest POST with the CSRF cookie and header. */
    async post(url: string, body: unknown): Promise<Answer> {
      const cookie = await call(agent, port, address, { path: '/sanctum/csrf-cookie' });
      const pair = (cookie.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0]!)
        .find((c) => c.includes('XSRF-TOKEN='))!;
      const xsrf = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
      return call(agent, port, address, {
        method: 'POST',
        path: url,
        headers: { 'content-type': 'application/json', cookie: pair, 'x-xsrf-token': xsrf },
        body: JSON.stringify(body),
      });
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!)
    : 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/** The other user's searches for `seconds`, one every {@link VICTIM_INTERVAL_MS}; their latencies. */
async function victimSearches(
  victim: ReturnType<typeof client>,
  token: string,
  seconds: number,
): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const next = performance.now() + VICTIM_INTERVAL_MS;
    const answer = await victim.get(`/api/v1/c/jobs?q=${TERMS[i % TERMS.length]}`, token, {
      'x-request-id': `victim-${String(i).padStart(6, '0')}`,
    });
    if (answer.status === 200) ms.push(answer.ms);
    else failed += 1;
    await sleep(Math.max(0, next - performance.now()));
  }
  return { ms, failed };
}

/**
 * Closed loops, one per token, searching from `address` until stopped, in a worker thread of its
 * own (so the other user's timings on the main thread never wait for the attacker's client work);
 * resolves with the status counts. Bodies are read and dropped.
 */
function hammer(port: number, address: string, tokens: string[]) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { port, address, tokens } satisfies HammerData,
  });
  const done = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', (statuses: Record<string, number>) => resolve(statuses));
    worker.once('error', reject);
  });
  return {
    stop: () => worker.postMessage('stop'),
    done: done.finally(() => worker.terminate()),
  };
}

interface HammerData {
  port: number;
  address: string;
  tokens: string[];
}

/** The worker side of {@link hammer}. */
async function hammerLoops({ port, address, tokens }: HammerData): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const statuses: Record<string, number> = {};
  let stopped = false;
  parentPort!.once('message', () => (stopped = true));
  let n = 0;
  const once = (path: string, token: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          localAddress: address,
          agent,
          path,
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        },
        (response) => {
          const key =
            response.statusCode === 429
              ? response.headers['ratelimit-limit'] // set by the gate's counters, not by the cap
                ? '429 ceiling'
                : '429 cap'
              : String(response.statusCode);
          statuses[key] = (statuses[key] ?? 0) + 1;
          response.resume();
          response.on('end', resolve);
        },
      );
      request.on('error', () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
    });
  await Promise.all(
    tokens.map(async (token) => {
      while (!stopped) {
        n += 1;
        const q = `${WORDS[n % WORDS.length]} ${WORDS[Math.floor(n / WORDS.length) % WORDS.length]}`;
        await once(`/api/v1/c/jobs?q=${encodeURIComponent(q)}&page=${(n % 5) + 1}`, token);
      }
    }),
  );
  agent.destroy();
  parentPort!.postMessage(statuses);
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      SERVE_WEB: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 180_000) throw new Error('the server did not start in 180 s');
    await sleep(250);
  }
  log(`Server up on port ${port} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return server;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-starvation-'));
  const port = await freePort();
  let server: ChildProcess | null = null;
  try {
    server = await startServer(dataDir, port);
    const password = `Starv-${Date.now().toString(36)}-Qx9!`;
    const account = async (address: string, name: string) => {
      const guest = client(port, address);
      const email = `starvation.${name}.${Date.now().toString(36)}@example.com`;
      const registered = await guest.post('/api/v1/auth/register', {
        role: 'customer',
        email,
        password,
        password_confirmation: password,
        agreed_to_terms: true,
        first_name: 'Bench',
        last_name: name,
      });
      if (registered.status !== 201)
        throw new Error(`register: ${registered.status} ${registered.body}`);
      return { guest, email, token: (JSON.parse(registered.body) as { token: string }).token };
    };
    const victimAccount = await account(VICTIM, 'victim');
    const attackerAccount = await account(ATTACKER, 'attacker');
    const tokens = [attackerAccount.token];
    while (tokens.length < ATTACKERS) {
      const login = await attackerAccount.guest.post('/api/v1/auth/login', {
        email: attackerAccount.email,
        password,
        remember: true,
      });
      if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body}`);
      tokens.push((JSON.parse(login.body) as { token: string }).token);
    }
    const victim = victimAccount.guest;
    log(`Accounts ready: the other user, and ${tokens.length} tokens of the attacker`);

    const loadBefore = loadAverage();
    await victimSearches(victim, victimAccount.token, 5); // warm-up
    const baseline = await victimSearches(victim, victimAccount.token, DURATION_S);
    log(
      `Baseline (alone): ${baseline.ms.length} searches, p50 ${percentile(baseline.ms, 50)} ms, p95 ${percentile(baseline.ms, 95)} ms`,
    );

    // Capacity: several addresses at once, each within its share.
    const capacityStarted = performance.now();
    const perAddress = Math.max(1, Math.floor(tokens.length / CAPACITY_ADDRESSES));
    const capacityRuns = Array.from({ length: CAPACITY_ADDRESSES }, (_, i) =>
      hammer(port, `127.0.0.${10 + i}`, tokens.slice(i * perAddress, (i + 1) * perAddress)),
    );
    await sleep(CAPACITY_S * 1000);
    for (const run of capacityRuns) run.stop();
    const capacityStatuses = await Promise.all(capacityRuns.map((r) => r.done));
    const capacitySeconds = (performance.now() - capacityStarted) / 1000;
    const served = capacityStatuses.reduce((sum, statuses) => sum + (statuses['200'] ?? 0), 0);
    const capacity = Math.round(served / capacitySeconds);
    log(
      `Capacity: ${capacity} searches/s served (${CAPACITY_ADDRESSES} addresses, ${perAddress} loops each, ${CAPACITY_S} s)`,
    );
    await sleep(2000);

    // Loaded: the attacker's 40 loops from one address while the other user searches.
    const attack = hammer(port, ATTACKER, tokens);
    await sleep(1000);
    const loaded = await victimSearches(victim, victimAccount.token, DURATION_S);
    attack.stop();
    const attackStatuses = await attack.done;
    const loadAfter = loadAverage();

    const row = (name: string, m: { ms: number[]; failed: number }) =>
      `| ${name} | ${m.ms.length} | ${m.failed} | ${percentile(m.ms, 50)} ms | ${percentile(m.ms, 95)} ms | ${percentile(m.ms, 99)} ms | ${percentile(m.ms, 100)} ms |`;
    const ratio = percentile(loaded.ms, 95) / Math.max(1, percentile(baseline.ms, 95));
    const attackerTotal = Object.values(attackStatuses).reduce((a, b) => a + b, 0);
    const tooMany = (attackStatuses['429 cap'] ?? 0) + (attackStatuses['429 ceiling'] ?? 0);
    const lines = [
      `# Starvation benchmark (issue 35 S3, decision 212)`,
      '',
      `${new Date().toISOString()}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; PGlite; the server's configuration from the environment (RATE_LIMIT_ADDRESS_CONCURRENCY=${process.env.RATE_LIMIT_ADDRESS_CONCURRENCY ?? 'default'}, RATE_LIMIT_ADDRESS_REQUESTS=${process.env.RATE_LIMIT_ADDRESS_REQUESTS ?? 'default'}).`,
      `Load average (1, 5, 15 min) before: ${loadBefore.join(', ')}; after: ${loadAfter.join(', ')}.`,
      '',
      `The other user's searches (one every ${VICTIM_INTERVAL_MS} ms, ${DURATION_S} s per phase):`,
      '',
      '| phase | searches | failed | p50 | p95 | p99 | max |',
      '|---|---:|---:|---:|---:|---:|---:|',
      row('alone', baseline),
      row(`while one address runs ${tokens.length} tokens`, loaded),
      '',
      `p95 loaded / p95 alone = **${ratio.toFixed(2)}** (target ≤ 2: ${ratio <= 2 ? 'met' : '**missed**'}).`,
      `The attacker: ${attackerTotal} requests in ${DURATION_S + 1} s; ${attackStatuses['200'] ?? 0} served, ${tooMany} answered 429 (${attackStatuses['429 cap'] ?? 0} by the per-address cap's queue, ${attackStatuses['429 ceiling'] ?? 0} by the per-minute limits), others: ${JSON.stringify(Object.fromEntries(Object.entries(attackStatuses).filter(([k]) => k !== '200' && !k.startsWith('429'))))}.`,
      `Capacity: ${capacity} searches/s served with ${CAPACITY_ADDRESSES} addresses searching at once (${(capacity * 60).toLocaleString('en')} a minute).`,
      '',
    ];
    const markdown = lines.join('\n');
    console.log(`\n${markdown}`);
    const out = path.join(REPO_ROOT, 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'starvation.md'), markdown);
    writeFileSync(
      path.join(out, 'starvation.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          loadAverage: { before: loadBefore, after: loadAfter },
          baseline: {
            searches: baseline.ms.length,
            failed: baseline.failed,
            p50: percentile(baseline.ms, 50),
            p95: percentile(baseline.ms, 95),
          },
          loaded: {
            searches: loaded.ms.length,
            failed: loaded.failed,
            p50: percentile(loaded.ms, 50),
            p95: percentile(loaded.ms, 95),
          },
          ratioP95: Math.round(ratio * 100) / 100,
          attacker: { tokens: tokens.length, statuses: attackStatuses },
          capacitySearchesPerSecond: capacity,
        },
        null,
        2,
      )}\n`,
    );
    log('Written to bench-results/starvation.json and .md');
    process.exitCode = ratio <= 2 ? 0 : 1;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else await hammerLoops(workerData as HammerData);
