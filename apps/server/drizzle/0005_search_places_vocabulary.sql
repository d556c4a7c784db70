CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN IF NOT EXISTS "places" text[];--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN IF NOT EXISTS "place_keys" text[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "postings_place_keys_idx" ON "postings" USING gin ("place_keys") WHERE status = 'published';--> statement-breakpoint
CREATE MATERIALIZED VIEW IF NOT EXISTS "search_vocabulary" AS
  SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('simple'::regconfig, title || ' ' || company_name || ' ' || public.hireloop_immutable_join(skills)) FROM public.postings WHERE status = 'published'$$)
   WHERE length(word) BETWEEN 3 AND 50 AND word !~ '^[0-9]+$' AND to_tsvector('english'::regconfig, word) <> ''::tsvector;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "search_vocabulary_word_idx" ON "search_vocabulary" ("word");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE MATERIALIZED VIEW IF NOT EXISTS "search_suggestions" AS
  SELECT 'title'::text AS kind, title AS value, count(*)::int AS n FROM postings WHERE status = 'published' GROUP BY title
  UNION ALL
  SELECT 'company', company_name, count(*)::int FROM postings WHERE status = 'published' GROUP BY company_name
  UNION ALL
  SELECT 'skill', s, count(*)::int FROM postings CROSS JOIN LATERAL unnest(skills) AS s WHERE status = 'published' GROUP BY s
  UNION ALL
  SELECT 'place', pl, count(*)::int FROM postings CROSS JOIN LATERAL unnest(coalesce(places, locations)) AS pl WHERE status = 'published' GROUP BY pl;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "search_suggestions_key_idx" ON "search_suggestions" ("kind", "value");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_suggestions_trgm_idx" ON "search_suggestions" USING gin (lower("value") gin_trgm_ops);
