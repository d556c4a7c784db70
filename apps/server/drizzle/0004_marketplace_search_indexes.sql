DROP INDEX "postings_search_idx";--> statement-breakpoint
CREATE INDEX "postings_published_newest_idx" ON "postings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "postings_search_idx" ON "postings" USING gin ("search") WHERE status = 'published';