-- The optional second factor (issue 35): a TOTP secret per user, on once enabled_at is set, the
-- SHA-256 of the unused recovery codes, and the last accepted time step (no code is accepted twice).
CREATE TABLE IF NOT EXISTS "user_two_factors" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "secret" text NOT NULL,
  "enabled_at" timestamp with time zone,
  "recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
  "last_used_step" bigint,
  "created_at" timestamp with time zone NOT NULL
);
