ALTER TABLE "courses" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (search_course_doc("courses"."language", "courses"."title", "courses"."subtitle", "courses"."topic", "courses"."description")) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (search_company_doc("companies"."ragione_sociale", "companies"."payoff", "companies"."city")) STORED;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (search_job_doc("job_listings"."title", "job_listings"."description", "job_listings"."requirements", "job_listings"."city")) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (search_profile_doc("profiles"."payoff", "profiles"."city", "profiles"."competences", "profiles"."skills")) STORED;--> statement-breakpoint
CREATE INDEX "courses_search_doc_idx" ON "courses" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "courses_search_topic_idx" ON "courses" USING gin (search_norm("topic") gin_trgm_ops) WHERE "courses"."published_at" is not null and "courses"."topic" <> '';--> statement-breakpoint
CREATE INDEX "companies_search_doc_idx" ON "companies" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "job_listings_search_doc_idx" ON "job_listings" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "profiles_search_doc_idx" ON "profiles" USING gin ("search_doc");--> statement-breakpoint
-- Written by hand after the generated statements: the expression indexes of migration 0029 that the
-- stored search_doc columns above replace (the queries now match the columns, served by their GIN
-- indexes, and read the rank and the match from the row instead of computing the document again).
DROP INDEX IF EXISTS "search_courses_doc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_profiles_doc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_companies_doc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_job_listings_doc_idx";
