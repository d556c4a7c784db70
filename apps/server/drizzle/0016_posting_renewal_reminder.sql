-- When the business of a Hireloop posting was last reminded that it is still open (issue 34):
-- null until the first reminder, 60 days after publishing (marketplace/renewalReminders.ts).
ALTER TABLE "postings" ADD COLUMN IF NOT EXISTS "renewal_reminded_at" timestamp with time zone;
--> statement-breakpoint
-- The reminder's claim reads the published Hireloop postings due first (greatest() skips a null).
CREATE INDEX IF NOT EXISTS "postings_renewal_due_idx" ON "postings" (greatest("published_at", "renewal_reminded_at")) WHERE "source" IS NULL AND "status" = 'published';
