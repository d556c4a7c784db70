/**
 * The order of search results in SQL: newest, salary, and relevance (searches without a match
 * set). Relevance ranks only the newest {@link RANKED_MATCHES_CAP} matches of each of its three
 * branches (found through the `published_at DESC, id DESC` index of published postings); later
 * pages continue with the remaining matches, newest first — `ts_rank_cd` never runs over tens of
 * thousands of rows. The relevance keys ({@link relevanceKeys}) are also what the match set reads.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { dbId } from '../../../db/columns.ts';
import { freshListingSql } from '../postings/freshness.ts';
import { allConditions, type Conditions } from './searchFilters.ts';
import type { JobSearch } from './searchRequest.ts';
import type { KeywordSql } from './searchQuery.ts';
import { matchesAreDense, readMatches } from './searchCounts.ts';
import { searchGeneration } from './searchCache.ts';
import { wordFrequencies } from './suggest.ts';
import { FACETS_TTL_MS } from './ttlCache.ts';

/** Relevance ranks this many of the newest matches of each kind (all words, company, any word). @default 1000 */
export const RANKED_MATCHES_CAP = 1000;

/** Newest first, id as tie-break: the order of `postings_published_newest_idx`. */
export const NEWEST = sql`p.published_at DESC NULLS LAST, p.id DESC NULLS LAST`;

/** A posting's id: the row of the reads that give postings in an order (pages, rankings). */
export const postingIdRow = z.object({ id: dbId });

/**
 * Ids of the matches at positions [skip, skip + take) in the order of `sort`, leaving out
 * `except` (the ranked matches, already shown).
 */
export async function orderedIds(
  db: DbOrTx,
  c: Conditions,
  sort: 'newest' | 'salary',
  skip: number,
  take: number,
  except: readonly string[] = [],
): Promise<string[]> {
  const order = sort === 'salary' ? sql`p.salary_max_yearly DESC NULLS LAST, ${NEWEST}` : NEWEST;
  const not = except.length
    ? sql` AND NOT (p.id = ANY(ARRAY[${sql.join(
        except.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]))`
    : sql``;
  const rows = await queryRows(
    db,
    sql`SELECT p.id FROM postings p WHERE ${allConditions(c)}${not} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`,
    postingIdRow,
  );
  return rows.map((r) => r.id);
}

/** Field weights of `ts_rank_cd` ({D, C, B, A}): title 1, company and skills 0.4, description 0.2. */
const FIELD_WEIGHTS = sql.raw(`'{0.05, 0.2, 0.4, 1.0}'::float4[]`);

/** A company and its name as {@link namedCompanyIds} compares it. */
const companyNameRow = z.object({
  id: dbId,
  /** The business name lower-cased, every run of non-alphanumerics one space, trimmed. */
  name: z.string(),
});
/** A company and its name as {@link namedCompanyIds} compares it ({@link companyNameRow}). */
type CompanyName = z.output<typeof companyNameRow>;

/** Company names per database, with the search generation and time they were read at. */
const companyNameCache = new WeakMap<
  object,
  { generation: number; readAt: number; names: Promise<CompanyName[]> }
>();

/**
 * Every company's normalised business name (the name its postings show), normalised in SQL once
 * and kept until what search sees changes or {@link FACETS_TTL_MS} passes (a rename).
 */
export function companyNames(db: DbOrTx): Promise<CompanyName[]> {
  const hit = companyNameCache.get(db);
  const now = Date.now();
  if (hit && hit.generation === searchGeneration() && now - hit.readAt < FACETS_TTL_MS)
    return hit.names;
  const names = queryRows(
    db,
    sql`SELECT c.id, btrim(regexp_replace(lower(u.business_name), '[^[:alnum:]]+', ' ', 'g')) AS name
          FROM companies c JOIN users u ON u.id = c.user_id
         WHERE u.business_name IS NOT NULL`,
    companyNameRow,
  );
  companyNameCache.set(db, { generation: searchGeneration(), readAt: now, names });
  names.catch(() => companyNameCache.delete(db));
  return names;
}

/**
 * Ids of the companies the keywords `words` (space-separated) name: the whole name is among the
 * words, or (3 letters or more) the words start the name.
 */
export function namedCompanyIds(companies: readonly CompanyName[], words: string): string[] {
  const padded = ` ${words} `;
  return companies
    .filter(
      ({ name }) =>
        name !== '' &&
        (padded.includes(` ${name} `) || (words.length >= 3 && name.startsWith(words))),
    )
    .map((c) => c.id);
}

/**
 * The relevance keys of a posting `p` for the keywords `q`, after the company named: words
 * matched (prefix forms included), rarity of the whole words matched (1 / ln(2 + postings using
 * the word), from `frequencies` in the order of the words), and `ts_rank_cd` with the field weights.
 * @param vector the search vector they test (default `p.search`; each mention of a stored vector
 *   decompresses it again, so a statement testing many words passes one decompressed copy)
 */
export function relevanceKeys(
  q: KeywordSql,
  frequencies: readonly number[],
  vector: SQL = sql`p.search`,
) {
  const sum = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` + `) : sql`0`);
  return {
    matched: sum(q.perWord.map((w) => sql`(${vector} @@ ${w})::int`)),
    rarity: sum(
      q.perWordExact.map(
        (w, i) =>
          sql`(${vector} @@ ${w})::int * ${1 / Math.log(2 + (frequencies[i] ?? 0))}::float8`,
      ),
    ),
    rank: q.any ? sql`ts_rank_cd(${FIELD_WEIGHTS}, ${vector}, ${q.any})` : sql`0`,
  };
}

/**
 * The candidates for relevance, best match first: the newest {@link RANKED_MATCHES_CAP} matches
 * of all the words, of the companies the keywords name, and of any word. Order: postings of a
 * company the keywords name (the keywords start its name, or its whole name is among them), then
 * how many words match, then the rarity of the words matched as whole words (a rare word such
 * as "android" outweighs "developer"), then open listings before stale ones (freshness.ts), then
 * field weight and proximity (`ts_rank_cd`), then newest.
 */
export async function rankMatches(db: DbOrTx, c: Conditions, search: JobSearch): Promise<string[]> {
  const q = c.query;
  const where = allConditions(c);
  const branch = (extra: SQL | null) =>
    sql`(SELECT p.id FROM postings p WHERE ${where}${extra ? sql` AND ${extra}` : sql``}
          ORDER BY ${NEWEST} LIMIT ${RANKED_MATCHES_CAP})`;
  const words = search.keywords.words.join(' ');
  const branches = [branch(null)];
  if (search.keywords.words.length > 1 && q.all) branches.push(branch(sql`p.search @@ ${q.all}`));
  // The companies the keywords name are found among the companies' names (a few thousand,
  // normalised once and kept in memory): their postings come through the company index and rank
  // first, without testing any posting's vector or normalising its company name per row.
  const named = words ? namedCompanyIds(await companyNames(db), words) : [];
  const namedIds = sql`ARRAY[${sql.join(
    named.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const companyFirst = named.length ? sql`(p.company_id = ANY(${namedIds})) DESC, ` : sql``;
  if (named.length) branches.push(branch(sql`p.company_id = ANY(${namedIds})`));
  // Rarer words weigh more within the same number of matched words (1 / ln(2 + postings using it)).
  const [frequencies, walkIndexes] = await Promise.all([
    wordFrequencies(db, search.keywords.words),
    matchesAreDense(db, c),
  ]);
  const { matched, rarity, rank } = relevanceKeys(q, frequencies);
  const rows = await readMatches(
    db,
    c,
    sql`SELECT p.id FROM postings p
         WHERE p.id IN (${sql.join(branches, sql` UNION `)})
         ORDER BY ${companyFirst}${matched} DESC, ${rarity} DESC, ${freshListingSql(c.fresh)} DESC,
                  ${rank} DESC, ${NEWEST}`,
    postingIdRow,
    { walkIndexes },
  );
  return rows.map((r) => r.id);
}
