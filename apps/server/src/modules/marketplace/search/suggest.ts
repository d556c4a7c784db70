/**
 * Typo corrections and suggestions for Find Jobs, from two materialized views refreshed after
 * changes to postings: `search_vocabulary` (the words of published titles, companies and skills
 * with their posting counts) and `search_suggestions` (published titles, companies, skills and
 * places). Both are matched with pg_trgm (trigram similarity), so a suggestion never runs a
 * search.
 */
import { sql } from 'drizzle-orm';
import { searchSuggestionKindValues } from '@hireloop/api/schema';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { dbEnum, dbNumber } from '../../../db/columns.ts';
import type { Schema } from '../../../contract/types.ts';
import { aliasSuggestions } from '../companies/places.ts';
import { wordQuery } from './searchQuery.ts';
import { searchGeneration } from './searchCache.ts';
import { TtlCache } from './ttlCache.ts';

/** The views are refreshed at most this often after a change to postings, in ms. @default 60 s */
export const VOCABULARY_REFRESH_MS = 60_000;
/** Least trigram similarity of a correction to the typed word (0–1; pg_trgm's own default). @default 0.3 */
export const CORRECTION_MIN_SIMILARITY = 0.3;
/** Words whose "does it match anything" answer is remembered. @default 5000 */
const KNOWN_WORDS_ENTRIES = 5000;

interface VocabularyState {
  generation: number;
  refreshedAt: number;
  running: Promise<void> | null;
  /** `word\u0000prefix?` → whether it matches a published posting, for the current generation. */
  known: Map<string, boolean>;
  knownGeneration: number;
  /** The suggestions held in memory ({@link suggestionIndex}), with the generation and time read. */
  index: { generation: number; readAt: number; rows: Promise<SuggestionIndex> } | null;
}
const states = new WeakMap<object, VocabularyState>();

/** Recomputes both views now (after an import or a bulk change). */
export async function refreshSearchVocabulary(db: DbOrTx): Promise<void> {
  await db.execute(sql`REFRESH MATERIALIZED VIEW search_vocabulary`);
  await db.execute(sql`REFRESH MATERIALIZED VIEW search_suggestions`);
  const state = states.get(db);
  if (state) {
    state.generation = searchGeneration();
    state.refreshedAt = Date.now();
  }
}

/** Whether `search_suggestions` holds any row (filled by a refresh). */
const viewFilledRow = z.object({ filled: z.boolean() });

/**
 * Makes the views current enough. The first use in this process takes them as they are (the
 * import and the generator refresh them), unless they are empty: then it waits for a refresh.
 * Later, a change to postings in this process triggers a background refresh at most every
 * {@link VOCABULARY_REFRESH_MS} (PGlite: the refresh holds its one connection meanwhile).
 */
async function ensureFresh(db: Db): Promise<VocabularyState> {
  let state = states.get(db);
  if (!state) {
    state = {
      generation: -1,
      refreshedAt: 0,
      running: null,
      known: new Map(),
      knownGeneration: searchGeneration(),
      index: null,
    };
    states.set(db, state);
  }
  const current = searchGeneration();
  if (state.generation === -1 && !state.running) {
    const [row] = await queryRows(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM search_suggestions) AS filled`,
      viewFilledRow,
    );
    if (row?.filled) {
      state.generation = current;
      state.refreshedAt = Date.now();
    }
  }
  if (state.generation !== current && !state.running) {
    const first = state.generation === -1;
    if (first || Date.now() - state.refreshedAt >= VOCABULARY_REFRESH_MS) {
      const s = state;
      s.running = refreshSearchVocabulary(db)
        .then(() => {
          s.generation = current;
          s.refreshedAt = Date.now();
        })
        .catch(() => {})
        .finally(() => {
          s.running = null;
        });
      if (first) await s.running;
    }
  }
  return state;
}

/** Whether the keyword at position `i` matches a published posting. */
const wordFoundRow = z.object({ i: dbNumber, found: z.boolean() });

/** A word of `search_vocabulary`: the correction of a keyword. */
const vocabularyWordRow = z.object({ word: z.string() });

/**
 * Corrects the words that match no published posting: each is replaced by the most similar word
 * of the vocabulary (trigram similarity ≥ {@link CORRECTION_MIN_SIMILARITY}, at most 2 letters
 * longer or shorter, stop words never; most frequent on a tie). Words that match something, and words with no similar word, stay.
 * @param prefixLast whether the last word is still being typed (it matches as a prefix)
 * @returns the corrected words, or null when nothing was corrected
 */
export async function correctWords(
  db: Db,
  words: readonly string[],
  prefixLast: boolean,
): Promise<string[] | null> {
  if (words.length === 0) return null;
  const state = await ensureFresh(db);
  const generation = searchGeneration();
  if (state.knownGeneration !== generation || state.known.size > KNOWN_WORDS_ENTRIES) {
    state.known.clear();
    state.knownGeneration = generation;
  }
  const key = (w: string, i: number) => `${w}\u0000${prefixLast && i === words.length - 1}`;
  const unknown = words.map((w, i) => ({ w, i })).filter(({ w, i }) => !state.known.has(key(w, i)));
  if (unknown.length) {
    const rows = await queryRows(
      db,
      sql.join(
        unknown.map(
          ({ w, i }) =>
            sql`SELECT ${i}::int AS i, EXISTS (SELECT 1 FROM postings p WHERE p.status = 'published' AND p.search @@ ${wordQuery(w, prefixLast && i === words.length - 1)}) AS found`,
        ),
        sql` UNION ALL `,
      ),
      wordFoundRow,
    );
    for (const { i, found } of rows) state.known.set(key(words[i]!, i), found);
  }
  const missing = words
    .map((w, i) => ({ w, i }))
    .filter(({ w, i }) => state.known.get(key(w, i)) === false && w.length >= 3);
  if (missing.length === 0) return null;
  const corrected = [...words];
  let changed = false;
  for (const { w, i } of missing) {
    const [best] = await queryRows(
      db,
      sql`SELECT word FROM search_vocabulary
           WHERE word % ${w} AND similarity(word, ${w}) >= ${CORRECTION_MIN_SIMILARITY}
             AND abs(length(word) - ${w.length}) <= 2
           ORDER BY similarity(word, ${w}) DESC, ndoc DESC, word LIMIT 1`,
      vocabularyWordRow,
    );
    if (best && best.word !== w) {
      corrected[i] = best.word;
      changed = true;
    }
  }
  return changed ? corrected : null;
}

/** A suggestion as a box shows it (contract `SearchSuggestion`): its kind and value. */
const suggestionRow = z.object({ kind: dbEnum(searchSuggestionKindValues), value: z.string() });
/** A suggestion as a box shows it ({@link suggestionRow}). */
type SuggestionRow = z.output<typeof suggestionRow>;

/** One row of `search_suggestions` held in memory. */
const suggestionEntry = suggestionRow.extend({
  /** Published postings with the value. */
  n: dbNumber,
  /** The value lower-cased, every run of non-alphanumerics one space. */
  norm: z.string(),
  /** How many distinct trigrams `lower(value)` has (pg_trgm), for a bound on the similarity. */
  trigramCount: z.number(),
});
/** One row of `search_suggestions` held in memory ({@link suggestionEntry}). */
type SuggestionEntry = z.output<typeof suggestionEntry>;
/** A row of `search_suggestions` as read, before its trigrams are counted. */
const suggestionViewRow = suggestionEntry.omit({ trigramCount: true });

/** The suggestions in memory, sorted by `norm` (code point order) for prefix ranges. */
interface SuggestionIndex {
  entries: SuggestionEntry[];
  /**
   * The answers given from this index, by kinds, text and limit (30 s each; see TtlCache): the
   * same prefixes are typed by everyone ("so", "sof", "soft"), and a text whose list the index
   * does not fill runs the trigram statement (~80 ms on PGlite). Read again with the index.
   */
  answers: TtlCache<SuggestionRow[]>;
}

/**
 * pg_trgm's trigrams of a text: lower-cased, split into words of letters and digits, each padded
 * with two spaces before and one after, every run of three characters, each once.
 */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [...`  ${word} `];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

/** pg_trgm's `similarity`: shared trigrams over the trigrams of either (0 when neither has any). */
function similarity(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  const all = a.size + b.size - common;
  return all === 0 ? 0 : common / all;
}

/** Compares in code point order, as the databases' collation C does. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The suggestions held in this process, read from `search_suggestions` (~19,000 rows at 107,488
 * postings) and read again when this process refreshed the view since, or when what search sees
 * changed (in any process: the search generation, through the cache bus) and
 * {@link VOCABULARY_REFRESH_MS} has passed since the read — the time within which a process that
 * saw the change refreshes the view. A suggestion is thus at most about two refresh periods old.
 */
function suggestionIndex(db: Db, state: VocabularyState): Promise<SuggestionIndex> {
  const now = Date.now();
  const hit = state.index;
  const generation = searchGeneration();
  const refreshedSince = hit !== null && state.refreshedAt > hit.readAt;
  const changedLongAgo =
    hit !== null && hit.generation !== generation && now - hit.readAt >= VOCABULARY_REFRESH_MS;
  if (hit && !refreshedSince && !changedLongAgo) return hit.rows;
  const rows = queryRows(
    db,
    sql`SELECT kind, value, n, norm FROM search_suggestions`,
    suggestionViewRow,
  ).then((list) => ({
    entries: list
      .map((r): SuggestionEntry => ({ ...r, trigramCount: trigrams(r.value).size }))
      .sort((a, b) => byCodePoint(a.norm, b.norm)),
    answers: new TtlCache<SuggestionRow[]>(),
  }));
  const entry = { generation, readAt: now, rows };
  state.index = entry;
  rows.catch(() => {
    if (state.index === entry) state.index = hit;
  });
  return rows;
}

/**
 * The first two stages of {@link rankedSuggestions} in memory: values whose `norm` starts with `q`
 * (a binary-searched range), then values with a word starting with `q`; each sorted by similarity
 * to `q` above 0.5 first, most postings, value.
 */
function suggestFromIndex(
  index: SuggestionIndex,
  q: string,
  kinds: readonly string[],
  limit: number,
): SuggestionRow[] {
  const { entries } = index;
  const qTrigrams = trigrams(q);
  // similarity > 0.5 needs shared > (|q| + |value|) / 3, impossible once |value| ≥ 2 |q|.
  const similar = (e: SuggestionEntry) =>
    e.trigramCount < 2 * qTrigrams.size && similarity(qTrigrams, trigrams(e.value)) > 0.5;
  const order = (list: SuggestionEntry[]) =>
    list
      .map((e) => ({ e, close: similar(e) ? 1 : 0 }))
      .sort((a, b) => b.close - a.close || b.e.n - a.e.n || byCodePoint(a.e.value, b.e.value))
      .slice(0, limit)
      .map(({ e }) => ({ kind: e.kind, value: e.value }));
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]!.norm < q) lo = mid + 1;
    else hi = mid;
  }
  const starts: SuggestionEntry[] = [];
  for (let i = lo; i < entries.length && entries[i]!.norm.startsWith(q); i++)
    if (kinds.includes(entries[i]!.kind)) starts.push(entries[i]!);
  const first = order(starts);
  if (first.length >= limit) return first;
  const wordStart = ` ${q}`;
  const words = entries.filter(
    (e) => kinds.includes(e.kind) && !e.norm.startsWith(q) && ` ${e.norm}`.includes(wordStart),
  );
  return [...first, ...order(words).slice(0, limit - first.length)];
}

/**
 * The best `limit` suggestions of `kinds` for the normalised text `q`, in this order: values whose
 * start is `q`, then values with a word starting with `q`; within each, values very similar to
 * `q` (trigram similarity > 0.5) first, then most postings, then alphabetical; then, when those
 * are fewer than `limit`, the other values containing `q` or similar to it (typos).
 *
 * The first two stages run in memory ({@link suggestionIndex}); only when they do not fill the
 * list does the full comparison run in SQL (trigram index), returning the same order. Each answer
 * is kept with the index for 30 s ({@link SuggestionIndex.answers}): it changes only when the index
 * is read again.
 * @param memory false: the first two stages read the view in SQL too (the same answer; never kept)
 */
async function rankedSuggestions(
  db: Db,
  state: VocabularyState,
  q: string,
  kinds: readonly string[],
  limit: number,
  memory: boolean,
): Promise<SuggestionRow[]> {
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const order = sql`similarity(lower(s.value), ${q}) > 0.5 DESC, s.n DESC, s.value`;
  const complete = async (found: SuggestionRow[]): Promise<SuggestionRow[]> =>
    found.length >= limit
      ? found
      : queryRows(
          db,
          sql`SELECT s.kind, s.value FROM search_suggestions s
               WHERE s.kind IN (${kindList})
                 AND (lower(s.value) LIKE ${`%${q}%`} OR lower(s.value) % ${q})
               ORDER BY (s.norm LIKE ${`${q}%`}) DESC,
                        (' ' || s.norm LIKE ${`% ${q}%`}) DESC,
                        ${order}
               LIMIT ${limit}`,
          suggestionRow,
        );
  if (memory) {
    const index = await suggestionIndex(db, state);
    return index.answers.get(JSON.stringify([kinds, q, limit]), Date.now(), () =>
      complete(suggestFromIndex(index, q, kinds, limit)),
    );
  }
  const found = await queryRows(
    db,
    sql`SELECT s.kind, s.value FROM search_suggestions s
         WHERE s.kind IN (${kindList}) AND s.norm LIKE ${`${q}%`}
         ORDER BY ${order} LIMIT ${limit}`,
    suggestionRow,
  );
  if (found.length < limit)
    found.push(
      ...(await queryRows(
        db,
        sql`SELECT s.kind, s.value FROM search_suggestions s
             WHERE s.kind IN (${kindList}) AND (' ' || s.norm) LIKE ${`% ${q}%`}
               AND s.norm NOT LIKE ${`${q}%`}
             ORDER BY ${order} LIMIT ${limit - found.length}`,
        suggestionRow,
      )),
    );
  return complete(found);
}

/** Kinds of suggestion per box. */
const KINDS = {
  keywords: ['title', 'company', 'skill'],
  location: ['place'],
} as const;

/**
 * Suggestions for what is typed into a Find Jobs box: values whose start or any word's start is
 * the text, then values similar to it (trigrams, for typos); most postings first. In the
 * location box, short forms (NYC, Bay Area, UK) come first as the place they stand for.
 * @param limit at most this many, 1–10
 * @param options.memory false: read every stage from the view in SQL (the same answer; tests)
 */
export async function suggestJobSearch(
  db: Db,
  text: string,
  field: 'keywords' | 'location',
  limit: number,
  options: { memory?: boolean } = {},
): Promise<Schema<'SearchSuggestion'>[]> {
  const q = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 100);
  if (!q) return [];
  const state = await ensureFresh(db);
  const aliases: Schema<'SearchSuggestion'>[] =
    field === 'location' ? aliasSuggestions(q).map((value) => ({ kind: 'place', value })) : [];
  const rows = await rankedSuggestions(db, state, q, KINDS[field], limit, options.memory ?? true);
  const seen = new Set<string>();
  return [...aliases, ...rows]
    .filter((s) => {
      const k = `${s.kind}\u0000${s.value.toLowerCase()}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, limit)
    .map((s) => ({ kind: s.kind, value: s.value }));
}

/** A word of `search_vocabulary` and how many published postings use it. */
const wordFrequencyRow = z.object({ word: z.string(), ndoc: dbNumber });

/**
 * How many published postings use each word (title, company, skills; 0 for a word not in the
 * vocabulary), for weighting rare words above common ones.
 */
export async function wordFrequencies(db: Db, words: readonly string[]): Promise<number[]> {
  if (words.length === 0) return [];
  await ensureFresh(db);
  const rows = await queryRows(
    db,
    sql`SELECT word, ndoc FROM search_vocabulary WHERE word IN (${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )})`,
    wordFrequencyRow,
  );
  const byWord = new Map(rows.map((r) => [r.word, r.ndoc]));
  return words.map((w) => byWord.get(w) ?? 0);
}
