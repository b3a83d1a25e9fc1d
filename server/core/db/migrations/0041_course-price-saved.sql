ALTER TABLE "courses" ADD COLUMN "price_saved_at" timestamp with time zone;--> statement-breakpoint
-- Courses already priced, sent for review or published have had their price page saved.
UPDATE "courses" SET "price_saved_at" = coalesce("published_at", "submitted_at", "updated_at") WHERE "price_cents" > 0 OR "published_at" IS NOT NULL OR "submitted_at" IS NOT NULL;
