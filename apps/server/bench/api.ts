/**
 * `pnpm bench:api` (= `pnpm --filter @hireloop/server bench:api`): the API benchmark: throughput and
 * latency of the main calls.
 *
 * Starts the server (`node src/main.ts`, a separate process) on a chosen database filled with the
 * real data plus N generated postings, and drives it with autocannon: search (a selective term, a
 * broad term, a filter-only query), job detail, similar jobs, Saved Jobs, and a write mix of
 * applications and status changes. Prints req/s, p50, p95, p99 and errors per scenario as a table and writes it to
 * bench-results/api-<db>.json and .md at the repository root.
 *
 *   node bench/api.ts [--db pglite|postgres] [--postings 100000] [--duration 20] [--warmup 3]
 *                     [--connections 1,20] [--data <dir>] [--scenarios a,b,…] [--workdir <dir>]
 *                     [--port <n>] (default: any free port) [--fresh]
 *
 * `--db postgres` needs DATABASE_URL (e.g. `bash .ci/with-postgres.sh pnpm bench:api --db postgres`):
 * a fresh database is created next to it and dropped at the end. PGlite runs in a temporary folder.
 * The prepared data is kept in `.bench-cache/` (bench/cache.ts) and restored on the next run with
 * the same inputs in seconds; `--fresh` prepares it again. `--workdir <dir>` instead keeps the
 * prepared database itself (and its fixture.json) in `<dir>` and reuses it on the next run with
 * the same folder, writes included (for iterating on one scenario).
 *
 * Besides the table it prints the SQL-alone rate (`searchJobs` in-process, no HTTP) and the cached
 * broad search's ratio to it, each scenario's ratios to the authenticated baseline of the same run,
 * and the load average before and after: on a shared machine the ratios are the comparable part.
 * Targets: PostgreSQL at 20 connections, every search p95 ≤ 50 ms, no request over 1 s, zero
 * errors, cached searches ≥ 1,500 req/s and ≥ 0.3 of SQL alone; PGlite p95 ≤ 25 ms at 1
 * connection and p99 ≤ 150 ms at 20; suggestions p95 ≤ 15 ms at 20.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';
import { REPO_ROOT, SERVER_ROOT } from '../src/config.ts';
import { minimalPdf } from '../src/modules/marketplace/import/content.ts';
import { REPO_DATA_DIR } from '../src/modules/marketplace/import/importData.ts';
import {
  benchDataHash,
  BENCH_CACHE_ROOT,
  findCachedBench,
  pgClientProgram,
  storeCachedBench,
} from './cache.ts';
import { freePort } from './net.ts';
import { prepareBenchData, SELECTIVE_TERMS, type BenchFixture } from './setup.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    postings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string' },
    data: { type: 'string', default: REPO_DATA_DIR },
    scenarios: { type: 'string' },
    workdir: { type: 'string' },
    port: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});
const dbKind = args.db === 'postgres' ? 'postgres' : 'pglite';
const POSTINGS = Number(args.postings);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
/**
 * Concurrent connections of each scenario: each scenario runs once per count. @default PGlite
 * "1,20" (its targets are set at both), PostgreSQL "20"
 */
const CONNECTION_COUNTS = (args.connections ?? (dbKind === 'pglite' ? '1,20' : '20'))
  .split(',')
  .map(Number);
/** The largest count: the SQL-alone baseline's callers. */
const CONNECTIONS = Math.max(...CONNECTION_COUNTS);
const log = (message: string) => console.log(message);

/** One scenario's figures. */
interface ScenarioResult {
  scenario: string;
  description: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  statuses: Record<string, number>;
  /**
   * CPU time the server process and the database spent per request, in ms (from /proc; null
   * when not measurable). Unlike latency and throughput it hardly depends on what else the
   * machine is running, so it tells what the scenario costs when the load average is high.
   */
  cpuMsPerRequest: number | null;
  /** The server process's part of {@link cpuMsPerRequest} (the rest is the database's). */
  serverCpuMsPerRequest: number | null;
}

/** A scenario: requests that autocannon loops over (each may rewrite path, token and body). */
interface Scenario {
  name: string;
  description: string;
  requests: autocannon.Request[];
  /** Counted as a search for the searches/s target. */
  search?: boolean;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

/**
 * Waits until the server answers its health check quickly again, so that requests still queued
 * from the previous scenario (autocannon stops sending, the server keeps working) do not count
 * against the next one. @returns the milliseconds waited
 */
async function settle(url: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const t = performance.now();
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - t < 20) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return Math.round(performance.now() - started);
}

/**
 * How long the server may take to answer its first health check (opening a PGlite folder of
 * 10⁵ postings on a loaded machine takes a while). @default 10 min
 */
const SERVER_START_LIMIT_MS = 600_000;

/** Linux clock ticks per second of /proc/<pid>/stat times (USER_HZ). */
const CLOCK_TICKS = 100;

/** CPU time (user + system) of `pids` so far, in ms; null off Linux. */
function cpuMs(pids: number[]): number | null {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      if (pid === pids[0]) return null;
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** The processes of a local PostgreSQL: its postmaster's children (backends, writers). */
async function postgresPids(url: string): Promise<() => number[]> {
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    await client.end();
    const postmaster = Number(
      readFileSync(path.join(rows[0]!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return () =>
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .filter((name) => {
          try {
            const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
          } catch {
            return false;
          }
        })
        .map(Number);
  } catch {
    return () => [];
  }
}

/** The prepared PGlite data folder as `PGlite.dumpDataDir()` writes it (an uncompressed tar). */
const PGLITE_DUMP = 'pglite.tar';
/** The prepared PostgreSQL database as `pg_dump --format=custom` writes it. */
const POSTGRES_DUMP = 'postgres.dump';

/** Writes the PGlite dump `tar` out as the data folder `dataDir` (replacing it). */
async function loadPgliteDump(tar: string, dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({
    dataDir,
    loadDataDir: new Blob([readFileSync(tar)]),
  });
  await database.close();
}

/** The major version of the PostgreSQL server at `url` (e.g. 15). */
async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ v: string }>(
    "SELECT current_setting('server_version_num') AS v",
  );
  await client.end();
  return Math.floor(Number(rows[0]!.v) / 10000);
}

/** Processes whose CPU time counts as the server's: set once the server runs. */
let measuredPids: () => number[] = () => [];

/** Runs one scenario for `seconds` and measures every response. */
async function run(
  url: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
): Promise<ScenarioResult> {
  const pids = measuredPids();
  const cpuBefore = cpuMs(pids);
  const serverBefore = cpuMs(pids.slice(0, 1));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  // Without a callback autocannon returns its instance (an EventEmitter) made thenable.
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: scenario.requests,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on(
    'response',
    (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    },
  );
  const result = await instance;
  // Backends the pool opened during the run count from zero.
  const cpuAfter = cpuMs([...new Set([...pids, ...measuredPids()])]);
  const serverAfter = cpuMs(pids.slice(0, 1));
  const sorted = Float64Array.from(latencies).sort();
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    scenario: scenario.name,
    description: scenario.description,
    connections,
    requests: latencies.length,
    rps: Math.round(latencies.length / (result.duration || seconds)),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && latencies.length > 0
        ? Math.round(((cpuAfter - cpuBefore) / latencies.length) * 100) / 100
        : null,
    serverCpuMsPerRequest:
      serverBefore !== null && serverAfter !== null && latencies.length > 0
        ? Math.round(((serverAfter - serverBefore) / latencies.length) * 100) / 100
        : null,
  };
}

/** Multi-word keyword searches of the uncached keyword scenario (any-word matching). */
const BROAD_KEYWORDS = [
  'software engineer',
  'data engineer intern',
  'frontend react',
  'machine learning',
  'backend developer',
  'product manager',
  'senior engineer remote',
  'sofware enginer',
];
/** What users type into the keyword box, a keystroke at a time (and with typos). */
const SUGGESTION_PREFIXES = [
  'so',
  'sof',
  'soft',
  'softw',
  'da',
  'dat',
  'data',
  'mach',
  'eng',
  'enginer',
  'pyth',
  'goo',
  'stri',
  'nort',
  'fron',
];

/** The "SQL alone" baseline: the search function in-process (no HTTP, no auth gate). */
interface SqlAlone {
  rps: number;
  p95: number;
}

/**
 * Runs `searchJobs` for q = "engineer" (the search-broad scenario) in this process with
 * CONNECTIONS concurrent callers for DURATION_S seconds, on its own connection pool of that size
 * (PGlite: its one connection), after the same warm-up: the queries a cached search runs, without
 * the HTTP server and the auth gate. The table prints each cached search's ratio to it.
 */
async function measureSqlAlone(
  databaseUrl: string,
  workDir: string,
  fixture: BenchFixture,
): Promise<SqlAlone> {
  const { searchJobs, toJobSearch } = await import('../src/modules/marketplace/search/search.ts');
  const database = await openDatabase(
    databaseUrl
      ? { url: databaseUrl, poolSize: CONNECTIONS }
      : { dataDir: path.join(workDir, 'pglite') },
  );
  const viewer = fixture.customers[0]!.id;
  const search = toJobSearch({ q: 'engineer' });
  const once = () => searchJobs(database.db, viewer, search, new Date());
  const loop = async (until: number, times: number[]) => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await once();
      times.push(performance.now() - t0);
    }
  };
  const runFor = async (seconds: number) => {
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(until, times)));
    return times;
  };
  await runFor(WARMUP_S);
  const times = await runFor(DURATION_S);
  await database.close();
  times.sort((a, b) => a - b);
  const result = {
    rps: Math.round(times.length / DURATION_S),
    p95: Math.round(times[Math.floor(times.length * 0.95)] ?? 0),
  };
  log(`SQL alone (searchJobs in-process, q=engineer): ${result.rps} req/s, p95 ${result.p95} ms`);
  return result;
}

/** The scenarios over the prepared data. */
function scenarios(fixture: BenchFixture): Scenario[] {
  const tokens = fixture.customers.flatMap((c) => c.tokens);
  let n = 0;
  const nextToken = () => tokens[n++ % tokens.length]!;
  const auth = (token: string) => ({
    authorization: `Bearer ${token}`,
    accept: 'application/json',
  });
  const get = (pathFor: () => string): autocannon.Request => ({
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: pathFor(), headers: auth(nextToken()) }),
  });
  let s = 0;
  let j = 0;
  const job = () => fixture.jobIds[j++ % fixture.jobIds.length]!;

  // Write mix: every customer applies once to each apply posting (in this order), and the
  // business moves each pre-made application reviewing → interviewing → offered.
  let pair = 0;
  const pdf = minimalPdf(['Bench Customer', 'Robotics engineer']);
  const boundary = '----hireloopbench';
  const applyBody = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cover_letter"\r\n\r\nHello from the benchmark.\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const moves = ['reviewing', 'interviewing', 'offered'].flatMap((status) =>
    fixture.reviewApplicationIds.map((id) => ({ id, body: JSON.stringify({ status }) })),
  );
  let move = 0;
  let b = 0;

  return [
    {
      name: 'baseline-auth',
      description:
        'reference, no target: GET /api/v1/auth/user — the platform floor of an authenticated call (token lookup, rate-limit counter, activity) on this machine at this moment',
      requests: [get(() => '/api/v1/auth/user')],
    },
    {
      name: 'search-selective',
      description: `q = one of ${SELECTIVE_TERMS.map((t) => `"${t}" (${fixture.termMatches[t]})`).join(', ')} matches`,
      search: true,
      requests: [get(() => `/api/v1/c/jobs?q=${SELECTIVE_TERMS[s++ % SELECTIVE_TERMS.length]}`)],
    },
    {
      name: 'search-broad',
      description: `q = "engineer" (${fixture.termMatches.engineer} matches), relevance`,
      search: true,
      requests: [get(() => '/api/v1/c/jobs?q=engineer')],
    },
    {
      name: 'search-filters',
      description:
        'no q: workplace_type=remote & employment_type=full_time & experience_level=senior|mid, newest',
      search: true,
      requests: [
        get(
          () =>
            '/api/v1/c/jobs?workplace_type=remote&employment_type=full_time&experience_level=senior&experience_level=mid',
        ),
      ],
    },
    {
      name: 'job-detail',
      description: `GET /c/jobs/{id} over ${fixture.jobIds.length} published jobs (counts a view once per customer per day)`,
      requests: [get(() => `/api/v1/c/jobs/${job()}`)],
    },
    {
      name: 'similar-jobs',
      description: `GET /c/jobs/{id}/similar over ${fixture.jobIds.length} published jobs (up to 6 open jobs like each, issue 29)`,
      requests: [get(() => `/api/v1/c/jobs/${job()}/similar`)],
    },
    {
      name: 'bookmarks',
      description: 'save a job (idempotent POST), then list Saved Jobs',
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const customer = fixture.customers[b % fixture.customers.length]!;
            return {
              ...req,
              path: `/api/v1/c/bookmarks/${job()}`,
              headers: auth(customer.tokens[0]!),
            };
          },
        },
        {
          method: 'GET',
          setupRequest: (req) => {
            const customer = fixture.customers[b++ % fixture.customers.length]!;
            return { ...req, path: '/api/v1/c/bookmarks', headers: auth(customer.tokens[1]!) };
          },
        },
      ],
    },
    {
      name: 'apply+status',
      description: 'apply with a PDF (multipart), then a status change by the business (PATCH)',
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const k = pair++;
            const customer = fixture.customers[k % fixture.customers.length]!;
            const posting =
              fixture.applyPostingIds[
                Math.floor(k / fixture.customers.length) % fixture.applyPostingIds.length
              ]!;
            return {
              ...req,
              path: `/api/v1/c/jobs/${posting}/apply`,
              headers: {
                ...auth(customer.tokens[k % customer.tokens.length]!),
                'content-type': `multipart/form-data; boundary=${boundary}`,
              },
              body: applyBody,
            };
          },
        },
        {
          method: 'PATCH',
          setupRequest: (req) => {
            const next = moves[move++ % moves.length]!;
            return {
              ...req,
              path: `/api/v1/b/applications/${next.id}`,
              headers: {
                ...auth(fixture.businessTokens[move % fixture.businessTokens.length]!),
                'content-type': 'application/json',
              },
              body: next.body,
            };
          },
        },
      ],
    },
    {
      name: 'search-keywords-uncached',
      description: `no target of its own (a search scenario): ${BROAD_KEYWORDS.length} multi-word keyword searches ("${BROAD_KEYWORDS.slice(0, 3).join('", "')}", …) each with a different salary_min, so nothing is cached`,
      search: true,
      requests: [
        get(() => {
          const k = s++;
          const q = encodeURIComponent(BROAD_KEYWORDS[k % BROAD_KEYWORDS.length]!);
          return `/api/v1/c/jobs?q=${q}&salary_min=${1 + (k % 5000)}`;
        }),
      ],
    },
    {
      name: 'suggestions',
      description: `GET /c/jobs/suggestions for ${SUGGESTION_PREFIXES.length} typed prefixes and typos ("${SUGGESTION_PREFIXES.slice(0, 4).join('", "')}", …)`,
      requests: [
        get(
          () =>
            `/api/v1/c/jobs/suggestions?q=${encodeURIComponent(SUGGESTION_PREFIXES[s++ % SUGGESTION_PREFIXES.length]!)}`,
        ),
      ],
    },
    {
      name: 'search-broad-uncached',
      description:
        'worst case, no target: q = "engineer" with a different salary_min each time (1–5,000, i.e. every paid job), so the ranking, total and facets are computed for every request (nothing cached); run last',
      search: true,
      requests: [get(() => `/api/v1/c/jobs?q=engineer&salary_min=${1 + (s++ % 5000)}`)],
    },
  ];
}

/**
 * The results as a Markdown table. `× base req/s` and `× base p95` compare each scenario with the
 * authenticated baseline of the same run (the platform floor at that moment): on a shared machine
 * these ratios move far less than the absolute figures.
 */
function table(results: ScenarioResult[]): string {
  const base = (r: ScenarioResult) =>
    results.find((b) => b.scenario === 'baseline-auth' && b.connections === r.connections);
  const times = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) : '–');
  const header = [
    'scenario',
    'conn',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'errors',
    'cpu ms/req',
    '× base req/s',
    '× base p95',
  ];
  const rows = results.map((r) =>
    [
      r.scenario,
      r.connections,
      r.rps,
      r.p50,
      r.p95,
      r.p99,
      r.max,
      r.errors,
      r.cpuMsPerRequest ?? '–',
      times(r.rps, base(r)?.rps),
      times(r.p95, base(r)?.p95),
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const keep = Boolean(args.workdir);
  const workDir = args.workdir
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.workdir)
    : mkdtempSync(path.join(os.tmpdir(), `hireloop-bench-${dbKind}-`));
  mkdirSync(workDir, { recursive: true });
  const fixtureFile = path.join(workDir, 'fixture.json');
  const reuse = keep && existsSync(fixtureFile);
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (dbKind === 'postgres') {
    const base = process.env.DATABASE_URL;
    if (!base)
      throw new Error(
        '--db postgres needs DATABASE_URL (try: bash .ci/with-postgres.sh pnpm bench:api --db postgres)',
      );
    const name = keep ? 'hl_bench_kept' : `hl_bench_${process.pid}`;
    const target = new URL(base);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    if (!reuse) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
    }
    if (!keep)
      dropDatabase = async () => {
        const again = new pg.Client({ connectionString: base });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      };
  }

  let server: ChildProcess | undefined;
  try {
    let fixture: BenchFixture;
    const hash = benchDataHash({ db: dbKind, postings: POSTINGS, dataDir: args.data });
    const cached = keep || args.fresh ? null : findCachedBench(hash);
    const pgMajor = databaseUrl ? await serverMajor(databaseUrl) : 0;
    const pgDump = databaseUrl ? pgClientProgram('pg_dump', pgMajor) : null;
    const pgRestore = databaseUrl ? pgClientProgram('pg_restore', pgMajor) : null;
    if (reuse) {
      fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchFixture;
      log(`Reusing the prepared ${dbKind} database in ${workDir}`);
    } else if (cached && (dbKind === 'pglite' || pgRestore)) {
      const t0 = performance.now();
      if (dbKind === 'pglite') {
        await loadPgliteDump(path.join(cached.dir, PGLITE_DUMP), path.join(workDir, 'pglite'));
      } else {
        execFileSync(pgRestore!, [
          '--no-owner',
          '--jobs=2',
          `--dbname=${databaseUrl}`,
          path.join(cached.dir, POSTGRES_DUMP),
        ]);
        const restored = new pg.Client({ connectionString: databaseUrl });
        await restored.connect();
        await restored.query('VACUUM (ANALYZE)');
        await restored.end();
      }
      fixture = cached.fixture;
      log(
        `Restored the ${dbKind} data prepared ${cached.preparedAt.toISOString()} from ${path.relative(REPO_ROOT, cached.dir)} in ${((performance.now() - t0) / 1000).toFixed(1)} s (--fresh prepares it again)`,
      );
    } else {
      log(
        `Preparing ${dbKind}: real data from ${args.data} + ${POSTINGS.toLocaleString('en')} generated postings${dbKind === 'pglite' ? ' (in memory, then written to the folder once)' : ''}`,
      );
      // PGlite prepares in memory: its folder-backed file system writes page by page (10,000
      // postings took 2.5 min that way, against 15 s in memory).
      const database = await openDatabase(databaseUrl ? { url: databaseUrl } : {});
      await database.migrate();
      fixture = await prepareBenchData({
        db: database.db,
        dataDir: args.data,
        postings: POSTINGS,
        now: new Date(),
        log,
      });
      const t0 = performance.now();
      let pgliteDump: Blob | null = null;
      if (dbKind === 'pglite') {
        const client = (database.db as unknown as { $client: PGlite }).$client;
        pgliteDump = await client.dumpDataDir('none');
      }
      await database.close();
      const saveTo = (into: string) =>
        execFileSync(pgDump!, [
          '--format=custom',
          '--no-owner',
          `--file=${path.join(into, POSTGRES_DUMP)}`,
          databaseUrl,
        ]);
      if (pgliteDump) {
        mkdirSync(BENCH_CACHE_ROOT, { recursive: true });
        const tar = keep
          ? path.join(workDir, PGLITE_DUMP)
          : path.join(BENCH_CACHE_ROOT, `${hash}.partial-${process.pid}.tar`);
        writeFileSync(tar, Buffer.from(await pgliteDump.arrayBuffer()));
        pgliteDump = null;
        await loadPgliteDump(tar, path.join(workDir, 'pglite'));
        if (!keep)
          storeCachedBench(hash, fixture, (into) => renameSync(tar, path.join(into, PGLITE_DUMP)));
      } else if (!keep && pgDump) storeCachedBench(hash, fixture, saveTo);
      if (keep) writeFileSync(fixtureFile, JSON.stringify(fixture));
      else if (dbKind === 'pglite' || pgDump)
        log(
          `  kept in ${path.relative(REPO_ROOT, path.join(BENCH_CACHE_ROOT, hash))} for the next runs (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
        );
    }
    log(
      `  ${fixture.counts.postings.toLocaleString('en')} postings, ${fixture.counts.published.toLocaleString('en')} published`,
    );

    const sqlAlone = await measureSqlAlone(databaseUrl, workDir, fixture);
    const port = args.port ? Number(args.port) : await freePort();
    server = spawn(process.execPath, ['src/main.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: workDir,
        DATABASE_URL: databaseUrl,
        // The load comes from one address: lift the per-address ceiling and cap, keep production's seeding.
        RATE_LIMIT_ADDRESS_REQUESTS: '100000000',
        RATE_LIMIT_ADDRESS_CONCURRENCY: '1000',
        SEED_DEMO: 'true',
        // The real data is already in the prepared database.
        IMPORT_REAL_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    const startedServer = performance.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ok = await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - startedServer > SERVER_START_LIMIT_MS)
        throw new Error(`the server did not start in ${SERVER_START_LIMIT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
    log(
      `Server up on ${url} (${dbKind}) in ${((performance.now() - startedServer) / 1000).toFixed(1)} s; ${CONNECTION_COUNTS.join(' and ')} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per scenario\n`,
    );

    const serverPid = server.pid!;
    const databasePids = databaseUrl ? await postgresPids(databaseUrl) : () => [];
    measuredPids = () => [serverPid, ...databasePids()];
    const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
    log(`Load average before the scenarios: ${loadBefore.join(', ')} (${os.cpus().length} CPUs)`);
    const chosen = args.scenarios?.split(',');
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios(fixture)) {
      if (chosen && !chosen.includes(scenario.name)) continue;
      for (const connections of CONNECTION_COUNTS) {
        await settle(url);
        if (WARMUP_S > 0) await run(url, scenario, WARMUP_S, connections);
        const result = await run(url, scenario, DURATION_S, connections);
        results.push(result);
        const odd = Object.entries(result.statuses).filter(([code]) => !code.startsWith('2'));
        log(
          `${scenario.name.padEnd(22)} ${String(connections).padStart(3)} conn ${String(result.rps).padStart(6)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  errors ${result.errors}  cpu ${result.cpuMsPerRequest ?? '–'} ms/req (server ${result.serverCpuMsPerRequest ?? '–'})${odd.length ? ` (${odd.map(([c, k]) => `${c}×${k}`).join(', ')})` : ''}`,
        );
      }
    }

    const broad = results.find(
      (r) => r.scenario === 'search-broad' && r.connections === CONNECTIONS,
    );
    const ratio = broad && sqlAlone.rps > 0 ? broad.rps / sqlAlone.rps : null;
    const sqlAloneLine = `SQL alone (searchJobs in-process, q=engineer, ${CONNECTIONS} callers): ${sqlAlone.rps} req/s, p95 ${sqlAlone.p95} ms; search-broad over HTTP / SQL alone = ${ratio === null ? '–' : ratio.toFixed(2)} (target ≥ 0.3)`;
    log(sqlAloneLine);
    const loadAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);
    log(
      `Load average after the scenarios: ${loadAfter.join(', ')} (before: ${loadBefore.join(', ')})`,
    );
    const summary = table(results);
    console.log(`\n${summary}\n`);
    const report = {
      db: dbKind,
      date: new Date().toISOString(),
      loadAverage: {
        before: loadBefore,
        after: loadAfter,
      },
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? null,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      data: {
        postings: fixture.counts.postings,
        published: fixture.counts.published,
        generated: POSTINGS,
        termMatches: fixture.termMatches,
      },
      setupSeconds: {
        import: fixture.timings.importMs / 1000,
        generate: fixture.timings.generateMs / 1000,
        accounts: fixture.timings.accountsMs / 1000,
      },
      connections: CONNECTION_COUNTS,
      durationSeconds: DURATION_S,
      warmupSeconds: WARMUP_S,
      scenarios: results,
      sqlAlone: { ...sqlAlone, ratio },
    };
    const outDir = path.join(REPO_ROOT, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, `api-${dbKind}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(
      path.join(outDir, `api-${dbKind}.md`),
      [
        `# API benchmark — ${dbKind}`,
        '',
        `${report.date}; ${report.machine.cpus} × ${report.machine.cpu}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}.`,
        `${fixture.counts.postings.toLocaleString('en')} postings (${fixture.counts.published.toLocaleString('en')} published): the real data plus ${POSTINGS.toLocaleString('en')} generated.`,
        `autocannon, ${CONNECTION_COUNTS.join(' and ')} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s per scenario; latencies of every response.`,
        `Load average (1, 5, 15 min) before: ${report.loadAverage.before.join(', ')}; after: ${report.loadAverage.after.join(', ')}.`,
        '',
        summary,
        '',
        sqlAloneLine,
        '',
        ...results.map((r) => `- **${r.scenario}**: ${r.description}`),
        '',
      ].join('\n'),
    );
    log(
      `Written to bench-results/api-${dbKind}.json and .md (${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
    );
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await dropDatabase().catch(() => {});
    if (!keep) rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
