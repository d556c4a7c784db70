DROP MATERIALIZED VIEW IF EXISTS "search_suggestions";--> statement-breakpoint
CREATE MATERIALIZED VIEW "search_suggestions" AS
  SELECT kind, value, n, regexp_replace(lower(value), '[^[:alnum:]]+', ' ', 'g') AS norm FROM (
    SELECT 'title'::text AS kind, title AS value, count(*)::int AS n FROM postings WHERE status = 'published' GROUP BY title
    UNION ALL
    SELECT 'company', company_name, count(*)::int FROM postings WHERE status = 'published' GROUP BY company_name
    UNION ALL
    SELECT 'skill', s, count(*)::int FROM postings CROSS JOIN LATERAL unnest(skills) AS s WHERE status = 'published' GROUP BY s
    UNION ALL
    SELECT 'place', pl, count(*)::int FROM postings CROSS JOIN LATERAL unnest(coalesce(places, locations)) AS pl WHERE status = 'published' GROUP BY pl
  ) v;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "search_suggestions_key_idx" ON "search_suggestions" ("kind", "value");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_suggestions_trgm_idx" ON "search_suggestions" USING gin (lower("value") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_suggestions_norm_prefix_idx" ON "search_suggestions" ("norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_suggestions_words_trgm_idx" ON "search_suggestions" USING gin ((' ' || "norm") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "postings_location_trgm_idx" ON "postings" USING gin ("location" gin_trgm_ops) WHERE status = 'published';
