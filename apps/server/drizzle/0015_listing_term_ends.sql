-- When the internship terms of a listing end (issue 34, decision 200): the last day of its latest
-- term, null when it names none or a term this function does not read (such a listing is then
-- closed by its freshness window only). Terms read: "<Season> <year>" with Winter ending 30 April
-- (the January–April co-op term), Spring and Summer ending 31 August (spring co-op terms run May–
-- August), Fall (or Autumn) ending 31 December. Written once here: the server's open-listing rule
-- (marketplace/freshness.ts) compares `term_ends_at` with the current day.
CREATE OR REPLACE FUNCTION hireloop_term_ends(terms text[]) RETURNS date
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN count(*) > 0 AND bool_and(m IS NOT NULL) THEN max(
           CASE lower(m[1])
             WHEN 'winter' THEN make_date(m[2]::int, 4, 30)
             WHEN 'spring' THEN make_date(m[2]::int, 8, 31)
             WHEN 'summer' THEN make_date(m[2]::int, 8, 31)
             ELSE make_date(m[2]::int, 12, 31)
           END)
         END
    FROM unnest(terms) AS t(term),
         LATERAL (SELECT regexp_match(term, '^\s*(winter|spring|summer|fall|autumn)\s+([1-9]\d{3})\s*$', 'i') AS m) r
$$;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN IF NOT EXISTS "term_ends_at" date GENERATED ALWAYS AS (hireloop_term_ends(terms)) STORED;
