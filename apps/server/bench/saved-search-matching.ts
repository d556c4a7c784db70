/**
 * Benchmark of saved-search matching on publish: the time of the publishing transaction (status
 * update + {@link announcePosting} against every active saved search), the cost a business pays
 * when it publishes. Target: ≤ 200 ms with 10,000 saved searches on PostgreSQL.
 *
 *   pnpm --filter @hireloop/server bench:saved-searches                                    # PGlite
 *   PGPORT_TEST=54336 bash .ci/with-postgres.sh pnpm --filter @hireloop/server bench:saved-searches   # PostgreSQL
 *
 * Options (env): BENCH_SAVED_SEARCHES (@default 10000, 20 per customer), BENCH_PUBLISHES measured
 * publishes (@default 30, after 3 warm-up ones). The searches are seeded-random mixes of keywords,
 * location, workplace/employment/experience filters, minimum pay and posted-within, like the
 * ones users save; each measured posting is a fresh draft with a random title from the same words.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Faker, en } from '@faker-js/faker';
import { openDatabase } from '../src/db/client.ts';
import { createAccount } from '../src/services/accounts.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { companies, postings, savedSearches } from '../src/db/schema.ts';
import {
  announcePosting,
  fillMatchColumns,
} from '../src/modules/marketplace/savedSearches/savedSearches.ts';
import { MAX_SAVED_SEARCHES } from '@hireloop/api/savedSearches';

const total = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const publishes = Number(process.env.BENCH_PUBLISHES ?? 30);
const WARM_UP = 3;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-alerts-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url ? { url, poolSize: 5 } : { dataDir: path.join(dataDir, 'pglite') },
);
await database.migrate();
const { db } = database;
const faker = new Faker({ locale: [en], seed: 18 });

const WORDS = [
  'engineer',
  'rust',
  'python',
  'data',
  'frontend',
  'backend',
  'machine learning',
  'designer',
  'product',
  'manager',
  'devops',
  'security',
  'mobile',
  'ios',
  'android',
  'analyst',
  'sales',
  'marketing',
  'support',
  'platform',
  'golang',
  'typescript',
  'react',
  'kubernetes',
  'research',
];
const PLACES = ['Berlin', 'London', 'Remote', 'New York', 'Paris', 'Toronto', 'Lisbon'];
const pick = <T>(values: readonly T[]) => values[faker.number.int(values.length - 1)]!;
const some = <T>(values: readonly T[]) =>
  faker.helpers.arrayElements(values, faker.number.int({ min: 1, max: 2 }));

const now = new Date();
const runId = Date.now().toString(36);
const passwordHash = await hashPassword('Bench-Passw0rd!');

// The business that publishes.
const business = await db.transaction((tx) =>
  createAccount(tx, {
    role: 'business',
    email: `bench-alerts-biz-${runId}@example.com`,
    passwordHash,
    businessName: 'Bench Robotics',
    now,
  }),
);
const [company] = await db
  .select({ id: companies.id })
  .from(companies)
  .where(sql`${companies.userId} = ${business.id}`);

// Customers with saved searches, 20 each.
const started = performance.now();
const customers = Math.ceil(total / MAX_SAVED_SEARCHES);
for (let c = 0; c < customers; c++) {
  const customer = await db.transaction((tx) =>
    createAccount(tx, {
      role: 'customer',
      email: `bench-alerts-${runId}-${c}@example.com`,
      passwordHash,
      firstName: 'Bench',
      lastName: `Seeker ${c}`,
      now,
    }),
  );
  const count = Math.min(MAX_SAVED_SEARCHES, total - c * MAX_SAVED_SEARCHES);
  await db.insert(savedSearches).values(
    Array.from({ length: count }, (_, i) => {
      const query: Record<string, unknown> = { q: pick(WORDS) };
      if (faker.datatype.boolean(0.4)) query.location = pick(PLACES);
      if (faker.datatype.boolean(0.5)) query.workplace_type = some(['onsite', 'hybrid', 'remote']);
      if (faker.datatype.boolean(0.3)) query.employment_type = some(['full_time', 'contract']);
      if (faker.datatype.boolean(0.3)) query.experience_level = some(['entry', 'mid', 'senior']);
      if (faker.datatype.boolean(0.3))
        query.salary_min = faker.number.int({ min: 4, max: 15 }) * 10_000;
      if (faker.datatype.boolean(0.2)) query.posted_within_days = pick([1, 3, 7, 14, 30]);
      return {
        userId: customer.id,
        name: `Search ${i}`,
        query,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}
// Fresh planner statistics, as autovacuum gathers them after a bulk load.
await db.execute(sql`ANALYZE users, saved_searches, postings`);
console.log(
  `Seeded ${total} saved searches for ${customers} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Searches saved before their match columns existed are filled once (the first publish does it).
const fillStarted = performance.now();
const filled = await db.transaction((tx) => fillMatchColumns(tx));
console.log(
  `Filled the match columns of ${filled} saved searches in ${(performance.now() - fillStarted).toFixed(0)} ms`,
);

// Publish fresh drafts, one at a time, timing the publishing transaction.
const times: number[] = [];
let matches = 0;
for (let i = 0; i < WARM_UP + publishes; i++) {
  const title =
    `${faker.helpers.arrayElement(['Senior', 'Junior', 'Lead', ''])} ${pick(WORDS)} ${pick(WORDS)}`.trim();
  const [draft] = await db
    .insert(postings)
    .values({
      companyId: company!.id,
      companyName: 'Bench Robotics',
      title,
      description: faker.lorem.paragraphs(3),
      location: pick(PLACES),
      workplaceType: pick(['onsite', 'hybrid', 'remote']),
      employmentType: pick(['full_time', 'contract']),
      experienceLevel: pick(['entry', 'mid', 'senior']),
      salaryMin: 50_000,
      salaryMax: faker.number.int({ min: 6, max: 16 }) * 10_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      skills: [pick(WORDS), pick(WORDS)],
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: postings.id });
  const at = new Date();
  const t0 = performance.now();
  const matched = await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE postings SET status = 'published', published_at = ${at.toISOString()}::timestamptz WHERE id = ${draft!.id}`,
    );
    return announcePosting(tx, draft!.id, at);
  });
  const ms = performance.now() - t0;
  if (i >= WARM_UP) {
    times.push(ms);
    matches += matched;
  }
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(
  `Publishing a posting against ${total} saved searches on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ` +
    `(${publishes} publishes, ${(matches / publishes).toFixed(0)} matches each on average): ` +
    `median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms ` +
    `(target ≤ 200 ms)`,
);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
