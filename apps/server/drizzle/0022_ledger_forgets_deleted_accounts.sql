-- A deleted account's ledger stays for bookkeeping, but its wording named children and stories
-- ("Child profile: Zoe"). The append-only rule now allows one change: the description of an
-- entry whose account is anonymised (its address is deleted-{id}@deleted.invalid, as
-- accounts/service.ts writes it), every other column unchanged.
CREATE OR REPLACE FUNCTION credit_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "user" WHERE "id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
    AND (NEW."id", NEW."seq", NEW."user_id", NEW."type", NEW."amount", NEW."balance_after",
         NEW."source", NEW."source_id", NEW."created_at")
      IS NOT DISTINCT FROM
        (OLD."id", OLD."seq", OLD."user_id", OLD."type", OLD."amount", OLD."balance_after",
         OLD."source", OLD."source_id", OLD."created_at")
    AND EXISTS (
      SELECT 1 FROM "user"
      WHERE "id" = OLD."user_id" AND "email" = 'deleted-' || OLD."user_id" || '@deleted.invalid'
    ) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'credit_entries is append-only: % refused', TG_OP USING ERRCODE = 'raise_exception';
END;
$$;--> statement-breakpoint
-- Accounts deleted before this change: their lines say only their kind, as deletion now does
-- (see DELETED_ACCOUNT_WORDING in modules/credits/service.ts).
UPDATE "credit_entries" SET "description" = CASE "type"
    WHEN 'child creation' THEN 'Child profile'
    WHEN 'story creation' THEN 'Story'
    WHEN 'picture redraw' THEN 'Picture drawn again'
    WHEN 'referral-bonus' THEN 'Referral bonus'
    WHEN 'refund' THEN 'Refund'
    ELSE 'Credits'
  END
WHERE "type" <> 'top-up'
  AND "user_id" IN (
    SELECT "id" FROM "user" WHERE "email" = 'deleted-' || "id" || '@deleted.invalid'
  );--> statement-breakpoint
UPDATE "print_orders" SET "story_title" = ''
WHERE "story_title" <> ''
  AND "user_id" IN (
    SELECT "id" FROM "user" WHERE "email" = 'deleted-' || "id" || '@deleted.invalid'
  );
