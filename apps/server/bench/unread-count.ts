/**
 * Benchmark of the background poll `GET /api/v1/c/notifications/unread-count`:
 * the full request path (bearer lookup, the per-token rate-limit counter in PostgreSQL,
 * the count query), driven by autocannon in a separate process.
 *
 *   pnpm --filter @hireloop/server bench:unread-count                      # PGlite (in a temp folder)
 *   bash .ci/with-postgres.sh pnpm --filter @hireloop/server bench:unread-count   # PostgreSQL (DATABASE_URL)
 *
 * Options (env): BENCH_CONNECTIONS (@default 20), BENCH_DURATION seconds (@default 10),
 * BENCH_USERS tokens to spread the load over (@default 20), BENCH_NOTIFICATIONS per user (@default 200).
 * The notification-read limit is raised for the run (it is a per-token limit of 30 a minute).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import { SERVER_MODULES } from '../src/modules/index.ts';
import { createAccount } from '../src/services/accounts.ts';
import { createToken } from '../src/services/sessions.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { notifications } from '../src/db/schema.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const userCount = Number(process.env.BENCH_USERS ?? 20);
const perUser = Number(process.env.BENCH_NOTIFICATIONS ?? 200);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-'));
const url = process.env.DATABASE_URL;
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  SERVE_WEB: 'false',
  RATE_LIMIT_NOTIFICATION_READS: '100000000',
  RATE_LIMIT_ADDRESS_REQUESTS: '100000000',
});
const database = await openDatabase(
  url ? { url, poolSize: 20 } : { dataDir: path.join(dataDir, 'pglite') },
);
await database.migrate();
const app = await buildApp({ config, database, modules: SERVER_MODULES });

// Users with notifications (a third unread) and one remembered token each.
const now = new Date();
const passwordHash = await hashPassword('Bench-Passw0rd!');
const tokens: string[] = [];
const runId = Date.now().toString(36);
for (let u = 0; u < userCount; u++) {
  const user = await database.db.transaction((tx) =>
    createAccount(tx, {
      role: 'customer',
      email: `bench-${runId}-${u}@example.com`,
      passwordHash,
      firstName: 'Bench',
      lastName: `User ${u}`,
      now,
    }),
  );
  await database.db.insert(notifications).values(
    Array.from({ length: perUser }, (_, i) => ({
      userId: user.id,
      kind: 'application_status_changed' as const,
      title: 'Application update',
      message: `Update ${i}`,
      readAt: i % 3 === 0 ? null : now,
      createdAt: new Date(now.getTime() - i * 60_000),
    })),
  );
  tokens.push(
    (
      await createToken(database.db, {
        userId: user.id,
        remember: true,
        device: 'bench',
        ipAddress: '127.0.0.1',
        now,
      })
    ).plainToken,
  );
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const target = `${address}/api/v1/c/notifications/unread-count`;
const check = await fetch(target, { headers: { authorization: `Bearer ${tokens[0]}` } });
if (check.status !== 200)
  throw new Error(`warm-up answered ${check.status}: ${await check.text()}`);

// autocannon in its own process, so the load generator does not share the server's event loop.
const requests = tokens.map((token) => ({
  method: 'GET',
  path: '/api/v1/c/notifications/unread-count',
  headers: { authorization: `Bearer ${token}` },
}));
const driver = `
  const autocannon = require('autocannon');
  const requests = ${JSON.stringify(requests)};
  let i = 0;
  autocannon({
    url: ${JSON.stringify(address)},
    connections: ${connections},
    duration: ${duration},
    requests: [{ setupRequest: (req) => ({ ...req, ...requests[i++ % requests.length] }) }],
  }, (err, result) => {
    if (err) { console.error(err); process.exit(1); }
    process.stdout.write(JSON.stringify(result));
  });`;
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
// Asynchronous: the server answers from this process's event loop meanwhile.
const output = await new Promise<string>((resolve, reject) => {
  const child = spawn(process.execPath, ['-e', driver], { cwd: serverRoot });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('close', (code) =>
    code === 0 ? resolve(stdout) : reject(new Error(`autocannon failed: ${stderr}`)),
  );
});
const result = JSON.parse(output) as {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
};

const label = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
console.log(
  `\nGET /api/v1/c/notifications/unread-count on ${label}, ${connections} connections, ${duration} s, ${userCount} tokens`,
);
console.log(`  req/s   ${result.requests.average.toFixed(0)}`);
console.log(`  p50     ${result.latency.p50} ms`);
console.log(`  p99     ${result.latency.p99} ms`);
console.log(
  `  total   ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors\n`,
);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
