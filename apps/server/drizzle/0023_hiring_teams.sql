CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"member_id" uuid,
	"body" text NOT NULL,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "application_notes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "company_members_role_check" CHECK ("role" IN ('owner', 'admin', 'recruiter', 'interviewer'))
);
--> statement-breakpoint
CREATE TABLE "hiring_team_members" (
	"posting_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hiring_team_members_posting_id_member_id_pk" PRIMARY KEY("posting_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"recommendation" text NOT NULL,
	"ratings" jsonb NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorecards_recommendation_check" CHECK ("recommendation" IN ('strong_no', 'no', 'yes', 'strong_yes'))
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invitations_role_check" CHECK ("role" IN ('admin', 'recruiter', 'interviewer'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "proposed_by" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "scorecards_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "scorecard_criteria" text[] DEFAULT '{skills,experience,communication,motivation}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_team_members" ADD CONSTRAINT "hiring_team_members_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_team_members" ADD CONSTRAINT "hiring_team_members_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_user_key" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_owner" ON "company_members" USING btree ("company_id") WHERE "company_members"."role" = 'owner' AND "company_members"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "hiring_team_members_member_idx" ON "hiring_team_members" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_application_member_key" ON "scorecards" USING btree ("application_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_hash_key" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_company_idx" ON "team_invitations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('application_received', 'application_status_changed', 'posting_closed', 'message', 'system', 'job_alert', 'team'));--> statement-breakpoint
-- Every business account that registered a company becomes its owner (issue 36); imported companies stay without members.
INSERT INTO "company_members" ("company_id", "user_id", "role", "created_at", "updated_at")
SELECT c."id", c."user_id", 'owner', c."created_at", c."created_at"
  FROM "companies" c JOIN "users" u ON u."id" = c."user_id"
 WHERE c."source" IS NULL AND u."role" = 'business' AND u."deleted_at" IS NULL;
--> statement-breakpoint
-- Interviews that ended before hiring teams ask nobody for a scorecard.
UPDATE "interviews" SET "scorecards_requested_at" = "updated_at"
 WHERE "status" = 'booked' AND "starts_at" + make_interval(mins => "duration_minutes") <= now();
