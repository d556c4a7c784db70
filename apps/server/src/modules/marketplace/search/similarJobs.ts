/**
 * Similar jobs (contract `getSimilarJobs`, issue 29, decision 233): up to
 * {@link SIMILAR_JOBS_LIMIT} open jobs like one job, for the "Similar jobs" section of every job
 * page. No second matcher: each word of the job's title is matched as Find Jobs matches a keyword
 * (searchQuery.ts `wordQuery`), within titles, and the candidates are taken as Find Jobs'
 * relevance takes them (the newest matches of all the words, and of each word). They are ranked
 * by the words they share, each weighted by its rarity among those candidates (ln(candidates /
 * candidates using it): a title's "security" or "firmware" outweighs its "intern" and "summer"),
 * fully in the role part of the title and half in the rest, with two adjacent title words that
 * match as a phrase counted again; then by skills in common, the same experience level, the same
 * place, the same company, then newest. Only open jobs (freshness.ts, the rule of Find Jobs'
 * `open_only`), never the job itself.
 */
import { sql, type SQL } from 'drizzle-orm';
import { experienceLevelValues } from '@hireloop/api/schema';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { dbEnum, dbId } from '../../../db/columns.ts';
import type { Schema } from '../../../contract/types.ts';
import { openListingSql, type Freshness } from '../postings/freshness.ts';
import { jobSummariesByIds } from '../postings/jobs.ts';
import { searchTerms, wordQuery } from './searchQuery.ts';
import { textArray } from './searchFilters.ts';
import { NEWEST, postingIdRow, RANKED_MATCHES_CAP } from './searchRanking.ts';

/** Most similar jobs a job page shows. @default 6 */
export const SIMILAR_JOBS_LIMIT = 6;

/**
 * Newest matches of each word of the title taken as candidates (beside the newest
 * `RANKED_MATCHES_CAP` matches of all of them). @default 200
 */
export const SIMILAR_CANDIDATES_PER_WORD = 200;

/** A word of a job title, and whether it names the role (the title's first part). */
export interface TitleTerm {
  word: string;
  inRole: boolean;
}

/**
 * The words of a job title that make another job similar, in order, each once: the words of
 * `searchTerms` (so at most `MAX_QUERY_TERMS`) but numbers, which say when or which ("Summer
 * 2025", "Engineer 2") rather than what. A word names the role when it comes before the first
 * separator of the title's parts (" - ", " – ", " — ", "(", "[", "]", ",", "|", ":", "/"): in
 * "Frontend Engineer Intern (Payments - Global)" the role is "Frontend Engineer Intern".
 */
export function titleTerms(title: string): TitleTerm[] {
  const role = new Set(searchTerms(title.split(/\s[-–—]\s|[(,|:/[\]]/u)[0]));
  const seen = new Set<string>();
  return searchTerms(title).flatMap((word) => {
    if (/^[0-9]+$/.test(word) || seen.has(word)) return [];
    seen.add(word);
    return [{ word, inRole: role.has(word) }];
  });
}

/** What makes a job like another: its title's words and the columns compared. */
const sourceJobRow = z.object({
  id: dbId,
  title: z.string(),
  skills: z.array(z.string()),
  experience_level: dbEnum(experienceLevelValues).nullable(),
  location: z.string().nullable(),
  company_id: dbId,
});

/**
 * The open jobs most like job `jobId` (published or closed; drafts count as unknown), as
 * `viewerId` sees their cards (Saved, Applied), most similar first, at most
 * {@link SIMILAR_JOBS_LIMIT}.
 * @param fresh when a listing counts as open (`freshnessOf(db, now)` for a request)
 * @returns null when the job is unknown or a draft (the route answers 404); an empty list when
 *   nothing open shares a word of its title
 */
export async function similarJobs(
  db: DbOrTx,
  viewerId: string,
  jobId: string,
  fresh: Freshness,
): Promise<Schema<'JobSummary'>[] | null> {
  const [job] = await queryRows(
    db,
    sql`SELECT id, title, skills, experience_level, location, company_id FROM postings
         WHERE id = ${jobId} AND status <> 'draft'`,
    sourceJobRow,
  );
  if (!job) return null;
  const terms = titleTerms(job.title);
  if (terms.length === 0) return [];
  // Each word matched as Find Jobs matches a keyword, but within titles only (weight A: a company
  // or skill that contains the word does not make a job similar).
  const inTitle = terms.map((term) => wordQuery(term.word, false, 'A'));
  const open = sql`${openListingSql(fresh)} AND p.id <> ${job.id}`;
  // Candidates: the newest RANKED_MATCHES_CAP matches of all the title's words (Find Jobs'
  // relevance candidates), and the newest SIMILAR_CANDIDATES_PER_WORD of each word on its own, so
  // that the few jobs sharing a rare word are all there beside the thousands sharing "intern";
  // ranking never runs over more than RANKED_MATCHES_CAP + 10 × SIMILAR_CANDIDATES_PER_WORD rows.
  const branch = (match: SQL, limit: number) =>
    sql`(SELECT p.id FROM postings p WHERE ${open} AND p.search @@ ${match}
          ORDER BY ${NEWEST} LIMIT ${limit})`;
  // The candidates are found by the words alone (anywhere in the vector: PostgreSQL estimates a
  // plain lexeme from its statistics, a weight-labelled one it cannot, and walked the newest
  // index past 92,000 postings for a rare word); the ranking below counts title matches only.
  const anywhere = terms.map((term) => wordQuery(term.word, false));
  const branches = sql.join(
    [
      ...(terms.length > 1
        ? [branch(sql`(${sql.join(anywhere, sql` && `)})`, RANKED_MATCHES_CAP)]
        : []),
      ...anywhere.map((word) => branch(word, SIMILAR_CANDIDATES_PER_WORD)),
    ],
    sql` UNION `,
  );
  const col = (prefix: string, i: number) => sql.raw(`${prefix}${i}`);
  // Two words of the title next to each other ("product manager") also match as a phrase.
  const pairs = terms.slice(1).map((term, i) => ({
    query: sql`phraseto_tsquery('english'::regconfig, ${`${terms[i]!.word} ${term.word}`})`,
    words: [i, i + 1],
  }));
  const has = [
    ...inTitle.map((word, i) => sql`(d.v @@ ${word}) AS ${col('m', i)}`),
    ...pairs.map((pair, i) => sql`(d.v @@ ${pair.query}) AS ${col('pair', i)}`),
  ];
  const used = inTitle.map(
    (_, i) => sql`count(*) FILTER (WHERE ${col('m', i)})::float8 AS ${col('f', i)}`,
  );
  // A word's weight: its rarity among the candidates (ln of candidates over candidates using it,
  // +1 each: a word nearly every candidate shares, such as "intern", weighs almost nothing), half
  // of it outside the role; a phrase of two adds both words' weights again.
  const weight = (i: number) =>
    sql`${terms[i]!.inRole ? 1 : 0.5}::float8 * ln((n.total + 1) / (n.${col('f', i)} + 1))`;
  const shared = sql.join(
    [
      ...inTitle.map((_, i) => sql`${col('m', i)}::int * ${weight(i)}`),
      ...pairs.map(
        (pair, i) =>
          sql`${col('pair', i)}::int * (${weight(pair.words[0]!)} + ${weight(pair.words[1]!)})`,
      ),
    ],
    sql` + `,
  );
  const skills = job.skills.map((skill) => skill.toLowerCase());
  // Without skills to compare, no key (a constant `0` in ORDER BY would name a column position).
  const skillsInCommon = skills.length
    ? sql`(SELECT count(*) FROM unnest(p.skills) s WHERE lower(s) = ANY(${textArray(skills)})) DESC, `
    : sql``;
  const rows = await queryRows(
    db,
    sql`WITH candidates AS (
          SELECT p.id, p.published_at, p.skills, p.experience_level, p.location, p.company_id,
                 ${sql.join(has, sql`, `)}
            FROM postings p CROSS JOIN LATERAL (SELECT p.search || ''::tsvector AS v OFFSET 0) d
           WHERE p.id = ANY(ARRAY(${branches}))),
        n AS (SELECT count(*)::float8 AS total, ${sql.join(used, sql`, `)} FROM candidates)
        SELECT p.id FROM candidates p, n
         ORDER BY ${shared} DESC, ${skillsInCommon}
                  (p.experience_level IS NOT DISTINCT FROM ${job.experience_level}) DESC,
                  (lower(p.location) IS NOT DISTINCT FROM lower(${job.location})) DESC,
                  (p.company_id = ${job.company_id}) DESC, ${NEWEST}
         LIMIT ${SIMILAR_JOBS_LIMIT}`,
    postingIdRow,
  );
  return jobSummariesByIds(
    db,
    viewerId,
    rows.map((r) => r.id),
    { publishedOnly: true },
  );
}
