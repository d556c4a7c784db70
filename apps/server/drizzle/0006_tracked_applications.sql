CREATE TABLE IF NOT EXISTS "tracked_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"posting_id" uuid NOT NULL REFERENCES "postings"("id") ON DELETE CASCADE,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tracked_applications_user_posting_key" ON "tracked_applications" USING btree ("user_id","posting_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracked_applications_user_updated_idx" ON "tracked_applications" USING btree ("user_id","updated_at" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tracked_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracked_id" uuid NOT NULL REFERENCES "tracked_applications"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"happened_on" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY,
	CONSTRAINT "tracked_application_events_status_check" CHECK ("status" IN ('applied', 'interviewing', 'offer', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracked_application_events_tracked_idx" ON "tracked_application_events" USING btree ("tracked_id","happened_on");
