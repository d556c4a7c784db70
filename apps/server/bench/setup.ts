/**
 * Data of the API benchmark: the real data (import), N generated postings, and the benchmark's own
 * accounts — customers and a business with many "remember me" tokens each (the server limits every
 * token to 300 requests a minute, so load is spread over enough tokens to stay under the limit),
 * postings of the business to apply to, and submitted applications to move through the pipeline.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';
import { createAccount } from '../src/services/accounts.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { createToken } from '../src/services/sessions.ts';
import { importRealData, readDataDir } from '../src/modules/marketplace/import/importData.ts';
import { generatePostings } from '../src/modules/marketplace/import/generate.ts';
import {
  bulkInsert,
  POSTING_COLUMNS,
  type BulkPosting,
} from '../src/modules/marketplace/import/bulk.ts';
import { z } from 'zod';
import { dbNumber } from '../src/db/columns.ts';

/** Customers of the benchmark. @default 250 */
export const BENCH_CUSTOMERS = 250;
/** Tokens per customer. @default 4 (1,000 tokens: up to 300,000 requests a minute) */
export const TOKENS_PER_CUSTOMER = 4;
/** Tokens of the benchmark business. @default 100 */
export const BUSINESS_TOKENS = 100;
/** Postings of the benchmark business with pre-made applications (moved by the write mix). */
export const REVIEW_POSTINGS = 20;
/** Postings of the benchmark business customers apply to in the write mix. */
export const APPLY_POSTINGS = 180;
/** Keywords of the selective search scenario, rotated. */
export const SELECTIVE_TERMS = ['actuarial', 'geospatial', 'firmware', 'audio', 'biology', 'tax'];

/** What the load scenarios need. */
export interface BenchFixture {
  customers: { id: string; tokens: string[] }[];
  businessTokens: string[];
  /** Ids of published postings customers may apply to (each customer once each). */
  applyPostingIds: string[];
  /** Submitted applications to the business's postings, to move in the write mix. */
  reviewApplicationIds: string[];
  /** Published jobs for the detail and bookmark scenarios. */
  jobIds: string[];
  /** Matches of each search term, for the report. */
  termMatches: Record<string, number>;
  counts: { postings: number; published: number };
  timings: { importMs: number; generateMs: number; accountsMs: number };
}

/** A row of `prepareBenchData`'s raw SQL. */
const prepareBenchDataRow = z.object({ id: z.string() });

/** A row of `prepareBenchData`'s raw SQL. */
const prepareBenchDataRow2 = z.object({ id: z.string() });

/** A row of `prepareBenchData`'s raw SQL. */
const prepareBenchDataRow3 = z.object({ n: dbNumber });

/** A row of `prepareBenchData`'s raw SQL. */
const prepareBenchDataRow4 = z.object({ postings: dbNumber, published: dbNumber });

/** Fills an empty, migrated database. */
export async function prepareBenchData(options: {
  db: Db;
  dataDir: string;
  postings: number;
  now: Date;
  log: (message: string) => void;
}): Promise<BenchFixture> {
  const { db, now, log } = options;
  const imported = await importRealData({ db, dir: options.dataDir, now });
  log(
    `  imported ${imported.postings.created} listings and ${imported.companies.created} companies in ${(imported.elapsedMs / 1000).toFixed(1)} s`,
  );
  // The full-text index is built once after the bulk insert instead of row by row (a third faster).
  await db.execute(sql`DROP INDEX IF EXISTS postings_search_idx`);
  const generated = await generatePostings({
    db,
    data: await readDataDir(options.dataDir),
    count: options.postings,
    now,
    seed: 2026,
    log: (m) => {
      if (/00,000 \//.test(m) || /^ {2}\d{1,2},000 \/ /.test(m)) log(m);
    },
  });
  const indexed = performance.now();
  await db.execute(
    sql`CREATE INDEX postings_search_idx ON postings USING gin (search) WHERE status = 'published'`,
  );
  log(
    `  generated ${generated.created} postings in ${(generated.elapsedMs / 1000).toFixed(1)} s, full-text index in ${((performance.now() - indexed) / 1000).toFixed(1)} s`,
  );

  const started = performance.now();
  const passwordHash = await hashPassword(randomUUID());
  const customers: BenchFixture['customers'] = [];
  const businessTokens: string[] = [];
  let businessCompany = '';
  await db.transaction(async (tx) => {
    for (let i = 0; i < BENCH_CUSTOMERS; i++) {
      const user = await createAccount(tx, {
        role: 'customer',
        email: `bench.customer.${i}@bench.invalid`,
        passwordHash,
        firstName: 'Bench',
        lastName: `Customer ${i}`,
        now,
      });
      const tokens: string[] = [];
      for (let k = 0; k < TOKENS_PER_CUSTOMER; k++) {
        const { plainToken } = await createToken(tx, {
          userId: user.id,
          remember: true,
          device: 'autocannon',
          ipAddress: null,
          now,
        });
        tokens.push(plainToken);
      }
      customers.push({ id: user.id, tokens });
    }
    const business = await createAccount(tx, {
      role: 'business',
      email: 'bench.business@bench.invalid',
      passwordHash,
      businessName: 'Bench Robotics',
      now,
    });
    for (let k = 0; k < BUSINESS_TOKENS; k++) {
      const { plainToken } = await createToken(tx, {
        userId: business.id,
        remember: true,
        device: 'autocannon',
        ipAddress: null,
        now,
      });
      businessTokens.push(plainToken);
    }
    const [company] = await queryRows(
      tx,
      sql`SELECT id FROM companies WHERE user_id = ${business.id}`,
      prepareBenchDataRow,
    );
    businessCompany = company!.id;
  });

  // The business's postings: the first REVIEW_POSTINGS get one application from every customer.
  const postingRows: (BulkPosting & { id: string })[] = Array.from(
    { length: REVIEW_POSTINGS + APPLY_POSTINGS },
    (_, i) => ({
      id: randomUUID(),
      company_id: businessCompany,
      company_name: 'Bench Robotics',
      title: `Robotics Engineer ${i + 1}`,
      description: 'Build robots.',
      excerpt: 'Build robots.',
      location: 'Berlin, Germany',
      locations: ['Berlin, Germany'],
      workplace_type: 'hybrid',
      employment_type: 'full_time',
      experience_level: 'mid',
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'EUR',
      salary_period: 'year',
      skills: ['ROS', 'C++'],
      status: 'published',
      published_at: new Date(now.getTime() - 86_400_000),
      closed_at: null,
      source: 'bench',
      source_id: `bench-${i}`,
      source_url: null,
      terms: [],
      sponsorship: null,
      created_at: now,
      updated_at: now,
    }),
  );
  await bulkInsert(db, 'postings', [['id', 'uuid'], ...POSTING_COLUMNS], postingRows);
  const review = postingRows.slice(0, REVIEW_POSTINGS);
  const applications = review.flatMap((posting) =>
    customers.map((customer) => ({
      id: randomUUID(),
      posting_id: posting.id,
      user_id: customer.id,
      status: 'submitted',
      created_at: now,
      updated_at: now,
    })),
  );
  await db.transaction(async (tx) => {
    for (let i = 0; i < applications.length; i += 1000) {
      const batch = applications.slice(i, i + 1000);
      await bulkInsert(
        tx,
        'applications',
        [
          ['id', 'uuid'],
          ['posting_id', 'uuid'],
          ['user_id', 'uuid'],
          ['status', 'text'],
          ['created_at', 'timestamptz'],
          ['updated_at', 'timestamptz'],
        ],
        batch,
      );
      await bulkInsert(
        tx,
        'application_events',
        [
          ['application_id', 'uuid'],
          ['status', 'text'],
          ['created_at', 'timestamptz'],
        ],
        batch.map((a) => ({ application_id: a.id, status: 'submitted', created_at: now })),
      );
    }
    await tx.execute(sql`UPDATE postings p SET applications_count = x.n
      FROM (SELECT posting_id, count(*)::int AS n FROM applications GROUP BY posting_id) x
      WHERE x.posting_id = p.id AND p.source = 'bench'`);
  });
  const accountsMs = Math.round(performance.now() - started);
  log(
    `  ${customers.length} customers × ${TOKENS_PER_CUSTOMER} tokens, a business with ${BUSINESS_TOKENS} tokens, ${applications.length} applications in ${(accountsMs / 1000).toFixed(1)} s`,
  );

  const jobs = await queryRows(
    db,
    sql`SELECT id FROM postings WHERE status = 'published' AND (source IS NULL OR source <> 'bench')
         ORDER BY md5(id::text) LIMIT 2000`,
    prepareBenchDataRow2,
  );
  const termMatches: Record<string, number> = {};
  for (const term of [...SELECTIVE_TERMS, 'engineer']) {
    const [row] = await queryRows(
      db,
      sql`SELECT count(*)::int AS n FROM postings
           WHERE status = 'published' AND search @@ to_tsquery('english'::regconfig, ${`'${term}':*`})`,
      prepareBenchDataRow3,
    );
    termMatches[term] = Number(row?.n ?? 0);
  }
  const [counts] = await queryRows(
    db,
    sql`SELECT count(*)::int AS postings, (count(*) FILTER (WHERE status = 'published'))::int AS published FROM postings`,
    prepareBenchDataRow4,
  );
  // Statistics for the planner, and the full-text index's pending list merged into the index
  // (as autovacuum would do in a while): searches then read the index, not a list of 10⁵ entries.
  await db.execute(sql`VACUUM (ANALYZE) postings`);
  await db.execute(sql`ANALYZE`);
  return {
    customers,
    businessTokens,
    applyPostingIds: postingRows.slice(REVIEW_POSTINGS).map((p) => p.id),
    reviewApplicationIds: applications.map((a) => a.id),
    jobIds: jobs.map((j) => j.id),
    termMatches,
    counts: { postings: Number(counts?.postings ?? 0), published: Number(counts?.published ?? 0) },
    timings: { importMs: imported.elapsedMs, generateMs: generated.elapsedMs, accountsMs },
  };
}
