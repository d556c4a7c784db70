CREATE TABLE IF NOT EXISTS "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"paused_at" timestamp with time zone,
	"last_visited_at" timestamp with time zone,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "saved_search_matches" (
	"saved_search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE cascade,
	"posting_id" uuid NOT NULL REFERENCES "postings"("id") ON DELETE cascade,
	"matched_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_posting_id_pk" PRIMARY KEY("saved_search_id","posting_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_search_matches_posting_id_idx" ON "saved_search_matches" USING btree ("posting_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "alerted_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('application_received', 'application_status_changed', 'posting_closed', 'message', 'system', 'job_alert'));
