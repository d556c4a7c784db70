/**
 * The request gate's cost: statements (reads, writes) per signed-in read request and sequential
 * requests per second of `GET /api/v1/auth/user` in process (app.inject) on PGlite, or on
 * PostgreSQL with DATABASE_URL. Prints a small table.
 *
 *   pnpm --filter @hireloop/server exec node bench/gate.ts [requests=2000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { SERVER_MODULES } from '../src/modules/index.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const requests = Number(process.argv[2] ?? 2000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-gate-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SERVE_WEB: 'false',
  RATE_LIMIT_REQUESTS: '100000000',
  RATE_LIMIT_ADDRESS_REQUESTS: '100000000',
});
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: path.join(dataDir, 'pglite') },
);
await database.migrate();
const app = await buildApp({ config, database, modules: SERVER_MODULES });
await app.ready();

const csrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
const xsrf = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
const password = 'Str0ng-Passw0rd!';
const registered = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/register',
  cookies: { 'XSRF-TOKEN': xsrf },
  headers: { 'x-xsrf-token': xsrf },
  payload: {
    role: 'customer',
    email: `gate.${Date.now()}@example.com`,
    password,
    password_confirmation: password,
    agreed_to_terms: true,
    first_name: 'Gate',
    last_name: 'Bench',
  },
});
const token = registered.json<{ token: string }>().token;
const read = () =>
  app.inject({
    method: 'GET',
    url: '/api/v1/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });

// Count statements of one request.
const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
  .$client;
const original = client.query.bind(client);
const seen: string[] = [];
client.query = (...args: unknown[]) => {
  const first = args[0] as string | { text: string };
  seen.push(typeof first === 'string' ? first : first.text);
  return original(...args);
};
await read();
client.query = original;
const writes = seen.filter((s) =>
  /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(s),
).length;

for (let i = 0; i < 200; i++) await read(); // warm up
const started = performance.now();
for (let i = 0; i < requests; i++) await read();
const seconds = (performance.now() - started) / 1000;

console.log(
  `| database | statements per request | of which writes | requests | req/s (sequential, in process) |`,
);
console.log(`|---|---:|---:|---:|---:|`);
console.log(
  `| ${database.kind} | ${seen.length} | ${writes} | ${requests} | ${Math.round(requests / seconds).toLocaleString('en')} |`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
