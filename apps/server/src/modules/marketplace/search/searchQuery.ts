/**
 * The keywords of Find Jobs as tsquery SQL: plain words (any of them matches; more matched words
 * rank higher), `"quoted phrases"` (must match as a phrase) and `-exclusions` (must not match).
 * Every word is reduced to letters and digits before it reaches SQL, and is passed as a bound
 * parameter, so no input can produce tsquery syntax or an SQL error.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Words used from `q`, plain, quoted and excluded together (the rest is ignored). @default 10 */
export const MAX_QUERY_TERMS = 10;
/** Characters kept of one word. @default 50 */
export const MAX_TERM_LENGTH = 50;

/**
 * The words of a text: runs of letters and digits, lower-cased, at most {@link MAX_QUERY_TERMS}
 * of them, each at most {@link MAX_TERM_LENGTH} characters. Everything else (quotes, `&`, `|`,
 * `!`, `:`, parentheses) separates words.
 */
export function searchTerms(q: string | undefined | null): string[] {
  if (!q) return [];
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_QUERY_TERMS)
    .map((t) => t.slice(0, MAX_TERM_LENGTH));
}

/** The keywords of a search box, parsed. */
export interface Keywords {
  /** Plain words: any of them matches. */
  words: string[];
  /** Whether the last plain word is still being typed (the text ends with it): it matches as a prefix. */
  lastIsPrefix: boolean;
  /** Quoted phrases (each a list of words): each must match, words in this order. */
  phrases: string[][];
  /** Excluded words or phrases (`-word`, `-"a phrase"`): none may match. */
  excluded: string[][];
}

/**
 * Parses a search box: `"…"` is a phrase (an unclosed quote runs to the end), a leading `-`
 * excludes the word or phrase after it, everything else is plain words. At most
 * {@link MAX_QUERY_TERMS} words in all.
 */
export function parseKeywords(q: string | undefined | null): Keywords {
  const out: Keywords = { words: [], lastIsPrefix: false, phrases: [], excluded: [] };
  if (!q) return out;
  let budget = MAX_QUERY_TERMS;
  const take = (text: string) => {
    const words = searchTerms(text).slice(0, budget);
    budget -= words.length;
    return words;
  };
  let lastToken: 'word' | 'other' = 'other';
  for (const m of q.matchAll(/(-?)"([^"]*)"?|(-?)([^\s"]+)/gu)) {
    if (budget <= 0) break;
    if (m[2] !== undefined) {
      const words = take(m[2]);
      if (words.length) (m[1] ? out.excluded : out.phrases).push(words);
      lastToken = 'other';
    } else if (m[3] && m[4]) {
      const words = take(m[4]);
      if (words.length) out.excluded.push(words);
      lastToken = 'other';
    } else {
      const words = take(m[4] ?? '');
      out.words.push(...words);
      if (words.length) lastToken = 'word';
    }
  }
  out.lastIsPrefix = lastToken === 'word' && !/\s$/.test(q);
  return out;
}

const quote = (t: string) => `'${t}'`;

/**
 * One plain word as a tsquery. Whole words are stemmed like the documents (`english`). A prefix
 * word matches, besides its stemmed prefix, its unstemmed prefix (`simple`, so a half-typed stop
 * word such as "the" still finds "theory") and its own shorter beginnings as whole lexemes,
 * because a half-typed word can be longer than the stem of the word it becomes ("enginee" → the
 * documents' `engin` of "engineer").
 * @param weights tsquery weight labels the word must carry (e.g. `B`), none for any
 */
export function wordQuery(word: string, prefix: boolean, weights = ''): SQL {
  const label = weights ? `:${weights}` : '';
  if (!prefix) return sql`to_tsquery('english'::regconfig, ${quote(word) + label})`;
  const shorter: string[] = [];
  for (let len = word.length - 1; len >= Math.max(3, word.length - 4); len--)
    shorter.push(quote(word.slice(0, len)) + label);
  const english = `${quote(word)}:*${weights}`;
  const simple = [`${quote(word)}:*${weights}`, ...shorter].join(' | ');
  return sql`(to_tsquery('english'::regconfig, ${english}) || to_tsquery('simple'::regconfig, ${simple}))`;
}

const phraseQuery = (words: readonly string[]) =>
  sql`phraseto_tsquery('english'::regconfig, ${words.join(' ')})`;

/** The tsquery SQL of a parsed search (each null when the search has no such part). */
export interface KeywordSql {
  /** One query per plain word, in order. */
  perWord: SQL[];
  /** One query per plain word as a whole word (no prefix forms), in order: exact matches rank higher. */
  perWordExact: SQL[];
  /** Any plain word. */
  any: SQL | null;
  /** Every plain word. */
  all: SQL | null;
  /** Every plain word within company names and skills (weight B). */
  allInCompany: SQL | null;
  /** Phrases and exclusions: what every match must satisfy. */
  required: SQL | null;
  /** What a match must satisfy: any word and the required part. */
  match: SQL | null;
}

const joinQueries = (parts: SQL[], op: '||' | '&&'): SQL | null =>
  parts.length ? sql`(${sql.join(parts, sql.raw(` ${op} `))})` : null;

/** Builds the tsquery SQL of `keywords`. */
export function keywordSql(keywords: Keywords): KeywordSql {
  const { words, lastIsPrefix } = keywords;
  const isPrefix = (i: number) => lastIsPrefix && i === words.length - 1;
  const perWord = words.map((w, i) => wordQuery(w, isPrefix(i)));
  const requiredParts = [
    ...keywords.phrases.map(phraseQuery),
    ...keywords.excluded.map((p) => sql`!!${phraseQuery(p)}`),
  ];
  const any = joinQueries(perWord, '||');
  const required = joinQueries(requiredParts, '&&');
  return {
    perWord,
    perWordExact: words.map((w) => wordQuery(w, false)),
    any,
    all: joinQueries(perWord, '&&'),
    allInCompany: joinQueries(
      words.map((w, i) => wordQuery(w, isPrefix(i), 'B')),
      '&&',
    ),
    required,
    match: any && required ? sql`(${any} && ${required})` : (any ?? required),
  };
}

/** The keywords as text again (`words "a phrase" -excluded`), for a correction's display. */
export function keywordsText(keywords: Keywords): string {
  return [
    ...keywords.words,
    ...keywords.phrases.map((p) => `"${p.join(' ')}"`),
    ...keywords.excluded.map((p) => (p.length > 1 ? `-"${p.join(' ')}"` : `-${p[0]}`)),
  ].join(' ');
}
