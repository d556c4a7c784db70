ALTER TABLE "postings" DROP CONSTRAINT IF EXISTS "postings_salary_period_check";--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_salary_period_check" CHECK (salary_period IS NULL OR "salary_period" IN ('year', 'month', 'week', 'day', 'hour'));--> statement-breakpoint
DROP INDEX IF EXISTS "postings_published_salary_idx";--> statement-breakpoint
ALTER TABLE "postings" DROP COLUMN IF EXISTS "salary_max_yearly";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "salary_max_yearly" bigint GENERATED ALWAYS AS (salary_max::bigint * CASE salary_period WHEN 'month' THEN 12 WHEN 'week' THEN 52 WHEN 'day' THEN 260 WHEN 'hour' THEN 2080 ELSE 1 END) STORED;--> statement-breakpoint
CREATE INDEX "postings_published_salary_idx" ON "postings" USING btree ("salary_max_yearly" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE status = 'published';
