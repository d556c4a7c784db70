/**
 * The total and facet counts of a search in SQL (searches without a match set): one statement
 * with `count(*) FILTER` per facet value and the top 10 of the list facets, over a sample of the
 * matches; each facet is counted with every filter but its own group's ({@link GROUP_FILTERS}).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import type { Schema } from '../../../contract/types.ts';
import { num } from '../rows.ts';
import {
  allBut,
  allConditions,
  GROUP_FILTERS,
  sinceSql,
  type Conditions,
  type Group,
} from './searchFilters.ts';
import { FACETS_TTL_MS } from './ttlCache.ts';

/** Totals above this are reported as this number with `total_is_capped` ("10,000+"). @default 10000 */
export const TOTAL_CAP = 10_000;

/** Total and facets of one filter combination. */
export interface SearchCounts {
  /** Count of matches, exact up to {@link TOTAL_CAP}; above it, any number over the cap. */
  total: number;
  /** Whether the facets were counted within {@link TOTAL_CAP} + 1 of the matches only. */
  facetsAreSampled: boolean;
  facets: Schema<'JobFacets'>;
}

/**
 * The columns a facet or filter reads, taken from at most {@link TOTAL_CAP} + 1 matches of the
 * keywords, salary and company: the sample that the totals and facets are counted in. Aliased `p`
 * with the table's column names, so the filter conditions apply to it unchanged.
 */
const SAMPLE_COLUMNS = sql.raw(
  'p.workplace_type, p.employment_type, p.experience_level, p.sponsorship, p.terms, p.published_at, p.location, p.place_keys, p.places, p.locations',
);

/**
 * Runs `query` (a read of the matches of `c`). With keywords, in a transaction that turns off
 * sequential scans: a plan that reads the table in order tests the search vector of every row it
 * passes (each one decompressed from TOAST, ~30 µs), where the full-text index knows the matches
 * without opening a vector; the planner underrates that cost when a LIMIT lets it stop early.
 */
export function readMatches<T extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  c: Conditions,
  query: SQL,
  options: { walkIndexes?: boolean } = {},
): Promise<T[]> {
  if (!c.query.match) return queryRows<T>(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (options.walkIndexes === false) await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    return queryRows<T>(tx, query);
  });
}

/**
 * Matches above this share of the published postings are "dense": their newest ones are found
 * fastest by walking the date index (a few rows tested per match); sparser ones through the
 * full-text index's bitmap, which never opens a vector. @default 0.3
 */
export const DENSE_MATCH_SHARE = 0.3;

/** Published postings as the planner estimates them, per database, re-read every {@link FACETS_TTL_MS}. */
const publishedEstimates = new WeakMap<object, { at: number; rows: Promise<number> }>();

/** The planner's estimate of the rows `query` returns (EXPLAIN: planning only, nothing is read). */
async function estimatedRows(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Number(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * Whether the matches of `c` are dense ({@link DENSE_MATCH_SHARE}), from the planner's estimates
 * (the full-text statistics of ANALYZE): the plan of the relevance candidates follows from it. A
 * walk of the date index tests each posting's vector until it has found the newest matches: cheap
 * when most postings match, hundreds of milliseconds when one in ten does ("frontend react":
 * 13,440 vectors tested for 1,000 matches), where the bitmap reads only the matches.
 */
export async function matchesAreDense(db: DbOrTx, c: Conditions): Promise<boolean> {
  const now = Date.now();
  let published = publishedEstimates.get(db);
  if (!published || now - published.at > FACETS_TTL_MS) {
    published = {
      at: now,
      rows: estimatedRows(db, sql`SELECT 1 FROM postings p WHERE p.status = 'published'`),
    };
    publishedEstimates.set(db, published);
  }
  const [matches, all] = await Promise.all([
    estimatedRows(db, sql`SELECT 1 FROM postings p WHERE ${allConditions(c)}`),
    published.rows,
  ]);
  return matches > DENSE_MATCH_SHARE * all;
}

/** The result column of a facet's count (`index`: of the value; none for a top 10). */
const alias = (group: Group, index?: number) =>
  sql.raw(index === undefined ? `${group}_top` : `${group}_${index}`);

/**
 * Counts the total and every facet in one statement over the first {@link TOTAL_CAP} + 1 postings
 * matching `c.base` (no ordering: whichever the plan reaches first). When the keywords, salary and
 * company match at most {@link TOTAL_CAP} postings the sample is all of them and every figure is
 * exact; beyond, the facets are counted within the sample (lower bounds, `facets_are_sampled`) and
 * the total with every filter is counted separately up to the cap.
 */
export async function computeCounts(db: Db, c: Conditions, now: Date): Promise<SearchCounts> {
  const counters: SQL[] = [
    sql`count(*)::int AS sampled`,
    sql`count(*) FILTER (WHERE ${allBut(c, null)})::int AS total`,
  ];
  for (const { group, facet } of GROUP_FILTERS) {
    const others = allBut(c, group);
    if (facet.kind === 'top') {
      counters.push(
        sql`(SELECT coalesce(json_agg(json_build_array(t.v, t.n)), '[]'::json) FROM (
               SELECT v, count(*)::int AS n FROM sample p CROSS JOIN LATERAL unnest(${facet.sql}) AS v
                WHERE ${others} GROUP BY v ORDER BY count(*) DESC, v ASC LIMIT 10) t) AS ${alias(group)}`,
      );
      continue;
    }
    const holds =
      facet.kind === 'days'
        ? facet.values.map((days) => sql`${facet.sql} >= ${sinceSql(now, days)}`)
        : facet.values.map((value) => sql`${facet.sql} = ${value}`);
    holds.forEach((holds, i) =>
      counters.push(sql`count(*) FILTER (WHERE ${holds} AND ${others})::int AS ${alias(group, i)}`),
    );
  }
  const [row = {}] = await readMatches(
    db,
    c,
    sql`WITH sample AS MATERIALIZED (
          SELECT ${SAMPLE_COLUMNS} FROM postings p WHERE ${c.base} LIMIT ${TOTAL_CAP + 1})
        SELECT ${sql.join(counters, sql`, `)} FROM sample p`,
  );
  const sampled = num(row.sampled) > TOTAL_CAP;
  let total = num(row.total);
  if (sampled && total <= TOTAL_CAP) {
    const [capped] = await readMatches(
      db,
      c,
      sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM postings p WHERE ${allConditions(c)} LIMIT ${TOTAL_CAP + 1}) m`,
    );
    total = num(capped?.n);
  }
  const topList = (pairs: unknown) =>
    ((typeof pairs === 'string' ? JSON.parse(pairs) : pairs) as [string, number][]).map(
      ([value, count]) => ({ value, count: num(count) }),
    );
  const facets = Object.fromEntries(
    GROUP_FILTERS.map(({ group, facet }) => [
      group,
      facet.kind === 'top'
        ? topList(row[`${group}_top`])
        : facet.values.map((value, i) => ({ value, count: num(row[`${group}_${i}`]) })),
    ]),
  ) as Schema<'JobFacets'>;
  return { total, facetsAreSampled: sampled, facets };
}
