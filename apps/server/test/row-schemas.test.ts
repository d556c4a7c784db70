/**
 * House issue 32, "SQL row types checked at the seam": a raw SQL row is parsed with a zod schema
 * (src/db/columns.ts) by `queryRows`, so its type is what it holds on either driver. This file runs
 * on PGlite in `pnpm test` and on PostgreSQL (node-postgres) in CI's PostgreSQL suite, where
 * `int8` and `numeric` arrive as strings.
 */
import { sql } from 'drizzle-orm';
import { applicationStatusValues } from '@hireloop/api/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRows, preparedSql, queryRows, RowShapeError } from '../src/db/client.ts';
import { dbEnum, dbId, dbNumber, dbTime } from '../src/db/columns.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One row of every kind of column the server reads raw. */
const mixedRow = z.object({
  id: dbId,
  total: dbNumber,
  share: dbNumber,
  pay: dbNumber,
  at: dbTime,
  missing: dbTime.nullable(),
  status: dbEnum(applicationStatusValues),
  tags: z.array(z.string()),
  answers: z.object({ years: dbNumber }),
});

const mixedSql = sql`SELECT gen_random_uuid() AS id, count(*) AS total, 0.25::float8 AS share,
                            55.50::numeric(12, 2) AS pay,
                            '2026-12-01T09:30:00Z'::timestamptz AS at, NULL::timestamptz AS missing,
                            'hired' AS status, '["go", "sql"]'::jsonb AS tags,
                            '{"years": 3}'::jsonb AS answers
                       FROM generate_series(1, 3)`;

describe(
  'queryRows on this driver (' + (process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite') + ')',
  () => {
    it('gives counts, floats and numerics as numbers, timestamps as Dates, jsonb parsed', async () => {
      const [row] = await queryRows(t.db, mixedSql, mixedRow);
      expect(row).toMatchObject({
        total: 3,
        share: 0.25,
        pay: 55.5,
        missing: null,
        status: 'hired',
        tags: ['go', 'sql'],
        answers: { years: 3 },
      });
      expect(row!.at).toBeInstanceOf(Date);
      expect(row!.at.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    });

    it('refuses a row whose column does not match, naming the row and the column', async () => {
      const query = sql`SELECT x AS id, CASE WHEN x = 2 THEN NULL ELSE x END AS total
                        FROM generate_series(1, 3) AS x`;
      const error = await queryRows(t.db, query, z.object({ id: dbNumber, total: dbNumber })).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(RowShapeError);
      expect((error as RowShapeError).rowIndex).toBe(1);
      expect((error as RowShapeError).message).toMatch(/^Row 1 of a raw SQL query .*total:/);
    });

    it('refuses text outside a contract enum', async () => {
      await expect(
        queryRows(
          t.db,
          sql`SELECT 'maybe' AS status`,
          z.object({ status: dbEnum(applicationStatusValues) }),
        ),
      ).rejects.toThrow(/status/);
    });

    it('checks the rows of a prepared statement too', async () => {
      const statement = preparedSql(
        t.db,
        'row_schemas_test',
        () => sql`SELECT count(*) AS n FROM generate_series(1, ${sql.placeholder('upTo')}::int)`,
        z.object({ n: dbNumber }),
      );
      expect(await statement.execute({ upTo: 4 })).toEqual([{ n: 4 }]);
      const wrong = preparedSql(
        t.db,
        'row_schemas_test_wrong',
        () => sql`SELECT 'four' AS n`,
        z.object({ n: dbNumber }),
      );
      await expect(wrong.execute({})).rejects.toBeInstanceOf(RowShapeError);
    });
  },
);

describe('column schemas at their boundaries', () => {
  const one = <S extends z.ZodType>(value: unknown, schema: S): z.output<S> =>
    (parseRows([{ value }], z.object({ value: schema }))[0] as { value: z.output<S> }).value;

  it('dbNumber takes a number, a bigint or numeric text, and refuses null, empty and words', () => {
    expect(one(7, dbNumber)).toBe(7);
    expect(one(7n, dbNumber)).toBe(7);
    expect(one('-12', dbNumber)).toBe(-12);
    expect(one('115440.50', dbNumber)).toBe(115440.5);
    expect(one('1e3', dbNumber)).toBe(1000);
    for (const bad of [null, undefined, '', ' 3', 'seven', 'NaN', Infinity]) {
      expect(() => one(bad, dbNumber)).toThrow(RowShapeError);
    }
  });

  it('dbTime takes a Date or an ISO timestamp (either separator) and refuses anything else', () => {
    const at = new Date('2026-12-08T03:00:00Z');
    expect(one(at, dbTime)).toEqual(at);
    expect(one('2026-12-08T03:00:00.000Z', dbTime)).toEqual(at);
    expect(one('2026-12-08 03:00:00+00', dbTime)).toEqual(at);
    for (const bad of [null, '', 'yesterday', 1765162800000, new Date('nope')]) {
      expect(() => one(bad, dbTime)).toThrow(RowShapeError);
    }
  });

  it('dbId refuses an empty key', () => {
    expect(one('a', dbId)).toBe('a');
    expect(() => one('', dbId)).toThrow(RowShapeError);
  });
});
