/**
 * `pnpm --filter @hireloop/server bench:search-profile`: times single uncached searches and
 * suggestions in this process (no HTTP, no concurrency), one scenario after another, on the
 * database DATABASE_URL names (or the PGlite folder `--pglite <dir>`, e.g. a `bench:api --workdir`
 * folder's `pglite`). Every search has a salary floor not used before, so neither its counts nor
 * its ranking come from the cache. Prints the median and the largest of `--runs` runs per scenario.
 * On a loaded machine these single-query times say more than a load test's percentiles.
 *
 *   node bench/search-profile.ts [--runs 10] [--pglite <dir>]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { searchJobs, toJobSearch } from '../src/modules/marketplace/search/search.ts';
import { suggestJobSearch } from '../src/modules/marketplace/search/suggest.ts';
import type { QueryParams } from '../src/contract/types.ts';
import { z } from 'zod';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, pglite: { type: 'string' } },
});
const RUNS = Number(args.runs);
const database = await openDatabase(
  args.pglite ? { dataDir: args.pglite } : { url: process.env.DATABASE_URL, poolSize: 2 },
);
const db = database.db;
/** A row of `viewer`'s raw SQL. */
const viewerRow = z.object({ id: z.string() });

const [viewer] = await queryRows(db, sql`SELECT id FROM users LIMIT 1`, viewerRow);
let floor = 1 + Math.floor(Math.random() * 1000);

/** The scenarios: a name and the query of run `i`. */
const SEARCHES: [string, (i: number) => QueryParams<'searchJobs'>][] = [
  ['engineer, varying pay floor', () => ({ q: 'engineer', salary_min: floor++ })],
  [
    'varying keywords',
    (i) => ({
      q: ['software engineer', 'data engineer intern', 'machine learning', 'backend developer'][
        i % 4
      ],
      salary_min: floor++,
    }),
  ],
  ['frontend react', () => ({ q: 'frontend react', salary_min: floor++ })],
  ['engineer + NYC', () => ({ q: 'engineer', location: 'NYC', salary_min: floor++ })],
  ['firmware (selective)', () => ({ q: 'firmware', salary_min: floor++ })],
  ['filters only', () => ({ workplace_type: ['remote'], salary_min: floor++ })],
];
const PREFIXES = ['so', 'sof', 'softw', 'data', 'mach', 'enginer', 'pyth', 'nort', 'fron'];

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

// Warm the caches of the process (vocabulary state, prepared statements) once.
await searchJobs(db, viewer!.id, toJobSearch({ q: 'warm' }), new Date());
for (const [name, query] of SEARCHES) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await searchJobs(db, viewer!.id, toJobSearch(query(i)), new Date());
    times.push(performance.now() - t0);
  }
  console.log(`${name.padEnd(30)} ${stats(times)}`);
}
const times: number[] = [];
for (let i = 0; i < RUNS * 2; i++) {
  const t0 = performance.now();
  await suggestJobSearch(db, PREFIXES[i % PREFIXES.length]!, 'keywords', 8);
  times.push(performance.now() - t0);
}
console.log(`${'suggestions'.padEnd(30)} ${stats(times)}`);
await database.close();
