-- Helper functions used by the schema (created before the tables that need them).
-- array_to_string is only STABLE, so a generated column cannot call it directly; joining a text[]
-- with spaces is immutable in practice, which this wrapper declares.
CREATE OR REPLACE FUNCTION hireloop_immutable_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
