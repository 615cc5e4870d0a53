-- The credit ledger is append-only: a balance is explained by its entries, so an entry is never
-- changed or removed. Entries go only with their account (the user's row is already gone when
-- the cascade reaches them).
CREATE FUNCTION credit_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "user" WHERE "id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'credit_entries is append-only: % refused', TG_OP USING ERRCODE = 'raise_exception';
END;
$$;--> statement-breakpoint
CREATE TRIGGER credit_entries_append_only
BEFORE UPDATE OR DELETE ON "credit_entries"
FOR EACH ROW EXECUTE FUNCTION credit_entries_append_only();
