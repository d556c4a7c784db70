/**
 * `pnpm --filter @hireloop/server scale-out` (CI: `bash .ci/with-postgres.sh pnpm --filter
 * @hireloop/server scale-out`): the scale-out test. Needs DATABASE_URL (a PostgreSQL to create a
 * throwaway database on).
 *
 * Starts, on loopback: an S3-compatible server (s3rver), an SMTP sink that refuses connections at
 * first, two server processes (`node src/main.ts`) on one fresh PostgreSQL database and that bucket,
 * and a round-robin proxy in front of them. Then, through the proxy, the customer and business
 * journeys (register, logo, posting, search, bookmark, apply with a resume, pipeline moves,
 * notifications); a logo uploaded on one process and fetched from the other; publishes on one
 * process and searches on the other that had cached the empty answer, timed (six, both ways); the
 * conversation messages written by the business on one process and read as they arrive from the
 * customer's event stream on the other, timed (twenty, both ways: each ≤ 2 s; median and p95
 * printed); the SMTP sink opened 20 s after the first refused delivery and the queue drained (each message exactly
 * once, counted by Message-ID); finally writers creating postings
 * while one process is killed with SIGKILL, every acknowledged write looked up afterwards.
 * Prints the figures and exits 1 when any check fails.
 *
 *   node scripts/scale-out.ts [--port 4200] [--customers 8] [--json <file>]
 *
 * Ports: the proxy on --port, the two processes on the next two.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import S3rver from 's3rver';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { SERVER_ROOT } from '../src/config.ts';
import { minimalPdf } from '../src/modules/marketplace/import/content.ts';
import { startSmtpSink } from '../test/scale/smtpSink.ts';
import { multipart, noisePng, openEventStream } from '../test/fixtures.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4200' },
    customers: { type: 'string', default: '8' },
    json: { type: 'string' },
  },
});
const PROXY_PORT = Number(args.port);
const CUSTOMERS = Number(args.customers);
/** Longest wait for the e-mail queue to drain after the SMTP sink opens, in ms. */
const MAIL_DRAIN_TIMEOUT_MS = 90_000;
/** How long the writers run in the kill -9 phase, and when the kill happens, in ms. */
const WRITE_PHASE_MS = 6_000;
const KILL_AFTER_MS = 2_000;
const PASSWORD = 'Str0ng-Passw0rd!';
/** When the SMTP sink opens, after the first refused delivery, in ms (< the 30 s first retry). */
const SINK_OPENS_AFTER_MS = 20_000;
/** Publishes timed until another process's search sees them (alternating directions). */
const PROPAGATION_TRIALS = 6;
/** Messages written on one process and read from the other's stream (issue 28). */
const MESSAGE_TRIALS = 20;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('DATABASE_URL is required (e.g. bash .ci/with-postgres.sh …)');
  process.exit(2);
}

const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ------------------------------------------------------------------------------------------------
// Infrastructure: database, bucket, SMTP sink, two processes, proxy
// ------------------------------------------------------------------------------------------------

const dbName = `hl_scale_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const target = new URL(baseUrl);
target.pathname = `/${dbName}`;
const databaseUrl = target.toString();
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
db.on('error', () => {}); // the final DROP DATABASE … WITH (FORCE) ends its connections

const workDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-scale-'));
const s3rver = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: path.join(workDir, 's3'),
});
const { port: s3Port } = await s3rver.run();
const s3Endpoint = `http://127.0.0.1:${s3Port}`;
const s3Admin = new S3Client({
  region: 'us-east-1',
  endpoint: s3Endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
await s3Admin.send(new CreateBucketCommand({ Bucket: 'hireloop-media' }));
s3Admin.destroy();

const sink = await startSmtpSink(0, { listening: false });
log(`PostgreSQL database ${dbName}, s3rver on ${s3Port}, SMTP sink on ${sink.port} (refusing)`);

interface ServerProcess {
  name: string;
  port: number;
  child: ChildProcess;
  alive: boolean;
}
const servers: ServerProcess[] = [];

function startServer(name: string, port: number): ServerProcess {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '8',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'hireloop-media',
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: sink.url,
      DATA_DIR: path.join(workDir, name),
      SERVE_WEB: 'false',
      IMPORT_REAL_DATA: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT_REQUESTS: '100000',
      RATE_LIMIT_AUTH_FAILURES: '1000',
      RATE_LIMIT_NOTIFICATION_READS: '100000',
      // The load comes from one address (loopback).
      RATE_LIMIT_ADDRESS_REQUESTS: '100000',
      RATE_LIMIT_ADDRESS_CONCURRENCY: '1000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const server: ServerProcess = { name, port, child, alive: true };
  child.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`[${name}] ${chunk.toString()}`),
  );
  child.on('exit', () => {
    server.alive = false;
  });
  servers.push(server);
  return server;
}

async function waitHealthy(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.alive) throw new Error(`${server.name} exited during start`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${server.name} did not become healthy in ${timeoutMs} ms`);
}

let next = 0;
const servedBy: Record<string, number> = {};
/** Round-robin proxy: each request goes to the next process; a dead one answers 502. */
const proxy = http.createServer((req, res) => {
  const server = servers[next++ % servers.length]!;
  servedBy[server.name] = (servedBy[server.name] ?? 0) + 1;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: server.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': server.name });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"message":"upstream failed"}');
  });
  req.pipe(upstream);
});

async function cleanup(): Promise<void> {
  for (const server of servers) if (server.alive) server.child.kill('SIGKILL');
  proxy.close();
  await sink.stop();
  await s3rver.close().catch(() => {});
  await db.end().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
}

// ------------------------------------------------------------------------------------------------
// HTTP client
// ------------------------------------------------------------------------------------------------

/** The fields of API answers this script reads. */
interface ApiJson {
  data?: { id: string; logo_url: string };
  meta?: { total?: number };
}

interface Answer {
  status: number;
  json: ApiJson | undefined;
  headers: Headers;
  body: Buffer;
}

async function call(
  base: string,
  method: string,
  url: string,
  options: {
    token?: string;
    body?: unknown;
    raw?: { body: Buffer; headers: Record<string, string> };
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Uint8Array | string | undefined;
  if (options.raw) {
    Object.assign(headers, options.raw.headers);
    body = new Uint8Array(options.raw.body);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return {
    status: res.status,
    json: isJson && bytes.length ? (JSON.parse(bytes.toString()) as ApiJson) : undefined,
    headers: res.headers,
    body: bytes,
  };
}

const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const direct = (server: ServerProcess) => `http://127.0.0.1:${server.port}`;

/** Registers through `base` with the CSRF cookie a browser would hold. */
async function register(base: string, body: Record<string, unknown>): Promise<string> {
  const cookieRes = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(cookieRes.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  const res = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `XSRF-TOKEN=${cookie}`,
      'x-xsrf-token': decodeURIComponent(cookie),
    },
    body: JSON.stringify({
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agreed_to_terms: true,
      ...body,
    }),
  });
  const json = (await res.json()) as { token?: string };
  if (res.status !== 201 || !json.token)
    throw new Error(`register ${res.status} ${JSON.stringify(json)}`);
  return json.token;
}

const uniqueEmail = (who: string) => `${who}.${randomBytes(4).toString('hex')}@scale.example.com`;

const POSTING = {
  description: '## The role\n\nRun the platform for many processes.\n\n- Operate PostgreSQL',
  location: 'Berlin, Germany',
  workplace_type: 'hybrid',
  employment_type: 'full_time',
  experience_level: 'senior',
  salary_min: 70000,
  salary_max: 90000,
  salary_currency: 'EUR',
  salary_period: 'year',
  skills: ['PostgreSQL', 'Node.js'],
};

// ------------------------------------------------------------------------------------------------
// The run
// ------------------------------------------------------------------------------------------------

const figures: Record<string, unknown> = {};
try {
  const a = startServer('A', PROXY_PORT + 1);
  const b = startServer('B', PROXY_PORT + 2);
  await new Promise<void>((resolve) => proxy.listen(PROXY_PORT, '127.0.0.1', resolve));
  await Promise.all([waitHealthy(a), waitHealthy(b)]);
  const { rows: seededUsers } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE email LIKE $1',
    ['%@demo.hireloop.dev'],
  );
  log(`both processes healthy; demo accounts in the database: ${seededUsers[0]!.n}`);
  check(seededUsers[0]!.n === 2, 'started together, the processes seeded the demo accounts once');

  // The SMTP server refuses until SINK_OPENS_AFTER_MS after the first refused delivery: every
  // retry comes ≥ 30 s after its failure, so no message is refused twice however slow the run.
  const opener = (async () => {
    const pendingFailed = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM outbound_emails WHERE attempts >= 1 AND sent_at IS NULL',
        )
      ).rows[0]!.n;
    const deadline = performance.now() + 120_000;
    while ((await pendingFailed()) === 0 && performance.now() < deadline) await sleep(250);
    await sleep(SINK_OPENS_AFTER_MS);
    const failed = await pendingFailed();
    await sink.start();
    log(`SMTP sink open (${failed} e-mails refused so far)`);
    return failed;
  })();

  // --- Business journey, with the media check ---------------------------------------------------
  const business = await register(PROXY, {
    role: 'business',
    email: uniqueEmail('business'),
    business_name: 'Scale Out Ltd',
  });
  const logo = multipart({
    logo: { filename: 'logo.png', data: await noisePng(400, 300), type: 'image/png' },
  });
  const uploaded = await call(direct(a), 'POST', '/api/v1/uploads/logo', {
    token: business,
    raw: logo,
  });
  check(uploaded.status === 200, `logo uploaded on A (${uploaded.status})`);
  const logoUrl = uploaded.json?.data?.logo_url ?? '';
  const onA = await call(direct(a), 'GET', logoUrl);
  const onB = await call(direct(b), 'GET', logoUrl);
  check(
    onB.status === 200 && Buffer.compare(onA.body, onB.body) === 0,
    `the logo uploaded on A is served by B, byte for byte (${onB.status}, ${onB.body.length} bytes)`,
  );
  check(
    onB.headers.get('cache-control') === 'public, max-age=31536000, immutable' &&
      onB.headers.get('etag') === onA.headers.get('etag') &&
      onB.headers.get('content-type') === 'image/webp',
    `B serves it with the same headers (${onB.headers.get('cache-control')}, ETag ${onB.headers.get('etag')})`,
  );
  figures.mediaServedAcrossProcesses = onB.status === 200;

  // --- Publish on one, search on the other (both directions, PROPAGATION_TRIALS times) ---------
  const customerForSearch = await register(PROXY, {
    role: 'customer',
    email: uniqueEmail('searcher'),
    first_name: 'Sam',
    last_name: 'Searcher',
  });
  const delays: number[] = [];
  let jobId = '';
  for (let trial = 0; trial < PROPAGATION_TRIALS; trial++) {
    const [writer, reader] = trial % 2 === 0 ? [a, b] : [b, a];
    const term = `Quorvex${randomBytes(3).toString('hex')}`;
    const search = () =>
      call(direct(reader), 'GET', `/api/v1/c/jobs?q=${term}`, { token: customerForSearch });
    // The reader caches total=0 for this search; only an invalidation from the writer clears it.
    const before = await search();
    check(
      before.json?.meta?.total === 0,
      `${reader.name} answers total=0 for "${term}" before the publish`,
    );
    const draft = await call(direct(writer), 'POST', '/api/v1/b/postings', {
      token: business,
      body: { ...POSTING, title: `Site Reliability Engineer ${term}` },
    });
    jobId = draft.json?.data?.id ?? '';
    const publish = await call(direct(writer), 'POST', `/api/v1/b/postings/${jobId}/publish`, {
      token: business,
    });
    const publishedAt = performance.now();
    check(publish.status === 200, `published on ${writer.name} (${publish.status})`);
    let seenAfter = -1;
    while (performance.now() - publishedAt < 5000) {
      const res = await search();
      if (res.json?.meta?.total === 1) {
        seenAfter = performance.now() - publishedAt;
        break;
      }
      await sleep(5);
    }
    delays.push(seenAfter < 0 ? Infinity : seenAfter);
    check(
      seenAfter >= 0 && seenAfter <= 1000,
      `a search on ${reader.name} finds the posting published on ${writer.name} after ${seenAfter.toFixed(0)} ms (≤ 1000)`,
    );
  }
  const sorted = [...delays].sort((x, y) => x - y);
  figures.propagationMs = {
    trials: delays.length,
    median: Math.round(sorted[Math.floor(sorted.length / 2)]!),
    max: Math.round(sorted[sorted.length - 1]!),
  };

  // --- Customer journeys through the proxy (e-mails queued while SMTP refuses) -------------------
  const pdf = minimalPdf(['Scale Tester', 'Site reliability']);
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, i) =>
      register(PROXY, {
        role: 'customer',
        email: uniqueEmail(`customer${i}`),
        first_name: 'Casey',
        last_name: `Customer ${i}`,
      }),
    ),
  );
  let journeyErrors = 0;
  const expect2xx = (res: Answer, what: string) => {
    if (res.status < 200 || res.status >= 300) {
      journeyErrors++;
      log(`     ${what}: ${res.status} ${res.body.toString().slice(0, 200)}`);
    }
    return res;
  };
  for (const token of customers) {
    expect2xx(
      await call(PROXY, 'GET', `/api/v1/c/jobs?q=Site%20Reliability%20Engineer`, { token }),
      'search',
    );
    expect2xx(await call(PROXY, 'GET', `/api/v1/c/jobs/${jobId}`, { token }), 'job detail');
    expect2xx(await call(PROXY, 'POST', `/api/v1/c/bookmarks/${jobId}`, { token }), 'bookmark');
    expect2xx(await call(PROXY, 'GET', '/api/v1/c/bookmarks', { token }), 'bookmarks');
    const form = multipart({
      cover_letter: 'I would like to run this at scale.',
      resume: { filename: 'resume.pdf', data: pdf, type: 'application/pdf' },
    });
    expect2xx(
      await call(PROXY, 'POST', `/api/v1/c/jobs/${jobId}/apply`, { token, raw: form }),
      'apply',
    );
    expect2xx(await call(PROXY, 'GET', '/api/v1/c/applications', { token }), 'applications');
    expect2xx(await call(PROXY, 'GET', '/api/v1/c/dashboard', { token }), 'dashboard');
  }
  const received = expect2xx(
    await call(PROXY, 'GET', `/api/v1/b/applications?posting_id=${jobId}&per_page=50`, {
      token: business,
    }),
    'received applications',
  );
  const applications = (received.json as { data?: { id: string }[] } | undefined)?.data ?? [];
  for (const application of applications) {
    expect2xx(
      await call(PROXY, 'PATCH', `/api/v1/b/applications/${application.id}`, {
        token: business,
        body: { status: 'reviewing', note: 'Looks good' },
      }),
      'move to reviewing',
    );
    expect2xx(
      await call(PROXY, 'GET', `/api/v1/b/applications/${application.id}/resume`, {
        token: business,
      }),
      'resume download (stored on the other process, maybe)',
    );
  }
  for (const token of customers)
    expect2xx(await call(PROXY, 'GET', '/api/v1/c/notifications', { token }), 'notifications');
  check(
    applications.length === CUSTOMERS,
    `the business sees ${applications.length} of ${CUSTOMERS} applications`,
  );
  check(
    journeyErrors === 0,
    `customer and business journeys through the proxy: ${journeyErrors} errors`,
  );
  figures.journeyErrors = journeyErrors;
  figures.servedBy = { ...servedBy };

  // --- Messages: written on one process, streamed from the other (issue 28) ----------------------
  // The customer's stream is open on one process; the business writes through the other. The
  // delay is from the write's answer (201) to the `entry` event on the stream, MESSAGE_TRIALS
  // times, alternating the directions.
  const messageCustomer = customers[0]!;
  const mine = await call(PROXY, 'GET', '/api/v1/c/applications', { token: messageCustomer });
  const applicationId = (mine.json as { data?: { id: string }[] } | undefined)?.data?.[0]?.id ?? '';
  check(applicationId !== '', 'the customer has an application to talk about');
  const messageDelays: number[] = [];
  for (let trial = 0; trial < MESSAGE_TRIALS; trial++) {
    const [streamOn, writeOn] = trial % 2 === 0 ? [a, b] : [b, a];
    const stream = await openEventStream(direct(streamOn), 'c', messageCustomer);
    check((await stream.next('ready', 5000)) !== null, `the stream on ${streamOn.name} is ready`);
    const sentAt = performance.now();
    const sent = await call(
      direct(writeOn),
      'POST',
      `/api/v1/b/applications/${applicationId}/messages`,
      { token: business, body: { body: `Trial ${trial}: could we talk on Thursday?` } },
    );
    check(sent.status === 201, `message ${trial} written on ${writeOn.name} (${sent.status})`);
    const arrived = await stream.next('entry', 5000);
    stream.close();
    // From the start of the POST to the arrival on the other process's stream.
    const delay = arrived === null ? Infinity : arrived.at - sentAt;
    messageDelays.push(delay);
    check(
      delay <= 2000,
      `the message written on ${writeOn.name} reached the stream on ${streamOn.name} after ${delay.toFixed(0)} ms (≤ 2000)`,
    );
  }
  const messageSorted = [...messageDelays].sort((x, y) => x - y);
  figures.messageDeliveryMs = {
    trials: messageSorted.length,
    median: Math.round(messageSorted[Math.floor(messageSorted.length / 2)]!),
    p95: Math.round(messageSorted[Math.ceil(messageSorted.length * 0.95) - 1]!),
    max: Math.round(messageSorted[messageSorted.length - 1]!),
  };

  // --- E-mail: the sink opened (see opener), drain the queue -----------------------------------
  const failedBeforeOpen = await opener;
  check(
    failedBeforeOpen > 0,
    `${failedBeforeOpen} e-mails were refused before the SMTP server opened`,
  );
  const drainStart = performance.now();
  let pending = -1;
  while (performance.now() - drainStart < MAIL_DRAIN_TIMEOUT_MS) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbound_emails WHERE sent_at IS NULL AND dead_at IS NULL',
    );
    pending = rows[0]!.n;
    if (pending === 0) break;
    await sleep(500);
  }
  await sleep(500);
  const { rows: mails } = await db.query<{ id: string; attempts: number; sent: boolean }>(
    'SELECT id, attempts, sent_at IS NOT NULL AS sent FROM outbound_emails',
  );
  const byId = new Map<string, number>();
  for (const mail of sink.received) {
    const id = /^Message-ID: <([^@>]+)@/im.exec(mail.raw)?.[1] ?? 'unknown';
    byId.set(id, (byId.get(id) ?? 0) + 1);
  }
  const duplicates = [...byId.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const missing = mails.filter((m) => !byId.has(m.id)).length;
  const retried = mails.filter((m) => m.attempts >= 2 && m.sent).length;
  figures.mail = {
    queued: mails.length,
    delivered: sink.received.length,
    distinct: byId.size,
    duplicates,
    missing,
    retriedAfterRefusal: retried,
    drainSeconds: Math.round((performance.now() - drainStart) / 100) / 10,
  };
  check(pending === 0, `the queue drained (${pending} pending)`);
  check(
    duplicates === 0 && missing === 0 && sink.received.length === mails.length,
    `${mails.length} queued e-mails, ${sink.received.length} deliveries: ${duplicates} duplicates, ${missing} missing`,
  );
  check(retried > 0, `${retried} e-mails delivered on a retry after a refused connection`);

  // --- kill -9 of one process while writers run --------------------------------------------------
  const acknowledged: string[] = [];
  let refused = 0;
  const stopAt = performance.now() + WRITE_PHASE_MS;
  const writer = async (w: number) => {
    let n = 0;
    while (performance.now() < stopAt) {
      try {
        const res = await call(PROXY, 'POST', '/api/v1/b/postings', {
          token: business,
          body: { ...POSTING, title: `Writer ${w} posting ${n++}` },
        });
        if (res.status === 201 && res.json?.data) acknowledged.push(res.json.data.id);
        else refused++;
      } catch {
        refused++;
      }
    }
  };
  const killer = (async () => {
    await sleep(KILL_AFTER_MS);
    log(`kill -9 ${b.name} (pid ${b.child.pid}) with writes in flight`);
    b.child.kill('SIGKILL');
  })();
  await Promise.all([writer(1), writer(2), writer(3), writer(4), killer]);
  const { rows: stored } = await db.query<{ id: string }>(
    'SELECT id FROM postings WHERE id = ANY($1::uuid[])',
    [acknowledged],
  );
  const lost = acknowledged.length - stored.length;
  figures.killPhase = { acknowledged: acknowledged.length, notAcknowledged: refused, lost };
  check(
    lost === 0 && acknowledged.length > 0,
    `kill -9 mid-write: ${acknowledged.length} acknowledged writes, ${lost} lost (${refused} not acknowledged)`,
  );
  const survivor = await call(direct(a), 'GET', '/api/v1/health');
  check(survivor.status === 200, 'the other process keeps serving');
} catch (error) {
  failures.push(String((error as Error).stack ?? error));
  console.error(error);
} finally {
  await cleanup();
}

const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log('\nScale-out figures');
console.log(JSON.stringify({ ...figures, seconds }, null, 2));
if (args.json) writeFileSync(args.json, JSON.stringify({ ...figures, seconds, failures }, null, 2));
if (failures.length) {
  console.error(`\n${failures.length} check(s) failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nAll scale-out checks passed in ${seconds} s.`);
process.exit(0);
