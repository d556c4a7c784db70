CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text NOT NULL,
	"note" text,
	"slots" jsonb NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"reason" text,
	"ended_by" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	CONSTRAINT "interviews_kind_check" CHECK ("kind" IN ('video', 'phone', 'on_site')),
	CONSTRAINT "interviews_status_check" CHECK ("status" IN ('proposed', 'booked', 'declined', 'cancelled')),
	CONSTRAINT "interviews_ended_by_check" CHECK ("interviews"."ended_by" IS NULL OR "ended_by" IN ('customer', 'business')),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" BETWEEN 15 AND 240)
);
--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_open_per_application" ON "interviews" USING btree ("application_id") WHERE "interviews"."status" IN ('proposed', 'booked');--> statement-breakpoint
CREATE INDEX "interviews_booked_start_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" = 'booked';