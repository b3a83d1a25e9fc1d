ALTER TABLE "saved_payment_methods" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
-- A saved card remembers that its last payment was declined (issue 36): each payment attempt moves
-- its order's pmid and status, so the order alone forgets a card once another pays it.
CREATE FUNCTION "saved_card_outcome"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only an outcome: each attempt first moves the order to 'processing' with its card.
	IF NEW."pmid" IS NULL OR (TG_OP = 'UPDATE' AND NEW."status" IS NOT DISTINCT FROM OLD."status") THEN
		RETURN NULL;
	END IF;
	IF NEW."status" = 'requires_payment_method' THEN
		UPDATE "saved_payment_methods" SET "declined_at" = now() WHERE "pmid" = NEW."pmid";
	ELSIF NEW."status" = 'succeeded' THEN
		UPDATE "saved_payment_methods" SET "declined_at" = NULL
			WHERE "pmid" = NEW."pmid" AND "declined_at" IS NOT NULL;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "saved_card_outcome" AFTER INSERT OR UPDATE OF "status", "pmid" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "saved_card_outcome"();--> statement-breakpoint
-- The cards whose last settled order was declined, as the orders say it today.
UPDATE "saved_payment_methods" s SET "declined_at" = last."updated_at"
	FROM (
		SELECT DISTINCT ON ("pmid") "pmid", "status", "updated_at" FROM "orders"
		WHERE "pmid" IS NOT NULL AND "status" IN ('succeeded', 'requires_payment_method')
		ORDER BY "pmid", "updated_at" DESC, "id" DESC
	) last
	WHERE last."pmid" = s."pmid" AND last."status" = 'requires_payment_method';
