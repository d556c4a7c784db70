-- When someone at the business first opened an application (issue 29: "Viewed by the employer"); null
-- until then, set once by the business's read of the application, never by the applicant.
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "viewed_at" timestamp with time zone;
