/**
 * Bulk inserts for the import and the generator, and the import's updates: a batch of rows
 * travels as ONE jsonb parameter and is unpacked by `jsonb_to_recordset`, instead of one bound
 * parameter per value. Building a 500-row statement with the query builder costs ~0.5 ms of CPU
 * per row and runs into the 65,535-parameter limit; this costs a JSON.stringify. Used only with
 * column lists written in code (never from input), so the raw column names are safe.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { z } from 'zod';
import { dbNumber } from '../../../db/columns.ts';

/** A column of a bulk insert: its SQL name and type as `jsonb_to_recordset` should read it. */
export type BulkColumn = readonly [name: string, type: string];

/** How many rows a bulk statement wrote. */
const writtenCountRow = z.object({ n: dbNumber });

/**
 * Inserts `rows` (objects keyed by column name; Dates become ISO strings) into `table`.
 * @param suffix e.g. `ON CONFLICT (source, source_id) DO NOTHING`
 * @returns how many rows were inserted
 */
export async function bulkInsert(
  db: DbOrTx,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
  suffix: SQL = sql``,
): Promise<number> {
  if (rows.length === 0) return 0;
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const types = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  const inserted = await queryRows(
    db,
    sql`WITH inserted AS (
          INSERT INTO ${sql.raw(`"${table}"`)} (${sql.raw(names)})
          SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(${sql.raw(types)})
          ${suffix}
          RETURNING 1)
        SELECT count(*)::int AS n FROM inserted`,
    writtenCountRow,
  );
  return inserted[0]?.n ?? 0;
}

/**
 * Updates the rows of `table` matching `rows` on the `keys` columns, writing the other `columns`
 * of each row only where one of them differs (`IS DISTINCT FROM`: a row that already holds these
 * values is not written). Same encoding as {@link bulkInsert}; `keys` must be among `columns`.
 * @returns how many rows were changed
 */
export async function bulkUpdate(
  db: DbOrTx,
  table: string,
  columns: readonly BulkColumn[],
  keys: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const types = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  const values = columns.map(([name]) => name).filter((name) => !keys.includes(name));
  const target = values.map((name) => `"${name}"`).join(', ');
  const current = values.map((name) => `t."${name}"`).join(', ');
  const wanted = values.map((name) => `x."${name}"`).join(', ');
  const match = keys.map((name) => `t."${name}" = x."${name}"`).join(' AND ');
  const updated = await queryRows(
    db,
    sql`WITH updated AS (
          UPDATE ${sql.raw(`"${table}"`)} t SET (${sql.raw(target)}) = (${sql.raw(wanted)})
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(${sql.raw(types)})
           WHERE ${sql.raw(match)} AND (${sql.raw(current)}) IS DISTINCT FROM (${sql.raw(wanted)})
          RETURNING 1)
        SELECT count(*)::int AS n FROM updated`,
    writtenCountRow,
  );
  return updated[0]?.n ?? 0;
}

/** The posting columns written by the import and the generator. */
export const POSTING_COLUMNS: readonly BulkColumn[] = [
  ['company_id', 'uuid'],
  ['company_name', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['excerpt', 'text'],
  ['location', 'text'],
  ['locations', 'text[]'],
  ['workplace_type', 'text'],
  ['employment_type', 'text'],
  ['experience_level', 'text'],
  ['salary_min', 'numeric'],
  ['salary_max', 'numeric'],
  ['salary_currency', 'text'],
  ['salary_period', 'text'],
  ['skills', 'text[]'],
  ['status', 'text'],
  ['published_at', 'timestamptz'],
  ['closed_at', 'timestamptz'],
  ['source', 'text'],
  ['source_id', 'text'],
  ['source_url', 'text'],
  ['terms', 'text[]'],
  ['sponsorship', 'text'],
  ['places', 'text[]'],
  ['place_keys', 'text[]'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/** A posting row for {@link POSTING_COLUMNS} (snake_case keys, as the SQL names them). */
export interface BulkPosting extends Record<string, unknown> {
  company_id: string;
  company_name: string;
  title: string;
  description: string | null;
  excerpt: string | null;
  location: string | null;
  locations: string[];
  workplace_type: string | null;
  employment_type: string | null;
  experience_level: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  skills: string[];
  status: 'draft' | 'published' | 'closed';
  published_at: Date | null;
  closed_at: Date | null;
  source: string | null;
  source_id: string | null;
  source_url: string | null;
  terms: string[];
  sponsorship: string | null;
  /** Labels and filter keys of the places of `locations` (places.ts `postingPlaces`); null: parsed later by `backfillPlaces`. */
  places?: string[] | null;
  place_keys?: string[] | null;
  created_at: Date;
  updated_at: Date;
}
