/**
 * The API benchmark's prepared databases, kept between runs in `.bench-cache/` at the repository
 * root (gitignored): generating 107,488 postings takes minutes on PostgreSQL and far longer on
 * PGlite, while restoring a prepared copy takes seconds.
 *
 * A copy is keyed by a hash of everything that decides its content: the database kind, the number
 * of generated postings, the data folder's files, the migrations and the code that imports and
 * generates (bench/setup.ts and the marketplace modules it calls). A change to any of them, or a
 * copy older than {@link BENCH_CACHE_MAX_AGE_DAYS} (its postings' dates and tokens age with it),
 * makes a new one.
 *
 * - PGlite: the data folder as `PGlite.dumpDataDir()` writes it (a tar), written out as the run's
 *   data folder (the run writes to it).
 * - PostgreSQL: a `pg_dump --format=custom` file, restored with `pg_restore` into the run's fresh
 *   database (client programs of the server's major version, found next to Debian's server or on
 *   PATH; without them the data is generated each time).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SERVER_ROOT } from '../src/config.ts';
import type { BenchFixture } from './setup.ts';

/** Where prepared databases are kept (gitignored). */
export const BENCH_CACHE_ROOT = path.join(REPO_ROOT, '.bench-cache');
/** A prepared copy older than this is made again. @default 7 days */
export const BENCH_CACHE_MAX_AGE_DAYS = 7;

/** Files whose content decides the prepared data, relative to apps/server. */
const SOURCES = [
  'bench/setup.ts',
  'src/modules/marketplace/import/generate.ts',
  'src/modules/marketplace/import/content.ts',
  'src/modules/marketplace/import/bulk.ts',
  'src/modules/marketplace/import/importData.ts',
  'src/modules/marketplace/import/importRecords.ts',
  'src/modules/marketplace/companies/places.ts',
  'src/modules/marketplace/companies/placeNames.ts',
  'src/modules/marketplace/postings/excerpt.ts',
];

/** The first 16 hex digits of the SHA-256 of the inputs of a prepared database. */
export function benchDataHash(options: {
  db: 'pglite' | 'postgres';
  postings: number;
  dataDir: string;
}): string {
  const hash = createHash('sha256');
  hash.update(`${options.db}\0${options.postings}\0`);
  const files = [
    ...readdirSync(options.dataDir)
      .filter((f) => /\.jsonl(\.gz)?$/.test(f))
      .sort()
      .map((f) => path.join(options.dataDir, f)),
    ...readdirSync(path.join(SERVER_ROOT, 'drizzle'))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => path.join(SERVER_ROOT, 'drizzle', f)),
    ...SOURCES.map((f) => path.join(SERVER_ROOT, f)),
  ];
  for (const file of files) {
    hash.update(path.basename(file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A prepared copy in the cache. */
export interface CachedBench {
  dir: string;
  fixture: BenchFixture;
  /** When it was prepared. */
  preparedAt: Date;
}

const fixtureFile = (dir: string) => path.join(dir, 'fixture.json');

/** The usable prepared copy with this hash, or null. */
export function findCachedBench(hash: string, now = new Date()): CachedBench | null {
  const dir = path.join(BENCH_CACHE_ROOT, hash);
  if (!existsSync(fixtureFile(dir))) return null;
  const preparedAt = statSync(fixtureFile(dir)).mtime;
  if (now.getTime() - preparedAt.getTime() > BENCH_CACHE_MAX_AGE_DAYS * 86_400_000) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    fixture: JSON.parse(readFileSync(fixtureFile(dir), 'utf8')) as BenchFixture,
    preparedAt,
  };
}

/**
 * Stores a prepared copy: `save(dir)` writes the database into the new folder; the fixture is
 * written last, so an interrupted save is never taken for a complete one.
 */
export function storeCachedBench(
  hash: string,
  fixture: BenchFixture,
  save: (dir: string) => void,
): string {
  const dir = path.join(BENCH_CACHE_ROOT, hash);
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  save(partial);
  writeFileSync(fixtureFile(partial), JSON.stringify(fixture));
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return dir;
}

/**
 * `pg_dump` / `pg_restore` of the server's major version (`major`, e.g. 15): Debian's
 * /usr/lib/postgresql/<major>/bin, else PATH. null when neither has it.
 */
export function pgClientProgram(name: 'pg_dump' | 'pg_restore', major: number): string | null {
  const debian = `/usr/lib/postgresql/${major}/bin/${name}`;
  if (existsSync(debian)) return debian;
  try {
    const version = execFileSync(name, ['--version'], { encoding: 'utf8' });
    return Number(/(\d+)/.exec(version)?.[1]) === major ? name : null;
  } catch {
    return null;
  }
}
