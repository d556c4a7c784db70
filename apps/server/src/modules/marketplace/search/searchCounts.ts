/**
 * The total and facet counts of a search in SQL (searches without a match set): one statement
 * with `count(*) FILTER` per facet value and the top 10 of the list facets, over a sample of the
 * matches; each facet is counted with every filter but its own group's ({@link GROUP_FILTERS}).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx, type RowSchema } from '../../../db/client.ts';
import { dbNumber } from '../../../db/columns.ts';
import type { Schema } from '../../../contract/types.ts';
import {
  allBut,
  allConditions,
  GROUP_FILTERS,
  sinceSql,
  type Conditions,
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
 * Runs `query` (a read of the matches of `c`) and returns its rows parsed with `schema` (see
 * `queryRows`). With keywords, in a transaction that turns off sequential scans: a plan that
 * reads the table in order tests the search vector of every row it passes (each one decompressed
 * from TOAST, ~30 µs), where the full-text index knows the matches without opening a vector; the
 * planner underrates that cost when a LIMIT lets it stop early.
 * @throws RowShapeError when a row does not match `schema`
 */
export function readMatches<S extends RowSchema>(
  db: DbOrTx,
  c: Conditions,
  query: SQL,
  schema: S,
  options: { walkIndexes?: boolean } = {},
): Promise<z.output<S>[]> {
  if (!c.query.match) return queryRows(db, query, schema);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (options.walkIndexes === false) await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    return queryRows(tx, query, schema);
  });
}

/**
 * A `json` column of `schema`'s shape: parsed by both drivers, but accepted as JSON text too
 * (defensively, as before the schemas).
 */
function jsonColumn<T extends z.ZodType>(schema: T) {
  const text = z.string().transform((value, ctx): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'JSON text' });
      return z.NEVER;
    }
  });
  return z.union([schema, text.pipe(schema)]);
}

/** The one row of `EXPLAIN (FORMAT JSON)`: its plan, of which only the estimated rows are read. */
const queryPlanRow = z.object({
  'QUERY PLAN': jsonColumn(z.tuple([z.object({ Plan: z.object({ 'Plan Rows': dbNumber }) })])),
});

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
  const [row] = await queryRows(db, sql`EXPLAIN (FORMAT JSON) ${query}`, queryPlanRow);
  return row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
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

/** A list facet's top 10 as the counts statement gives it: `[value, count]` pairs. */
const topCounts = z.array(z.tuple([z.string(), dbNumber]));

/** The one row of {@link computeCounts}' statement. */
const facetCountsRow = z.object({
  /** Postings in the sample (at most {@link TOTAL_CAP} + 1). */
  sampled: dbNumber,
  /** Postings of the sample passing every filter. */
  total: dbNumber,
  /** The count of every value of the value and day facets, facet after facet (`int[]`). */
  counts: z.array(dbNumber),
  /** The top 10 of every list facet, facet after facet (`json`). */
  tops: jsonColumn(z.array(topCounts)),
});

/** A count of matches (`count(*)::int AS n`). */
const matchCountRow = z.object({ n: dbNumber });

/**
 * Counts the total and every facet in one statement over the first {@link TOTAL_CAP} + 1 postings
 * matching `c.base` (no ordering: whichever the plan reaches first). When the keywords, salary and
 * company match at most {@link TOTAL_CAP} postings the sample is all of them and every figure is
 * exact; beyond, the facets are counted within the sample (lower bounds, `facets_are_sampled`) and
 * the total with every filter is counted separately up to the cap.
 */
export async function computeCounts(db: Db, c: Conditions, now: Date): Promise<SearchCounts> {
  const counts: SQL[] = [];
  const tops: SQL[] = [];
  // Where each facet's figures are in `counts` (value and day facets) or `tops` (list facets).
  const starts = GROUP_FILTERS.map(({ group, facet }) => {
    const others = allBut(c, group);
    if (facet.kind === 'top') {
      tops.push(
        sql`(SELECT coalesce(json_agg(json_build_array(t.v, t.n)), '[]'::json) FROM (
               SELECT v, count(*)::int AS n FROM sample p CROSS JOIN LATERAL unnest(${facet.sql}) AS v
                WHERE ${others} GROUP BY v ORDER BY count(*) DESC, v ASC LIMIT 10) t)`,
      );
      return tops.length - 1;
    }
    const holds =
      facet.kind === 'days'
        ? facet.values.map((days) => sql`${facet.sql} >= ${sinceSql(now, days)}`)
        : facet.values.map((value) => sql`${facet.sql} = ${value}`);
    const start = counts.length;
    for (const h of holds) counts.push(sql`count(*) FILTER (WHERE ${h} AND ${others})::int`);
    return start;
  });
  const [row] = await readMatches(
    db,
    c,
    sql`WITH sample AS MATERIALIZED (
          SELECT ${SAMPLE_COLUMNS} FROM postings p WHERE ${c.base} LIMIT ${TOTAL_CAP + 1})
        SELECT count(*)::int AS sampled, count(*) FILTER (WHERE ${allBut(c, null)})::int AS total,
               ARRAY[${sql.join(counts, sql`, `)}]::int[] AS counts,
               json_build_array(${sql.join(tops, sql`, `)}) AS tops
          FROM sample p`,
    facetCountsRow,
  );
  const sampled = (row?.sampled ?? 0) > TOTAL_CAP;
  let total = row?.total ?? 0;
  if (sampled && total <= TOTAL_CAP) {
    const [capped] = await readMatches(
      db,
      c,
      sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM postings p WHERE ${allConditions(c)} LIMIT ${TOTAL_CAP + 1}) m`,
      matchCountRow,
    );
    total = capped?.n ?? 0;
  }
  const facets = Object.fromEntries(
    GROUP_FILTERS.map(({ group, facet }, g) => {
      const start = starts[g]!;
      return [
        group,
        facet.kind === 'top'
          ? (row?.tops[start] ?? []).map(([value, count]) => ({ value, count }))
          : facet.values.map((value, i) => ({ value, count: row?.counts[start + i] ?? 0 })),
      ];
    }),
  ) as Schema<'JobFacets'>;
  return { total, facetsAreSampled: sampled, facets };
}
