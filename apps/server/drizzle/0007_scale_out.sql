CREATE TABLE IF NOT EXISTS "media_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"data" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN IF NOT EXISTS "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN IF NOT EXISTS "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN IF NOT EXISTS "dead_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbound_emails" SET "next_attempt_at" = "created_at" WHERE "next_attempt_at" IS NULL;--> statement-breakpoint
ALTER TABLE "outbound_emails" ALTER COLUMN "next_attempt_at" SET NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "outbound_emails_pending_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbound_emails_due_idx" ON "outbound_emails" USING btree ("next_attempt_at") WHERE "sent_at" IS NULL AND "dead_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbound_emails_dead_idx" ON "outbound_emails" USING btree ("dead_at") WHERE "dead_at" IS NOT NULL;
