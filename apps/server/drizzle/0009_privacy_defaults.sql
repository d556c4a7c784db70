ALTER TABLE "privacy_settings" ALTER COLUMN "show_email_to_employers" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "privacy_settings" ALTER COLUMN "show_location_to_employers" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD COLUMN IF NOT EXISTS "show_photo_to_employers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "privacy_settings" AS ps SET "show_email_to_employers" = false, "show_location_to_employers" = false FROM "users" AS u WHERE u.id = ps.user_id AND ps.updated_at = u.created_at;
